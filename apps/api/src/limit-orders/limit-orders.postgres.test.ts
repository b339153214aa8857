import { eq, inArray } from 'drizzle-orm';
import { products } from '../catalogue/tables';
import { limitOrders } from './tables';
import { orders } from '../orders/tables';
import { outbox } from '../test/accounts';
import {
  customerWithAddress,
  defineLimitOrdersSuite,
  placeLimitOrder,
  unitPrice,
} from '../test/limit-orders-suite';
import { onPostgres } from '../test/postgres-suite';

const {
  describe: describePostgres,
  app,
  second,
} = onPostgres({
  database: 'shop_limit_orders_test',
  instances: 2,
  poolSize: 6,
  options: () => ({ prices: { intervalSeconds: 0 } }),
});

/** Registering three customers hashes three passwords with argon2: slow on a loaded machine. */
const registrationsTimeoutMs = 30_000;

describePostgres('limit orders on PostgreSQL', () => {
  defineLimitOrdersSuite(app);

  it(
    'executes each limit order exactly once while two instances run the executor concurrently',
    async () => {
      const [product] = await app()
        .db.select({ sku: products.sku })
        .from(products)
        .where(eq(products.form, 'coin'))
        .orderBy(products.sku)
        .limit(1);
      const sku = product!.sku;
      const current = await unitPrice(app(), sku, 'buy');
      const customers = await Promise.all([1, 2, 3].map(() => customerWithAddress(app())));
      const placed = [];
      for (const { token } of customers)
        for (let i = 0; i < 4; i++)
          placed.push(
            await placeLimitOrder(app(), token, {
              sku,
              type: 'buy',
              quantity: 1,
              // The API takes only a target the price has not reached yet; moved to it below.
              targetUnitPrice: { centAmount: current - 1, currency: 'EUR' },
              expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
            }),
          );
      const ids = placed.map((order) => order.id);
      await app()
        .db.update(limitOrders)
        .set({ targetUnitPriceCentAmount: current })
        .where(inArray(limitOrders.id, ids));

      const reports = await Promise.all([
        app().limitOrders.executor.run(),
        second().limitOrders.executor.run(),
        app().limitOrders.executor.run(),
        second().limitOrders.executor.run(),
      ]);
      const executed = reports
        .flatMap((report) => report.executed)
        .filter((id) => ids.includes(id));
      expect(executed.sort()).toEqual([...ids].sort());

      const rows = await app().db.select().from(limitOrders).where(inArray(limitOrders.id, ids));
      expect(rows.every((row) => row.status === 'Executed' && row.orderId)).toBe(true);
      const made = await app()
        .db.select()
        .from(orders)
        .where(
          inArray(
            orders.ownerId,
            customers.map(({ customer }) => customer.id),
          ),
        );
      expect(made).toHaveLength(ids.length);
      expect(new Set(rows.map((row) => row.orderId))).toEqual(new Set(made.map((o) => o.id)));
      for (const { customer } of customers) {
        const notices = (await outbox(app(), customer.email)).filter((mail) =>
          mail.subject.startsWith('Ihre Limit-Order'),
        );
        expect(notices).toHaveLength(4);
      }
    },
    registrationsTimeoutMs,
  );
});
