import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { connectDatabase, type DatabaseConnection } from '../../db/client';
import { migrate } from '../../db/migrate';
import { rateLimits } from './tables';
import { inCi, probeSucceeds } from '../../test/postgres';
import { createRedisCounterStore } from './redis-store';
import { backoffWaits, defaultRateLimitRules } from './rules';
import { createDatabaseCounterStore, type CounterStore } from './store';

const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';

const isRedisReachable = () =>
  probeSucceeds(
    `
    const { Redis } = require('ioredis');
    const r = new Redis(process.argv[1], { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
    r.connect().then(() => r.ping()).then(() => r.quit()).then(() => process.exit(0), () => process.exit(1));`,
    redisUrl,
  );

const rule = { name: 'test', limit: 3, windowSeconds: 600 };
const backoff = {
  name: 'test-backoff',
  firstWaitAfter: 3,
  firstWaitSeconds: 30,
  maxWaitSeconds: 100,
  memorySeconds: 3600,
};

describe('backoff waits', () => {
  it('are free until the first wait, then double up to the longest', () => {
    expect(backoffWaits(backoff)).toEqual([0, 0, 30, 60, 100]);
    expect(backoffWaits(defaultRateLimitRules.loginAccount)).toEqual([
      0, 0, 0, 0, 30, 60, 120, 240, 480, 900,
    ]);
  });
});

/**
 * What every counter store must do, whichever shared storage is behind it. `endWait` lets a
 * backoff key's current wait pass (the test's clock).
 */
function defineCounterStoreContract(
  getStore: () => CounterStore,
  endWait: (key: string) => Promise<void>,
) {
  it('counts hits in a window and answers the time left', async () => {
    const key = randomUUID();
    expect(await getStore().get(rule, key)).toBeNull();
    expect((await getStore().hit(rule, key)).count).toBe(1);
    const second = await getStore().hit(rule, key);
    expect(second.count).toBe(2);
    expect(second.msBeforeReset).toBeGreaterThan(590_000);
    expect(second.msBeforeReset).toBeLessThanOrEqual(600_000);
    expect((await getStore().get(rule, key))?.count).toBe(2);
  });

  it('counts concurrent hits exactly', async () => {
    const key = randomUUID();
    const states = await Promise.all(Array.from({ length: 20 }, () => getStore().hit(rule, key)));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('blocks a key at its limit for a given time and resets it', async () => {
    const key = randomUUID();
    await getStore().hit(rule, key);
    await getStore().block(rule, key, 120);
    const blocked = await getStore().get(rule, key);
    expect(blocked!.count).toBeGreaterThanOrEqual(rule.limit);
    expect(blocked!.msBeforeReset).toBeGreaterThan(110_000);
    expect(blocked!.msBeforeReset).toBeLessThanOrEqual(120_000);
    await getStore().reset(rule, key);
    expect(await getStore().get(rule, key)).toBeNull();
  });

  it('keeps rules apart', async () => {
    const key = randomUUID();
    await getStore().hit(rule, key);
    expect(await getStore().get({ ...rule, name: 'other' }, key)).toBeNull();
  });

  it('grants backoff attempts until a wait is earned, then one per wait, growing', async () => {
    const key = randomUUID();
    const reserve = () => getStore().reserve(backoff, key);
    expect(await reserve()).toEqual({ granted: true, count: 1, msBeforeReset: 0 });
    expect(await reserve()).toEqual({ granted: true, count: 2, msBeforeReset: 0 });
    const third = await reserve();
    expect(third).toMatchObject({ granted: true, count: 3 });
    expect(third.msBeforeReset).toBeGreaterThan(29_000);
    expect(third.msBeforeReset).toBeLessThanOrEqual(30_000);
    const waiting = await reserve();
    expect(waiting).toMatchObject({ granted: false, count: 3 });
    expect(waiting.msBeforeReset).toBeGreaterThan(29_000);
    for (const wait of [60_000, 100_000, 100_000]) {
      await endWait(key);
      const next = await reserve();
      expect(next.granted).toBe(true);
      expect(next.msBeforeReset).toBeGreaterThan(wait - 1000);
      expect(next.msBeforeReset).toBeLessThanOrEqual(wait);
    }
    await getStore().reset(backoff, key);
    expect(await reserve()).toEqual({ granted: true, count: 1, msBeforeReset: 0 });
  });

  it('grants concurrent backoff attempts only up to the first wait', async () => {
    const key = randomUUID();
    const reservations = await Promise.all(
      Array.from({ length: 20 }, () => getStore().reserve(backoff, key)),
    );
    expect(reservations.filter((r) => r.granted).map((r) => r.count)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );
    expect(reservations.filter((r) => r.granted)).toHaveLength(backoff.firstWaitAfter);
  });
}

describe('database counter store (PGlite)', () => {
  let connection: DatabaseConnection;
  let store: CounterStore;

  beforeAll(async () => {
    connection = await connectDatabase({ kind: 'pglite-memory' });
    await migrate(connection);
    store = createDatabaseCounterStore(connection.db);
  }, 60_000);

  afterAll(async () => {
    await store?.close();
    await connection?.close();
  });

  const storedKey = (name: string, key: string) => sql`${rateLimits.key} = ${`${name}:${key}`}`;

  defineCounterStoreContract(
    () => store,
    async (key) => {
      await connection.db
        .update(rateLimits)
        .set({ blockedUntil: sql`now()` })
        .where(storedKey(backoff.name, key));
    },
  );

  it('forgets backoff failures once their memory has passed', async () => {
    const key = randomUUID();
    for (let i = 0; i < 3; i += 1) await store.reserve(backoff, key);
    await connection.db
      .update(rateLimits)
      .set({ resetAt: sql`now()` })
      .where(storedKey(backoff.name, key));
    expect(await store.reserve(backoff, key)).toEqual({
      granted: true,
      count: 1,
      msBeforeReset: 0,
    });
  });

  it('starts a new window once the old one has passed', async () => {
    const key = randomUUID();
    await store.hit(rule, key);
    await store.hit(rule, key);
    await connection.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(storedKey(rule.name, key));
    expect(await store.get(rule, key)).toBeNull();
    expect((await store.hit(rule, key)).count).toBe(1);
  });

  it('is found by a new store on the same database (a restarted instance)', async () => {
    const key = randomUUID();
    await store.hit(rule, key);
    const restarted = createDatabaseCounterStore(connection.db);
    expect((await restarted.get(rule, key))?.count).toBe(1);
    await restarted.close();
  });
});

const redisReachable = isRedisReachable();
const describeRedis = redisReachable || inCi ? describe : describe.skip;

describeRedis('Redis counter store', () => {
  const prefix = `shop-test:${process.pid}:${Date.now().toString(36)}:`;
  let store: CounterStore;

  beforeAll(() => {
    if (!redisReachable)
      throw new Error(`Redis is not reachable at ${redisUrl} (CI=true requires it)`);
    store = createRedisCounterStore(redisUrl, prefix);
  });

  afterAll(async () => {
    // Remove this run's keys: the Redis is shared.
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await store?.close();
  });

  defineCounterStoreContract(
    () => store,
    async (key) => {
      const { Redis } = await import('ioredis');
      const redis = new Redis(redisUrl);
      await redis.hset(`${prefix}${backoff.name}:${key}`, 'blockedUntil', 0);
      await redis.quit();
    },
  );

  it('lets backoff failures expire with their memory', async () => {
    const key = randomUUID();
    await store.reserve(backoff, key);
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    const ttl = await redis.pttl(`${prefix}${backoff.name}:${key}`);
    await redis.quit();
    expect(ttl).toBeGreaterThan(backoff.memorySeconds * 1000 - 5000);
    expect(ttl).toBeLessThanOrEqual(backoff.memorySeconds * 1000);
  });

  it('is shared by a second client (another instance)', async () => {
    const key = randomUUID();
    await store.hit(rule, key);
    const other = createRedisCounterStore(redisUrl, prefix);
    expect((await other.get(rule, key))?.count).toBe(1);
    await other.close();
  });
});
