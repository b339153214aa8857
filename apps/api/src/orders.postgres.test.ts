import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { defineOrdersSuite, parallelSubmissions } from './test/orders-suite';
import {
  createTestDatabase,
  dropTestDatabase,
  inCi,
  isPostgresReachable,
  pgTestUrl,
} from './test/postgres';
import { testAdminToken } from './test/prices-suite';

const reachable = isPostgresReachable();
// Locally a missing server skips this file; in CI it must fail, or the PostgreSQL path goes untested.
const describePostgres = reachable || inCi ? describe : describe.skip;

let app: FastifyInstance;
/** A second instance on the same database, as in a deployment with several API processes. */
let second: FastifyInstance;
let database: { name: string; url: string } | undefined;

const build = (url: string) =>
  buildApp({
    database: { kind: 'postgres', url, poolSize: 6 },
    prices: { intervalSeconds: 0, adminToken: testAdminToken },
  });

describePostgres('orders on PostgreSQL', () => {
  beforeAll(async () => {
    if (!reachable)
      throw new Error(`PostgreSQL is not reachable at ${pgTestUrl} (CI=true requires it)`);
    database = await createTestDatabase('shop_orders_test');
    app = await build(database.url);
    await app.ready();
    second = await build(database.url);
    await second.ready();
  }, 180_000);

  afterAll(async () => {
    await second?.close();
    await app?.close();
    if (database) await dropTestDatabase(database.name);
  });

  defineOrdersSuite(() => app);

  it('makes exactly one order of 50 parallel submissions with one key on two instances', async () => {
    const { statuses, bodies, orders, repeat } = await parallelSubmissions([app, second], 50);
    expect(orders).toBe(1);
    // Each answer is the order or "still running"; every order answer is the same order.
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(repeat.status).toBe(201);
    expect(repeat.json).toEqual(bodies[0]);
  });
});
