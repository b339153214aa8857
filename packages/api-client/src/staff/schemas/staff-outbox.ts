import * as v from 'valibot';
import { OutboxMessageSchema } from '../../schemas/customer';
import { integerParam } from '../../schemas/product-search';
import { TextSchema } from '../../schemas/text';

/*
 * The outbox for staff (issue 26, item 6): while the outbox is the mail transport, members with
 * the settings permission read what the shop sent, so nobody needs the loopback route.
 */

/** Mails and SMS per page of the staff's outbox list. */
export const staffOutboxPageSize = 50;

/** GET /staff/outbox: part of an address or number (empty: everything), newest first. */
export const StaffOutboxQuerySchema = v.strictObject({
  q: v.optional(v.pipe(TextSchema, v.trim(), v.maxLength(254)), ''),
  page: integerParam(1, 10_000, 1),
});
export type StaffOutboxQuery = v.InferOutput<typeof StaffOutboxQuerySchema>;

/** One message in the list: who, what and when, without its body. */
export const StaffOutboxEntrySchema = v.object({
  id: v.string(),
  channel: v.picklist(['email', 'sms']),
  to: v.string(),
  subject: v.string(),
  attachmentCount: v.number(),
  createdAt: v.string(),
});
export type StaffOutboxEntry = v.InferOutput<typeof StaffOutboxEntrySchema>;

export const StaffOutboxListSchema = v.object({
  messages: v.array(StaffOutboxEntrySchema),
  /** How many messages match the search. */
  total: v.number(),
});
export type StaffOutboxList = v.InferOutput<typeof StaffOutboxListSchema>;

export const StaffOutboxIdParamsSchema = v.object({
  id: v.pipe(TextSchema, v.uuid('must be an id')),
});

/** GET /staff/outbox/{id}: the whole message (text, HTML, the attachments' names and sizes). */
export const StaffOutboxMessageSchema = OutboxMessageSchema;
export type StaffOutboxMessage = v.InferOutput<typeof StaffOutboxMessageSchema>;

/*
 * Undelivered mail and SMS (issue 28, item 3): the delivery queue's messages not (yet) handed to
 * the transport, with their attempts and last error; a dead one can be sent again.
 */

/** Undelivered messages per page. */
export const staffDeliveryPageSize = 50;

export const StaffDeliveryQuerySchema = v.strictObject({
  page: integerParam(1, 10_000, 1),
});

export const StaffDeliveryEntrySchema = v.object({
  id: v.string(),
  channel: v.picklist(['email', 'sms']),
  to: v.string(),
  subject: v.string(),
  /** pending: waiting for its next attempt; sending: with a worker now; dead: attempts used up. */
  state: v.picklist(['pending', 'sending', 'dead']),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  /** When a pending message is tried next; null otherwise. */
  nextAttemptAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type StaffDeliveryEntry = v.InferOutput<typeof StaffDeliveryEntrySchema>;

export const StaffDeliveryListSchema = v.object({
  messages: v.array(StaffDeliveryEntrySchema),
  total: v.number(),
});
export type StaffDeliveryList = v.InferOutput<typeof StaffDeliveryListSchema>;
