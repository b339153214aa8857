import * as v from 'valibot';
import { AvailabilityAlertSchema, PriceAlertSchema } from './alerts';
import { NewsletterSubscriptionSchema } from './application';
import { CustomerSchema } from './customer';
import { DepositSchema } from './deposit';
import { LimitOrderSchema } from './limit-order';
import { OrderSchema } from './order';
import { WishlistSchema } from './wishlist';

/*
 * A customer's own data (issue 26, item 7): everything the shop keeps about them, as the
 * customer downloads it (GET /customers/me/export) and staff export it for them. Each part has
 * the shape the API answers elsewhere, so the file reads like the account pages.
 */

/** The terms and privacy versions accepted with an order, and when. */
export const OrderConsentRecordSchema = v.object({
  orderNumber: v.string(),
  termsVersion: v.nullable(v.string()),
  privacyVersion: v.nullable(v.string()),
  /** ISO time. */
  acceptedAt: v.string(),
});

export const CustomerDataExportSchema = v.object({
  /** ISO time the file was made. */
  exportedAt: v.string(),
  /** Profile and addresses. */
  customer: CustomerSchema,
  orders: v.array(OrderSchema),
  /** One per store the customer opened one in. */
  deposits: v.array(DepositSchema),
  limitOrders: v.array(LimitOrderSchema),
  priceAlerts: v.array(PriceAlertSchema),
  availabilityAlerts: v.array(AvailabilityAlertSchema),
  wishlists: v.array(WishlistSchema),
  consents: v.object({
    orders: v.array(OrderConsentRecordSchema),
    /** The newsletter subscription of the customer's address, null when there is none. */
    newsletter: v.nullable(NewsletterSubscriptionSchema),
  }),
});
export type CustomerDataExport = v.InferOutput<typeof CustomerDataExportSchema>;
