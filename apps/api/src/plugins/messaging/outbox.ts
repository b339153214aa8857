import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@shop/api-client/contract';
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
      await db.insert(outboxMessages).values({
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
      });
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
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: r.attachments,
    createdAt: r.createdAt.toISOString(),
  }));
}
