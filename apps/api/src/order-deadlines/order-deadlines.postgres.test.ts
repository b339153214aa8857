import { anonymousSession, uniqueEmail } from '../test/accounts';
import { deadlineMails, defineOrderDeadlinesSuite, stateOf } from '../test/order-deadlines-suite';
import { orderSkus, placeOrder } from '../test/placed-orders';
import { onPostgres } from '../test/postgres-suite';

const {
  describe: describePostgres,
  app,
  second,
} = onPostgres({
  database: 'shop_order_deadlines_test',
  instances: 2,
  poolSize: 6,
  options: () => ({ prices: { intervalSeconds: 0 }, orderDeadlines: { intervalSeconds: 0 } }),
});

const dayMs = 24 * 60 * 60 * 1000;

describePostgres('the unpaid-order job on PostgreSQL', () => {
  defineOrderDeadlinesSuite(app);

  it('reminds and cancels each order once while two instances run the job at the same time', async () => {
    const { gold } = await orderSkus(app());
    const token = (await anonymousSession(app())).accessToken;
    const placed = [];
    for (let i = 0; i < 8; i += 1) {
      const email = uniqueEmail('zwei-instanzen');
      placed.push({
        email,
        order: await placeOrder(app(), token, {
          transactionType: 'buy',
          lines: [{ sku: gold, quantity: 1 }],
          email,
        }),
      });
    }
    const latest = Math.max(...placed.map(({ order }) => Date.parse(order.createdAt)));
    const ids = new Set(placed.map(({ order }) => order.id));
    const ours = (list: string[]) => list.filter((id) => ids.has(id));

    // Both instances, twice each, at once: every order reminded by exactly one of them.
    const reminding = new Date(latest + 5 * dayMs + 60_000);
    const reminded = await Promise.all([
      app().orderDeadlines.run(reminding),
      second().orderDeadlines.run(reminding),
      app().orderDeadlines.run(reminding),
      second().orderDeadlines.run(reminding),
    ]);
    const remindedIds = reminded.flatMap((report) => ours(report.reminded));
    expect(remindedIds.sort()).toEqual([...ids].sort());

    const cancelling = new Date(latest + 10 * dayMs + 60_000);
    const cancelled = await Promise.all([
      app().orderDeadlines.run(cancelling),
      second().orderDeadlines.run(cancelling),
      app().orderDeadlines.run(cancelling),
      second().orderDeadlines.run(cancelling),
    ]);
    const cancelledIds = cancelled.flatMap((report) => ours(report.cancelled));
    expect(cancelledIds.sort()).toEqual([...ids].sort());

    for (const { email, order } of placed) {
      expect(await deadlineMails(app(), email)).toEqual({ reminders: 1, cancellations: 1 });
      expect(await stateOf(app(), order.id)).toMatchObject({ orderState: 'Cancelled' });
    }
  }, 120_000);
});
