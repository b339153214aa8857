import { eq, sql } from 'drizzle-orm';
import { products } from '../catalogue/tables';
import { productRow } from '../seed/rows';
import { onPostgres } from '../test/postgres-suite';
import {
  insertProduct,
  krugerrandAt,
  krugerrandBuyPrice,
  nextFinished,
  probeProduct,
  search,
  skus,
} from '../test/search-suite';

const {
  describe: describePostgres,
  app: a,
  second: b,
} = onPostgres({
  database: 'shop_api_search',
  instances: 2,
  poolSize: 3,
  options: () => ({ publicApiPrefix: '/api', prices: { intervalSeconds: 0 } }),
});

/**
 * Two API instances on one PostgreSQL, as behind a load balancer: each serves search from its own
 * index in memory, and a change written through one is searchable on both.
 */
describePostgres('search across two API instances on PostgreSQL', () => {
  it('a product added and removed through instance A is found and then missed on instance B', async () => {
    let changed = Promise.all([a().productSearch.nextChange(), b().productSearch.nextChange()]);
    const id = await insertProduct(a(), probeProduct);
    await changed;
    for (const app of [a(), b()])
      expect(skus(await search(app, 'text=zeitkapsel'))).toEqual([probeProduct.sku]);

    changed = Promise.all([a().productSearch.nextChange(), b().productSearch.nextChange()]);
    await a().db.delete(products).where(eq(products.id, id));
    await changed;
    for (const app of [a(), b()]) expect((await search(app, 'text=zeitkapsel')).total).toBe(0);
  });

  it('rebuilds after its LISTEN connection comes back, catching changes made meanwhile', async () => {
    const rebuilt = b().productSearch.nextChange();
    // Ends every catalogue LISTEN connection just before the change commits, so its notification
    // reaches nobody; the instances reconnect a second later.
    await a().db.transaction(async (tx) => {
      await tx.insert(products).values(productRow(probeProduct, 10_000, new Date()));
      await tx.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen "catalogue_events"'`);
    });
    await rebuilt;
    expect(skus(await search(b(), 'text=zeitkapsel'))).toEqual([probeProduct.sku]);
    const removed = b().productSearch.nextChange();
    await a().db.delete(products).where(eq(products.sku, probeProduct.sku));
    await removed;
    expect((await search(b(), 'text=zeitkapsel')).total).toBe(0);
  });

  it('filters by the prices of a recalculation run by the other instance', async () => {
    const before = await krugerrandBuyPrice(b());
    const finished = nextFinished(b());
    await a().prices.recalculate({ force: true, shock: -0.04 });
    await finished;
    await b().productSearch.settled();
    const after = await krugerrandBuyPrice(b());
    expect(after).toBeLessThan(before);
    expect((await krugerrandAt(b(), after)).total).toBe(1);
    expect((await krugerrandAt(b(), before)).total).toBe(0);
  });
});
