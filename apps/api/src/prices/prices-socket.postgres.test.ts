import { sql } from 'drizzle-orm';
import { ProductPricesResponseSchema } from '@shop/api-client/contract';
import { getJson, testLoadShedding } from '../test/helpers';
import { onPostgres } from '../test/postgres-suite';
import { collector, testAdminToken } from '../test/prices-suite';

const {
  describe: describePostgres,
  app: a,
  second: b,
} = onPostgres({
  database: 'shop_api_sockets',
  instances: 2,
  poolSize: 3,
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    prices: { intervalSeconds: 0, adminToken: testAdminToken },
  }),
});

/**
 * Two API instances on one PostgreSQL, as in production behind a load balancer: a recalculation
 * run by one reaches the sockets of the other (LISTEN/NOTIFY), and only one instance recalculates
 * per interval (advisory lock).
 */
describePostgres('price socket across two API instances on PostgreSQL', () => {
  it('a recalculation run by instance A reaches a socket connected to instance B', async () => {
    const c = collector();
    const socket = await b().injectWS('/prices/socket', {}, { onInit: c.attach });
    try {
      await c.until((m) => m.some((x) => x.type === 'Hello'));
      const res = await a().inject({
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
        b(),
        '/prices/products?country=AT&currency=EUR&skus=CGO-KRU-1OZ',
        ProductPricesResponseSchema,
      );
      expect(prices.lastRecalculatedAt).toBe(lastRecalculatedAt);
    } finally {
      socket.terminate();
    }
  });

  it('lets only one instance recalculate when both are due at once', async () => {
    await a().db.execute(
      sql`update price_state set last_recalculated_at = now() - interval '1 hour'`,
    );
    const results = await Promise.all([a().prices.recalculate(), b().prices.recalculate()]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    // Once one has run, a late timer on the other finds the prices fresh and skips too.
    expect((await b().prices.recalculate()).ran).toBe(false);
  });
});
