import { defineOrdersSuite, parallelSubmissions } from '../test/orders-suite';
import { onPostgres } from '../test/postgres-suite';
import { testAdminToken } from '../test/prices-suite';

const {
  describe: describePostgres,
  app,
  second,
} = onPostgres({
  database: 'shop_orders_test',
  instances: 2,
  poolSize: 6,
  options: () => ({ prices: { intervalSeconds: 0, adminToken: testAdminToken } }),
});

describePostgres('orders on PostgreSQL', () => {
  defineOrdersSuite(app);

  it('makes exactly one order of 50 parallel submissions with one key on two instances', async () => {
    const { statuses, bodies, orders, repeat } = await parallelSubmissions([app(), second()], 50);
    expect(orders).toBe(1);
    // Each answer is the order or "still running"; every order answer is the same order.
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(repeat.status).toBe(201);
    expect(repeat.json).toEqual(bodies[0]);
  });
});
