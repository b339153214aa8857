import * as v from 'valibot';
import { PaymentMethodSchema, ShippingMethodKeySchema } from '../../schemas/checkout';
import { OrderSchema, orderStates, paymentStates } from '../../schemas/order';
import { orderEvents, TimelineEntrySchema } from '../../schemas/order-lifecycle';
import { MoneySchema, PriceTypeSchema } from '../../schemas/prices';
import { integerParam } from '../../schemas/product-search';
import { AuditEntrySchema, StaffStoreKeySchema } from './staff';
import { TextSchema } from '../../schemas/text';

/*
 * The staff's orders board and order page (issue 25, items 5 and 10): the list with its filters,
 * counts per state and CSV export, and one order with everything staff need to move it on.
 */

/** How many orders one page of GET /staff/orders holds. */
export const staffOrdersPageSize = 50;

/** A day (2026-11-28) or an ISO timestamp; a day means the whole day in UTC. */
const DayOrTimestampSchema = v.pipe(
  TextSchema,
  v.check(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || !Number.isNaN(Date.parse(value)),
    'validation.timestamp',
  ),
);

/** GET /staff/orders and /staff/orders.csv: every filter optional. */
export const StaffOrderListQuerySchema = v.strictObject({
  store: v.optional(StaffStoreKeySchema),
  type: v.optional(PriceTypeSchema),
  orderState: v.optional(v.picklist(orderStates)),
  paymentState: v.optional(v.picklist(paymentStates)),
  paymentMethod: v.optional(PaymentMethodSchema),
  shippingMethod: v.optional(ShippingMethodKeySchema),
  /** Placed from this day or time on (inclusive). */
  from: v.optional(DayOrTimestampSchema),
  /** Placed up to this day (its end) or time (inclusive). */
  to: v.optional(DayOrTimestampSchema),
  /** Order number, the customer's e-mail or name (billing address), in part. */
  q: v.optional(
    v.pipe(
      TextSchema,
      v.trim(),
      v.maxLength(100, 'validation.maxLength:100'),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
  page: integerParam(1, 100_000, 1),
});
export type StaffOrderListQuery = v.InferOutput<typeof StaffOrderListQuerySchema>;

/** One order on the board. */
export const StaffOrderSummarySchema = v.object({
  id: TextSchema,
  orderNumber: TextSchema,
  store: StaffStoreKeySchema,
  transactionType: PriceTypeSchema,
  orderState: v.picklist(orderStates),
  paymentState: v.picklist(paymentStates),
  paymentMethod: v.nullable(PaymentMethodSchema),
  shippingMethod: v.nullable(ShippingMethodKeySchema),
  customerEmail: TextSchema,
  /** The billing address's name (and company). */
  customerName: TextSchema,
  total: MoneySchema,
  /** A payment was recorded that did not match the total. */
  paymentAmountMismatch: v.boolean(),
  createdAt: TextSchema,
});
export type StaffOrderSummary = v.InferOutput<typeof StaffOrderSummarySchema>;

export const StaffOrderListSchema = v.object({
  orders: v.array(StaffOrderSummarySchema),
  /** How many orders the filters match (every page). */
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** How many of the matching orders are in each order state, the state filter aside. */
  counts: v.record(v.picklist(orderStates), v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type StaffOrderList = v.InferOutput<typeof StaffOrderListSchema>;

/** One order as staff read it. */
export const StaffOrderSchema = v.object({
  order: OrderSchema,
  /** Every timeline entry, with who recorded it and the full details. */
  timeline: v.array(TimelineEntrySchema),
  /** The events the order allows now (the state machine's). */
  allowedEvents: v.array(v.picklist(orderEvents)),
  /** The payment as recorded: its reference, amount and whether it matched the total. */
  payment: v.object({
    reference: v.nullable(TextSchema),
    received: v.nullable(MoneySchema),
    amountMismatch: v.boolean(),
  }),
  shipment: v.nullable(v.object({ carrier: TextSchema, trackingNumber: TextSchema })),
  /**
   * The versions of the terms and the privacy policy the customer accepted, and when; null for an
   * order placed without (a limit order's execution, or before consents were recorded).
   */
  consents: v.nullable(
    v.object({
      termsVersion: v.nullable(TextSchema),
      privacyVersion: v.nullable(TextSchema),
      acceptedAt: TextSchema,
    }),
  ),
  /** Who placed it: the owner (a customer's account or a guest's session) and the e-mail it names. */
  customer: v.object({
    ownerId: TextSchema,
    email: TextSchema,
    name: TextSchema,
    /** Their other orders, newest first (the same account, or a guest's same e-mail). */
    otherOrders: v.array(StaffOrderSummarySchema),
  }),
  /** The audit log's entries about the order, newest first. */
  audit: v.array(AuditEntrySchema),
});
export type StaffOrder = v.InferOutput<typeof StaffOrderSchema>;
