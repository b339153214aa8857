import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Counters of the abuse limits, shared by every instance and kept over restarts: fixed windows
 * (until `reset_at`), and backoff counters, which also wait until `blocked_until` and are
 * forgotten at `reset_at`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
  blockedUntil: at('blocked_until'),
});
