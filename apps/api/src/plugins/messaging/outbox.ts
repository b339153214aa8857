import { count, desc, eq, ilike } from 'drizzle-orm';
import type { OutboxMessage, StaffOutboxList } from '@shop/api-client/contract';
import type { Database } from '../../db/client';
import { outboxMessages } from './tables';
import type { MessageTransport } from './transport';

/**
 * How recipients are stored and looked up: e-mail addresses case-insensitively, phone numbers as
 * + and digits (a `+` typed into a URL arrives as a space).
 */
export const outboxRecipient = (to: string): string => {
  const trimmed = to.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : `+${trimmed.replace(/\D/g, '')}`;
};

/** The outbox: messages land in a table that developers, QA and tests read at GET /dev/outbox. */
export function createOutboxTransport(db: Database): MessageTransport {
  return {
    name: 'outbox',
    async send(message) {
      await db
        .insert(outboxMessages)
        .values({
          // The delivery's id: a repeated attempt finds its message already there.
          ...(message.deliveryId ? { id: message.deliveryId } : {}),
          channel: message.channel,
          recipient: outboxRecipient(message.to),
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            size: content.length,
          })),
        })
        .onConflictDoNothing({ target: outboxMessages.id });
    },
  };
}

/** Newest first: the last mail is the one a reader wants. */
export async function listOutbox(db: Database, to: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, outboxRecipient(to)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map(toMessage);
}

const toMessage = (r: typeof outboxMessages.$inferSelect): OutboxMessage => ({
  id: r.id,
  channel: r.channel,
  to: r.recipient,
  subject: r.subject,
  text: r.text,
  html: r.html,
  attachments: r.attachments,
  createdAt: r.createdAt.toISOString(),
});

/** `%`, `_` and `\\` typed into a search match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The staff's outbox (issue 26, item 6): every message whose recipient contains `q` (any case;
 * empty: all), newest first, a page at a time, without the bodies.
 */
export async function searchOutbox(
  db: Database,
  { q, page, pageSize }: { q: string; page: number; pageSize: number },
): Promise<StaffOutboxList> {
  const where = q
    ? ilike(outboxMessages.recipient, likePattern(q.trim().toLowerCase()))
    : undefined;
  const rows = await db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      attachments: outboxMessages.attachments,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ total: count() }).from(outboxMessages).where(where);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      attachmentCount: r.attachments.length,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.total ?? 0,
  };
}

/** One message of the outbox by its id. */
export async function outboxMessage(db: Database, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row ? toMessage(row) : null;
}
