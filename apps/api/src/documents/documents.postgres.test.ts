import { anonymousSession } from '../test/accounts';
import {
  applyEvent,
  defineDocumentsSuite,
  documentsOf,
  expectNoGaps,
} from '../test/documents-suite';
import { orderSkus, placeOrder } from '../test/placed-orders';
import { onPostgres } from '../test/postgres-suite';

const {
  describe: describePostgres,
  app,
  second,
} = onPostgres({
  database: 'shop_documents_test',
  instances: 2,
  poolSize: 6,
  options: () => ({ prices: { intervalSeconds: 0 }, orderDeadlines: { intervalSeconds: 0 } }),
});

describePostgres('documents on PostgreSQL', () => {
  defineDocumentsSuite(app);

  it('numbers the invoices of purchases paid at once on two instances without gaps or duplicates', async () => {
    const { gold } = await orderSkus(app());
    const token = (await anonymousSession(app())).accessToken;
    const placed = [];
    for (let i = 0; i < 12; i += 1)
      placed.push(
        await placeOrder(app(), token, {
          transactionType: 'buy',
          lines: [{ sku: gold, quantity: 1 }],
        }),
      );
    const paidAt = new Date().toISOString();
    // Half on each instance, all at once: the counter row's lock orders them.
    await Promise.all(
      placed.map((order, i) =>
        applyEvent(i % 2 === 0 ? app() : second(), order.id, {
          event: 'paymentReceived',
          amount: order.totalGrossPrice,
          paidAt,
          reference: `SEPA ${order.orderNumber}`,
        }),
      ),
    );
    const numbers = await Promise.all(
      placed.map(async (order) => (await documentsOf(app(), order.id)).map((d) => d.number)),
    );
    expect(numbers.every((list) => list.length === 1)).toBe(true);
    expect(new Set(numbers.flat()).size).toBe(12);
    const series = await expectNoGaps(app());
    // The twelve are twelve consecutive numbers of the series.
    const sequences = numbers
      .flat()
      .map((number) => Number(number.slice(-6)))
      .sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(11);
    expect([...series.keys()].some((key) => key.startsWith('at-RE-'))).toBe(true);
  }, 120_000);
});
