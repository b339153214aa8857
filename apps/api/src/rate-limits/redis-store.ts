import { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { CounterState, CounterStore } from './store';
import type { RateLimitRule } from './rules';

const toState = (res: RateLimiterRes): CounterState => ({
  count: res.consumedPoints,
  msBeforeReset: Math.max(0, res.msBeforeNext),
});

/**
 * Counters in Redis (REDIS_URL) through rate-limiter-flexible: one limiter per rule, keys under
 * `prefix` so several shops (or test runs) can share one Redis.
 */
export function createRedisCounterStore(url: string, prefix: string): CounterStore {
  const redis = new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 2 });
  const limiters = new Map<string, RateLimiterRedis>();
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
    async reset(rule, key) {
      await limiter(rule).delete(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
