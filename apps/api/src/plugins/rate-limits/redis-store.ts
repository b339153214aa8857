import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { CounterState, CounterStore } from './store';
import { backoffWaits, type RateLimitRule } from './rules';

const toState = (res: RateLimiterRes): CounterState => ({
  count: res.consumedPoints,
  msBeforeReset: Math.max(0, res.msBeforeNext),
});

/**
 * One backoff attempt (CounterStore.reserve) as a script, which Redis runs without interleaving:
 * a hash of the failures and the Redis time (ms) until which the next attempt waits, expiring
 * `memory` ms after the last attempt. ARGV: memory, then the wait (ms) after each failure.
 */
const reserveScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local blockedUntil = tonumber(redis.call('HGET', KEYS[1], 'blockedUntil'))
if blockedUntil and blockedUntil > now then
  return {0, tonumber(redis.call('HGET', KEYS[1], 'count')), blockedUntil - now}
end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local wait = tonumber(ARGV[math.min(count, #ARGV - 1) + 1])
redis.call('HSET', KEYS[1], 'blockedUntil', now + wait)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return {1, count, wait}`;

export interface RedisCounterStore extends CounterStore {
  /**
   * True while the connection is up and commands answer: otherwise a command would wait for a
   * reconnect and fail (see createFailoverCounterStore, which counts in the database meanwhile).
   */
  available(): boolean;
  /** A command failed though the connection looked up (a timeout): unavailable until a ping answers. */
  failed(error: unknown): void;
}

/** How often an unanswering but connected Redis is pinged until it answers again. */
const probeIntervalMs = 2000;

/**
 * Counters in Redis (REDIS_URL) through rate-limiter-flexible: one limiter per rule, keys under
 * `prefix` so several shops (or test runs) can share one Redis. Whether Redis is available is
 * logged once when it changes (`log`), not per reconnect attempt or per request.
 */
export function createRedisCounterStore(
  url: string,
  prefix: string,
  log?: FastifyBaseLogger,
): RedisCounterStore {
  // A command waits at most a second: a Redis that hangs must not hold requests.
  const redis = new Redis(url, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  let state: 'starting' | 'up' | 'down' = 'starting';
  let probe: ReturnType<typeof setTimeout> | undefined;
  let closing = false;
  const become = (next: 'up' | 'down', error?: unknown) => {
    if (state === next || closing) return;
    if (next === 'up') {
      if (state === 'down') log?.info('Redis answers again: counting limits in Redis');
    } else
      log?.warn(
        { err: error },
        'Redis is unavailable: counting sign-in and abuse limits in the database until it is back',
      );
    state = next;
  };
  redis.on('ready', () => become('up'));
  // Handled (ioredis would print every failed reconnect attempt otherwise); logged once above.
  redis.on('error', (error: unknown) => become('down', error));
  redis.on('close', () => become('down'));
  const ping = () => {
    probe = setTimeout(() => {
      probe = undefined;
      redis.ping().then(
        () => {
          if (redis.status === 'ready') become('up');
        },
        () => {
          if (!closing && redis.status === 'ready') ping();
        },
      );
    }, probeIntervalMs);
    probe.unref();
  };
  const limiters = new Map<string, RateLimiterRedis>();
  // The key rate-limiter-flexible gives a counter; backoff counters take the same form, so
  // `reset` deletes either.
  const storedKey = (rule: { name: string }, key: string) => `${prefix}${rule.name}:${key}`;
  const limiter = (rule: RateLimitRule) => {
    let found = limiters.get(rule.name);
    if (!found) {
      found = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}${rule.name}`,
        points: rule.limit,
        duration: rule.windowSeconds,
      });
      limiters.set(rule.name, found);
    }
    return found;
  };

  return {
    available: () => state === 'up' && redis.status === 'ready',
    failed(error) {
      if (state !== 'up') return;
      become('down', error);
      // Still connected (a hung server, a timeout): no 'ready' will say it is back, a ping will.
      if (redis.status === 'ready' && !probe) ping();
    },
    async get(rule, key) {
      const res = await limiter(rule).get(key);
      return res ? toState(res) : null;
    },
    // penalty counts without refusing: whether the count is too high is the caller's decision.
    hit: async (rule, key) => toState(await limiter(rule).penalty(key, 1)),
    async block(rule, key, seconds) {
      await limiter(rule).block(key, seconds);
    },
    async reserve(rule, key) {
      const [granted, count, ms] = (await redis.eval(
        reserveScript,
        1,
        storedKey(rule, key),
        rule.memorySeconds * 1000,
        ...backoffWaits(rule).map((seconds) => seconds * 1000),
      )) as [number, number, number];
      return { granted: granted === 1, count, msBeforeReset: ms };
    },
    async reset(rule, key) {
      await redis.del(storedKey(rule, key));
    },
    async close() {
      closing = true;
      if (probe) clearTimeout(probe);
      // quit() would queue behind a reconnect while Redis is away.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
