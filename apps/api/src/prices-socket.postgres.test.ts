import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ProductPricesResponseSchema } from '@shop/api-client';
import { buildApp } from './app';
import { getJson, testLoadShedding } from './test/helpers';
import {
  createTestDatabase,
  dropTestDatabase,
  inCi,
  isPostgresReachable,
  pgTestUrl,
} from './test/postgres';
import { collector, testAdminToken } from './test/prices-suite';

const reachable = isPostgresReachable();
const describePostgres = reachable || inCi ? describe : describe.skip;

/**
 * Two API instances on one PostgreSQL, as in production behind a load balancer: a recalculation
 * run by one reaches the sockets of the other (LISTEN/NOTIFY), and only one instance recalculates
 * per interval (advisory lock).
 */
describePostgres('price socket across two API instances on PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let database: { name: string; url: string } | undefined;

  beforeAll(async () => {
    if (!reachable)
      throw new Error(`PostgreSQL is not reachable at ${pgTestUrl} (CI=true requires it)`);
    database = await createTestDatabase('shop_api_sockets');
    const connection = { kind: 'postgres' as const, url: database.url, poolSize: 3 };
    const options = {
      database: connection,
      loadShedding: testLoadShedding(connection),
      prices: { intervalSeconds: 0, adminToken: testAdminToken },
    };
    a = await buildApp(options);
    await a.ready();
    b = await buildApp(options);
    await b.ready();
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (database) await dropTestDatabase(database.name);
  });

  it('a recalculation run by instance A reaches a socket connected to instance B', async () => {
    const c = collector();
    const socket = await b.injectWS('/prices/socket', {}, { onInit: c.attach });
    try {
      await c.until((m) => m.some((x) => x.type === 'Hello'));
      const res = await a.inject({
        method: 'POST',
        url: '/admin/prices/recalculate',
        headers: { 'x-admin-token': testAdminToken },
        payload: { shock: -0.03 },
      });
      expect(res.statusCode).toBe(200);
      const { lastRecalculatedAt } = res.json() as { lastRecalculatedAt: string };
      await c.until((m) => m.some((x) => x.type === 'RecalculationProcessFinished'));
      expect(c.messages.map((m) => m.type)).toEqual([
        'Hello',
        'RecalculationProcessStarted',
        'RecalculationProcessFinished',
      ]);
      expect(c.messages[2]).toMatchObject({ lastRecalculatedAt });
      // B reloaded before relaying: its prices are the new ones.
      const prices = await getJson(
        b,
        '/prices/products?country=AT&currency=EUR&skus=CGO-KRU-1OZ',
        ProductPricesResponseSchema,
      );
      expect(prices.lastRecalculatedAt).toBe(lastRecalculatedAt);
    } finally {
      socket.terminate();
    }
  });

  it('lets only one instance recalculate when both are due at once', async () => {
    await a.db.execute(
      sql`update price_state set last_recalculated_at = now() - interval '1 hour'`,
    );
    const results = await Promise.all([a.prices.recalculate(), b.prices.recalculate()]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    // Once one has run, a late timer on the other finds the prices fresh and skips too.
    expect((await b.prices.recalculate()).ran).toBe(false);
  });
});
