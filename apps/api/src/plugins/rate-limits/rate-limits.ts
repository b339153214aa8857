import fp from 'fastify-plugin';
import { errorCodes, type ErrorCode } from '@shop/api-client/contract';
import { businessError } from '../../lib/business-errors';
import { repositoryCall } from '../../lib/errors';
import { createFailoverCounterStore } from './failover-store';
import { createRedisCounterStore } from './redis-store';
import {
  defaultRateLimitRules,
  type BackoffRule,
  type RateLimitRule,
  type RateLimitRules,
} from './rules';
import { createDatabaseCounterStore, type CounterState, type CounterStore } from './store';

/** A rule and the key it counts under; an undefined key (no account known) is skipped. */
export type Limit = readonly [RateLimitRule, string | undefined];

export type RateLimitStoreOptions =
  { kind: 'database' } | { kind: 'redis'; url: string; prefix: string };

const retryAfter = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

/** 429 with Retry-After and the error object (code too_many_requests unless told otherwise). */
export function tooManyRequests(
  msBeforeReset: number,
  code: ErrorCode = errorCodes.tooManyRequests,
) {
  return businessError(code, 429, { headers: { 'retry-after': retryAfter(msBeforeReset) } });
}

export function createRateLimits(store: CounterStore, rules: RateLimitRules) {
  const given = (limits: readonly Limit[]) =>
    limits.filter((l): l is readonly [RateLimitRule, string] => l[1] !== undefined);
  const call = <T>(run: () => Promise<T>) => repositoryCall(run);
  /** Counts an event under every key; answers the states of the keys that went over. */
  const countOver = async (limits: readonly Limit[]): Promise<CounterState[]> => {
    const states = await call(() =>
      Promise.all(given(limits).map(([rule, key]) => store.hit(rule, key))),
    );
    return given(limits)
      .map(([rule], i) => ({ rule, state: states[i]! }))
      .filter((s) => s.state.count > s.rule.limit)
      .map((s) => s.state);
  };

  return {
    rules,

    /** Refuses when a key has used up its limit (rules that count failures check before the work). */
    async assertOpen(limits: readonly Limit[], code?: ErrorCode): Promise<void> {
      const states = await call(() =>
        Promise.all(given(limits).map(([rule, key]) => store.get(rule, key))),
      );
      const blocked = given(limits)
        .map(([rule], i) => ({ rule, state: states[i] }))
        .filter((s): s is { rule: RateLimitRule; state: CounterState } =>
          s.state ? s.state.count >= s.rule.limit : false,
        );
      if (blocked.length > 0)
        throw tooManyRequests(Math.max(...blocked.map((b) => b.state.msBeforeReset)), code);
    },

    /** Counts this request under every key; refuses when one went over its limit. */
    async consume(limits: readonly Limit[]): Promise<void> {
      const over = await countOver(limits);
      if (over.length > 0) throw tooManyRequests(Math.max(...over.map((o) => o.msBeforeReset)));
    },

    /** Counts this event under every key; answers whether all stayed within their limits. */
    withinLimits: async (limits: readonly Limit[]): Promise<boolean> =>
      (await countOver(limits)).length === 0,

    /**
     * Reserves one attempt under a backoff rule before its work (checking a password): refused
     * with 429 while the wait earned by earlier failures lasts. Counted as a failure until
     * `reset` says it succeeded, so concurrent attempts cannot outrun the count.
     */
    async reserve(rule: BackoffRule, key: string): Promise<void> {
      const reservation = await call(() => store.reserve(rule, key));
      if (!reservation.granted) throw tooManyRequests(reservation.msBeforeReset);
    },

    /** Counts a failure under every key; answers whether a key has now used up its limit. */
    async fail(limits: readonly Limit[]): Promise<{ exhausted: boolean }> {
      const states = await call(() =>
        Promise.all(given(limits).map(([rule, key]) => store.hit(rule, key))),
      );
      return {
        exhausted: given(limits).some(([rule], i) => states[i]!.count >= rule.limit),
      };
    },

    block: (rule: RateLimitRule, key: string, seconds: number) =>
      call(() => store.block(rule, key, seconds)),

    reset: (rule: RateLimitRule | BackoffRule, key: string) => call(() => store.reset(rule, key)),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * One guess at an account's credentials (a customer's password; a staff member's password and
 * code), bounded: refused while the client address is over its failed logins or the account
 * waits out its backoff. The account's attempt is reserved before `check` runs, so concurrent
 * guesses cannot check more than the backoff allows; a right guess forgets the failures.
 */
export async function boundedGuess(
  rateLimits: RateLimits,
  guess: { account: string; clientAddress: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { rules } = rateLimits;
  const address = [[rules.loginAddress, guess.clientAddress]] as const;
  await rateLimits.assertOpen(address);
  await rateLimits.reserve(rules.loginAccount, guess.account);
  if (await check()) {
    await rateLimits.reset(rules.loginAccount, guess.account);
    return true;
  }
  await rateLimits.fail(address);
  return false;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export interface RateLimitsPluginOptions {
  store: RateLimitStoreOptions;
  /** Tests narrow single rules; production uses the defaults. */
  rules?: Partial<RateLimitRules>;
}

export default fp<RateLimitsPluginOptions>(
  async (fastify, { store, rules }) => {
    const database = createDatabaseCounterStore(fastify.db);
    const counters =
      store.kind === 'redis'
        ? createFailoverCounterStore(
            createRedisCounterStore(
              store.url,
              store.prefix,
              fastify.log.child({ module: 'rate-limits' }),
            ),
            database,
          )
        : database;
    fastify.addHook('onClose', () => counters.close());
    fastify.decorate(
      'rateLimits',
      createRateLimits(counters, { ...defaultRateLimitRules, ...rules }),
    );
  },
  { name: 'rate-limits', dependencies: ['db'] },
);
