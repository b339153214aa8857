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

/**
 * Counters in Redis (REDIS_URL) through rate-limiter-flexible: one limiter per rule, keys under
 * `prefix` so several shops (or test runs) can share one Redis.
 */
export function createRedisCounterStore(url: string, prefix: string): CounterStore {
  const redis = new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 2 });
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
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
