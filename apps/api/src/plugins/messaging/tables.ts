import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OutboxAttachment } from '@shop/api-client/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const messageChannel = pgEnum('message_channel', ['email', 'sms']);

/** Mail and SMS while the outbox is the transport (development, QA, tests). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: messageChannel('channel').notNull(),
    /** Lower-case e-mail address or E.164 phone number. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail carried: names, types and sizes (the files themselves are not kept). */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/** A file queued with its mail, base64 in the row until the mail is delivered. */
export interface QueuedAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** Dropped once the mail is delivered. */
  content?: string;
}

export const messageDeliveryState = pgEnum('message_delivery_state', [
  'pending',
  'sending',
  'sent',
  'dead',
]);

/**
 * The delivery queue (transactional outbox): every mail and SMS, written in the transaction of
 * the change that causes it and handed to the transport by the delivery worker of some API
 * instance. Not to be confused with outbox_messages, which is one of those transports.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: messageChannel('channel').notNull(),
    /** E-mail address or E.164 number as the caller gave it. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<QueuedAttachment[]>().notNull().default([]),
    state: messageDeliveryState('state').notNull().default('pending'),
    /** Hand-overs to the transport begun, counted when a worker claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending row is due. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A row being sent belongs to its worker until then; later it counts as due again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('message_deliveries_due_idx').on(t.state, t.nextAttemptAt),
    index('message_deliveries_created_idx').on(t.createdAt),
  ],
);
