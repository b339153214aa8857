import type { RedisCounterStore } from './redis-store';
import type { CounterStore } from './store';

/**
 * Redis with the database behind it (REDIS_URL set): counts in Redis while it answers, in the
 * database (the store used without Redis) while it does not, so sign-in and abuse limits keep
 * working and carts and orders are not refused because Redis is down. A call that fails in Redis
 * is counted in the database instead (counted twice at worst, which only errs on the strict side).
 * Counts do not move between the two: a switch starts the keys' windows afresh in the other one,
 * except that a success's reset clears both.
 */
export function createFailoverCounterStore(
  redis: RedisCounterStore,
  database: CounterStore,
): CounterStore {
  const counted = async <T>(run: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (!redis.available()) return run(database);
    try {
      return await run(redis);
    } catch (error) {
      redis.failed(error);
      return run(database);
    }
  };
  return {
    get: (rule, key) => counted((store) => store.get(rule, key)),
    hit: (rule, key) => counted((store) => store.hit(rule, key)),
    block: (rule, key, seconds) => counted((store) => store.block(rule, key, seconds)),
    reserve: (rule, key) => counted((store) => store.reserve(rule, key)),
    // Failures counted in the database during an outage must not outlive the success either.
    async reset(rule, key) {
      await Promise.all([
        database.reset(rule, key),
        redis.available() ? redis.reset(rule, key).catch((error) => redis.failed(error)) : null,
      ]);
    },
    async close() {
      await Promise.all([redis.close(), database.close()]);
    },
  };
}
