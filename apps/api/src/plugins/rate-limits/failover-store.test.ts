import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { connectDatabase, type DatabaseConnection } from '../../db/client';
import { migrate } from '../../db/migrate';
import { inCi, probeSucceeds } from '../../test/postgres';
import { createFailoverCounterStore } from './failover-store';
import { createRedisCounterStore, type RedisCounterStore } from './redis-store';
import { createDatabaseCounterStore, type CounterStore } from './store';
import { rateLimits } from './tables';

const redisUrl = new URL(process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379');

const rule = { name: 'failover', limit: 3, windowSeconds: 600 };
const backoff = {
  name: 'failover-backoff',
  firstWaitAfter: 3,
  firstWaitSeconds: 30,
  maxWaitSeconds: 100,
  memorySeconds: 3600,
};

const fakeLog = () => {
  const log = { warn: jest.fn(), info: jest.fn(), error: jest.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
};

/** A loopback port nobody listens on. */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Each call's time in ms and its result. */
async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

let connection: DatabaseConnection;
let database: CounterStore;
const databaseRows = async (name: string, key: string) =>
  connection.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${`${name}:${key}`}`);

beforeAll(async () => {
  connection = await connectDatabase({ kind: 'pglite-memory' });
  await migrate(connection);
  database = createDatabaseCounterStore(connection.db);
}, 60_000);

afterAll(async () => {
  await database?.close();
  await connection?.close();
});

describe('limits with REDIS_URL set while Redis does not answer', () => {
  let redis: RedisCounterStore;
  let store: CounterStore;
  const { log, logger } = fakeLog();

  beforeAll(async () => {
    redis = createRedisCounterStore(`redis://127.0.0.1:${await unusedPort()}`, 'x:', logger);
    store = createFailoverCounterStore(redis, database);
  });
  afterAll(() => redis.close());

  it('counts in the database at once, refuses over the limit, and logs once', async () => {
    const key = randomUUID();
    for (let i = 1; i <= 4; i += 1) {
      const { ms, result } = await timed(() => store.hit(rule, key));
      expect(result.count).toBe(i);
      // Not a reconnect wait per request: the database answers.
      expect(ms).toBeLessThan(500);
    }
    expect(await databaseRows(rule.name, key)).toEqual([{ count: 4 }]);

    // The sign-in backoff keeps working: attempts past the free ones wait.
    const account = randomUUID();
    const granted = [];
    for (let i = 0; i < 5; i += 1) granted.push((await store.reserve(backoff, account)).granted);
    expect(granted).toEqual([true, true, true, false, false]);
    await store.reset(backoff, account);
    expect((await store.reserve(backoff, account)).granted).toBe(true);

    // Several reconnect attempts later: one warning, not one per attempt or request.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await store.hit(rule, key);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toMatch(/database/);
  });
});

/** A TCP proxy in front of the real Redis that the test can cut and restore. */
function redisProxy(port: number) {
  let server: Server | undefined;
  let hung = false;
  let held: [Socket, Buffer][] = [];
  const sockets = new Set<Socket>();
  return {
    hang: (on: boolean) => {
      hung = on;
      if (on) return;
      for (const [socket, data] of held) socket.write(data);
      held = [];
    },
    async start() {
      server = createServer((client) => {
        const upstream = connect(Number(redisUrl.port || 6379), redisUrl.hostname);
        sockets.add(client).add(upstream);
        // While hung, commands wait unanswered (a stopped server, the connection still up).
        client.on('data', (data: Buffer) => {
          if (hung) held.push([upstream, data]);
          else upstream.write(data);
        });
        upstream.pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

const redisReachable = probeSucceeds(
  `
  const { Redis } = require('ioredis');
  const r = new Redis(process.argv[1], { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  r.connect().then(() => r.ping()).then(() => r.quit()).then(() => process.exit(0), () => process.exit(1));`,
  redisUrl.href,
);

(redisReachable || inCi ? describe : describe.skip)(
  'limits when the Redis connection dies mid-run and comes back',
  () => {
    const prefix = `shop-test-failover:${process.pid}:${Date.now().toString(36)}:`;
    let proxy: ReturnType<typeof redisProxy>;
    let redis: RedisCounterStore;
    let store: CounterStore;
    const { log, logger } = fakeLog();

    beforeAll(async () => {
      if (!redisReachable) throw new Error(`Redis is not reachable at ${redisUrl.href}`);
      const port = await unusedPort();
      proxy = redisProxy(port);
      await proxy.start();
      redis = createRedisCounterStore(`redis://127.0.0.1:${port}`, prefix, logger);
      store = createFailoverCounterStore(redis, database);
      await until(() => redis.available());
    });

    afterAll(async () => {
      const { Redis } = await import('ioredis');
      const direct = new Redis(redisUrl.href);
      const keys = await direct.keys(`${prefix}*`);
      if (keys.length > 0) await direct.del(...keys);
      await direct.quit();
      await redis?.close();
      await proxy?.stop();
    });

    it('counts in Redis, in the database while Redis is gone, and in Redis again, logging each change once', async () => {
      const key = randomUUID();
      expect((await store.hit(rule, key)).count).toBe(1);
      expect(await databaseRows(rule.name, key)).toEqual([]);

      await proxy.stop();
      for (let i = 1; i <= 3; i += 1) {
        const { ms, result } = await timed(() => store.hit(rule, key));
        expect(result.count).toBe(i);
        expect(ms).toBeLessThan(1500);
      }
      expect(await databaseRows(rule.name, key)).toEqual([{ count: 3 }]);
      // A request over the limit is still refused: counted in the database.
      expect((await store.hit(rule, key)).count).toBeGreaterThan(rule.limit);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(log.warn).toHaveBeenCalledTimes(1);

      await proxy.start();
      await until(() => redis.available());
      expect((await store.hit(rule, key)).count).toBe(2);
      expect(log.info).toHaveBeenCalledTimes(1);
      expect(log.warn).toHaveBeenCalledTimes(1);
    });

    it('counts in the database while a connected Redis stops answering, and in Redis once it answers', async () => {
      const key = randomUUID();
      expect((await store.hit(rule, key)).count).toBe(1);
      proxy.hang(true);
      // The first call waits for the command timeout (a second), the next ones not at all.
      expect((await store.hit(rule, key)).count).toBe(1);
      const { ms, result } = await timed(() => store.hit(rule, key));
      expect(result.count).toBe(2);
      expect(ms).toBeLessThan(500);
      expect(await databaseRows(rule.name, key)).toEqual([{ count: 2 }]);
      expect(log.warn).toHaveBeenCalledTimes(2);

      proxy.hang(false);
      await until(() => redis.available());
      // The call that timed out reached Redis late: counted there and in the database (strict).
      expect((await store.hit(rule, key)).count).toBe(3);
      expect(log.info).toHaveBeenCalledTimes(2);
    });
  },
);
