import * as v from 'valibot';
import { CustomerDataExportSchema } from '../../schemas/customer-data';
import { TextSchema } from '../../schemas/text';
import { AuditEntrySchema, StaffStoreKeySchema } from './staff';

/*
 * Customers in the back-office (issue 26, item 3): search, a customer's page and the actions on
 * an account, for members with the `customers` permission for the customer's store.
 */

/** How many customers one search answers at most (the best matches by name). */
export const staffCustomerSearchLimit = 50;

/** GET /staff/customers: name, e-mail, customer number, company or VAT ID, in part. */
export const StaffCustomerSearchQuerySchema = v.strictObject({
  q: v.optional(
    v.pipe(
      TextSchema,
      v.trim(),
      v.maxLength(100, 'validation.maxLength:100'),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
});
export type StaffCustomerSearchQuery = v.InferOutput<typeof StaffCustomerSearchQuerySchema>;

export const StaffCustomerIdParamsSchema = v.object({ id: v.pipe(TextSchema, v.uuid()) });

/** A customer in the search's answer. */
export const StaffCustomerSummarySchema = v.object({
  id: TextSchema,
  /** The number staff and the customer quote (K-100042). */
  customerNumber: TextSchema,
  store: StaffStoreKeySchema,
  email: TextSchema,
  firstName: TextSchema,
  lastName: TextSchema,
  companyName: v.nullable(TextSchema),
  vatId: v.nullable(TextSchema),
  /** The activation link was opened. */
  active: v.boolean(),
  createdAt: TextSchema,
});
export type StaffCustomerSummary = v.InferOutput<typeof StaffCustomerSummarySchema>;

export const StaffCustomerListSchema = v.object({
  customers: v.array(StaffCustomerSummarySchema),
});
export type StaffCustomerList = v.InferOutput<typeof StaffCustomerListSchema>;

/**
 * A customer's page: the summary, everything the customer's own data export holds (profile with
 * addresses, orders, deposits, limit orders, alerts, wishlists, consents), when they signed in
 * (times only, newest first, at most 50) and the staff's audit entries about them.
 */
export const StaffCustomerSchema = v.object({
  summary: StaffCustomerSummarySchema,
  data: CustomerDataExportSchema,
  signIns: v.array(TextSchema),
  audit: v.array(AuditEntrySchema),
});
export type StaffCustomer = v.InferOutput<typeof StaffCustomerSchema>;

/** What an action on an account did: the customer's page as it is now is read again. */
export const StaffCustomerActionSchema = v.object({
  done: v.picklist(['activationSent', 'unlocked', 'sessionsEnded', 'erased']),
});
export type StaffCustomerAction = v.InferOutput<typeof StaffCustomerActionSchema>;
