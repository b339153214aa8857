import { eq, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from './tables';
import { backoffWaits, type BackoffRule, type RateLimitRule } from './rules';

export interface CounterState {
  /** Events counted in the current window. */
  count: number;
  /** Milliseconds until the window (or a block) ends. */
  msBeforeReset: number;
}

/** One attempt under a backoff rule: granted and counted, or refused while a wait lasts. */
export interface Reservation extends CounterState {
  granted: boolean;
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
  /**
   * One attempt under a backoff rule, decided and counted in one atomic step: refused while the
   * wait of earlier failures lasts (count unchanged, msBeforeReset the wait left); otherwise
   * counted as a failure at once and the wait it earns set (msBeforeReset), so concurrent
   * attempts see it before the first one's work is done. A success undoes it with `reset`.
   */
  reserve(rule: BackoffRule, key: string): Promise<Reservation>;
  reset(rule: RateLimitRule | BackoffRule, key: string): Promise<void>;
  close(): Promise<void>;
}

const storedKey = (rule: { name: string }, key: string) => `${rule.name}:${key}`;
const msUntil = (at: AnyColumn) =>
  sql<number>`greatest(0, extract(epoch from (${at} - now())) * 1000)::float8`;
const msLeft = msUntil(rateLimits.resetAt);
const expired = sql`${rateLimits.resetAt} <= now()`;
const secondsFromNow = (seconds: number | SQL) => sql`now() + ${seconds} * interval '1 second'`;

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
    async reserve(rule, key) {
      const waits = backoffWaits(rule);
      const count = sql<number>`case when ${expired} then 1 else ${rateLimits.count} + 1 end`;
      const wait = sql`(array[${sql.join(
        waits.map((w) => sql`${w}::int`),
        sql`, `,
      )}])[least(${count}, ${waits.length})]`;
      const [granted] = await db
        .insert(rateLimits)
        .values({
          key: storedKey(rule, key),
          count: 1,
          resetAt: secondsFromNow(rule.memorySeconds),
          blockedUntil: secondsFromNow(waits[0]!),
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count, resetAt: sql`excluded.reset_at`, blockedUntil: secondsFromNow(wait) },
          // A row that is still waiting is left alone, and the statement then returns nothing.
          setWhere: sql`${expired} or coalesce(${rateLimits.blockedUntil}, now()) <= now()`,
        })
        .returning({ count: rateLimits.count, ms: msUntil(rateLimits.blockedUntil) });
      if (granted) return { granted: true, ...toState(granted)! };
      const [waiting] = await db
        .select({ count: rateLimits.count, ms: msUntil(rateLimits.blockedUntil) })
        .from(rateLimits)
        .where(eq(rateLimits.key, storedKey(rule, key)));
      // Reset by a success in between: the caller may simply try again.
      return { granted: false, ...(toState(waiting) ?? { count: 0, msBeforeReset: 0 }) };
    },
    async reset(rule, key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, storedKey(rule, key)));
    },
    async close() {
      clearInterval(cleanup);
    },
  };
}
