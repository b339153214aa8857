import { sql } from 'drizzle-orm';
import { ProductPricesResponseSchema } from '@shop/api-client/contract';
import { getJson, testLoadShedding } from '../test/helpers';
import { onPostgres } from '../test/postgres-suite';
import { collector, testAdminToken } from '../test/prices-suite';
import { priceChannel } from './events';

const {
  describe: describePostgres,
  app: a,
  second: b,
  third: c3,
} = onPostgres({
  database: 'shop_api_sockets',
  instances: 3,
  poolSize: 3,
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    prices: { intervalSeconds: 0, adminToken: testAdminToken },
  }),
});

/** Sockets on every instance, two each, with what they receive. */
async function socketsOnEveryInstance() {
  const sockets = [];
  for (const [name, app] of [
    ['A', a],
    ['B', b],
    ['C', c3],
  ] as const) {
    for (let i = 0; i < 2; i += 1) {
      const c = collector();
      const socket = await app().injectWS('/prices/socket', {}, { onInit: c.attach });
      await c.until((m) => m.some((x) => x.type === 'Hello'));
      sockets.push({ name: `${name}${i + 1}`, socket, ...c });
    }
  }
  return sockets;
}

/** Gives a late or doubled message time to arrive before the messages are counted. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** What each socket got, by name: the message types and the times its Finished messages named. */
const received = (sockets: Awaited<ReturnType<typeof socketsOnEveryInstance>>) =>
  Object.fromEntries(
    sockets.map((s) => [
      s.name,
      s.messages.map((m) =>
        m.type === 'RecalculationProcessFinished' ? `Finished ${m.lastRecalculatedAt}` : m.type,
      ),
    ]),
  );

/**
 * Three API instances on one PostgreSQL, as in production behind a load balancer: a recalculation
 * run by one reaches the sockets of every instance once (LISTEN/NOTIFY, the instance that ran it
 * included), an instance whose LISTEN connection was lost tells its sockets what they missed, and
 * only one instance recalculates per interval (advisory lock).
 */
describePostgres('price socket across three API instances on PostgreSQL', () => {
  it('tells every socket on every instance of one recalculation exactly once', async () => {
    const sockets = await socketsOnEveryInstance();
    try {
      const res = await b().inject({
        method: 'POST',
        url: '/admin/prices/recalculate',
        headers: { 'x-admin-token': testAdminToken },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      const { lastRecalculatedAt } = res.json() as { lastRecalculatedAt: string };
      for (const s of sockets)
        await s.until((m) => m.some((x) => x.type === 'RecalculationProcessFinished'));
      await settle();
      const once = ['Hello', 'RecalculationProcessStarted', `Finished ${lastRecalculatedAt}`];
      expect(received(sockets)).toEqual(Object.fromEntries(sockets.map((s) => [s.name, once])));
      // A socket opened now is greeted with that recalculation on every instance.
      for (const app of [a, b, c3])
        expect(app().prices.greeting()).toMatchObject({ lastRecalculatedAt });
    } finally {
      for (const s of sockets) s.socket.terminate();
    }
  });

  it('tells the sockets once of a recalculation whose NOTIFY every instance missed', async () => {
    const sockets = await socketsOnEveryInstance();
    try {
      // Every instance loses its LISTEN connection (a network blip, a proxy restart); the
      // recalculation commits before they are back, so its NOTIFY reaches none of them.
      const killed = await a().db.execute(
        sql`select pg_terminate_backend(pid, 5000) as killed from pg_stat_activity
            where datname = current_database() and query = ${`listen "${priceChannel}"`}`,
      );
      const { rows } = killed as unknown as { rows: { killed: boolean }[] };
      expect(rows.filter((r) => r.killed)).toHaveLength(3);
      const result = await a().prices.recalculate({ force: true });
      const lastRecalculatedAt = result.lastRecalculatedAt!.toISOString();
      for (const s of sockets)
        await s.until((m) => m.some((x) => x.type === 'RecalculationProcessFinished'));
      await settle();
      const caughtUp = ['Hello', `Finished ${lastRecalculatedAt}`];
      expect(received(sockets)).toEqual(Object.fromEntries(sockets.map((s) => [s.name, caughtUp])));
      for (const app of [b, c3])
        expect(
          (
            await getJson(
              app(),
              '/prices/products?country=AT&currency=EUR&skus=CGO-KRU-1OZ',
              ProductPricesResponseSchema,
            )
          ).lastRecalculatedAt,
        ).toBe(lastRecalculatedAt);

      // Listening again: the next recalculation arrives as usual, once.
      const next = (await c3().prices.recalculate({ force: true })).lastRecalculatedAt!;
      for (const s of sockets)
        await s.until((m) => m.filter((x) => x.type === 'RecalculationProcessFinished').length > 1);
      await settle();
      for (const s of sockets)
        expect(received([s])[s.name]).toEqual([
          ...caughtUp,
          'RecalculationProcessStarted',
          `Finished ${next.toISOString()}`,
        ]);
    } finally {
      for (const s of sockets) s.socket.terminate();
    }
  });

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
