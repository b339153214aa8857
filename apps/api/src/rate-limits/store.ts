import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { RateLimitRule } from './rules';

export interface CounterState {
  /** Events counted in the current window. */
  count: number;
  /** Milliseconds until the window (or a block) ends. */
  msBeforeReset: number;
}

/**
 * Where the counters live: PostgreSQL/PGlite (default) or Redis. Both are shared by every API
 * instance and survive a restart of it.
 */
export interface CounterStore {
  get(rule: RateLimitRule, key: string): Promise<CounterState | null>;
  /** Counts one event and answers the state after it. */
  hit(rule: RateLimitRule, key: string): Promise<CounterState>;
  /** Holds the key at its limit for `seconds` from now. */
  block(rule: RateLimitRule, key: string, seconds: number): Promise<void>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

const storedKey = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;
const msLeft = sql<number>`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::float8`;
const expired = sql`${rateLimits.resetAt} <= now()`;
const secondsFromNow = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;

/**
 * Counters in the `rate_limits` table: one atomic upsert per event (the row lock orders concurrent
 * ones), database time throughout so instances with skewed clocks agree.
 */
export function createDatabaseCounterStore(
  db: Database,
  { cleanupIntervalMs = 10 * 60_000 } = {},
): CounterStore {
  // Windows long past are deleted now and then; an expired row is otherwise reused by its key.
  const cleanup = setInterval(() => {
    db.delete(rateLimits)
      .where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`))
      .catch(() => undefined);
  }, cleanupIntervalMs);
  cleanup.unref();

  const toState = (row: { count: number; ms: number } | undefined): CounterState | null =>
    row ? { count: row.count, msBeforeReset: Math.ceil(Number(row.ms)) } : null;

  return {
    async get(rule, key) {
      const [row] = await db
        .select({ count: rateLimits.count, ms: msLeft })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${storedKey(rule, key)} and not ${expired}`);
      return toState(row);
    },
    async hit(rule, key) {
      const [row] = await db
        .insert(rateLimits)
        .values({
          key: storedKey(rule, key),
          count: 1,
          resetAt: secondsFromNow(rule.windowSeconds),
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, ms: msLeft });
      return toState(row)!;
    },
    async block(rule, key, seconds) {
      await db
        .insert(rateLimits)
        .values({ key: storedKey(rule, key), count: rule.limit, resetAt: secondsFromNow(seconds) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`greatest(excluded.count, ${rateLimits.count})`,
            resetAt: sql`excluded.reset_at`,
          },
        });
    },
    async reset(rule, key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, storedKey(rule, key)));
    },
    async close() {
      clearInterval(cleanup);
    },
  };
}
