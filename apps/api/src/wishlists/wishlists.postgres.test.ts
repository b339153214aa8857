import { onPostgres } from '../test/postgres-suite';
import { defineWishlistsSuite } from '../test/wishlists-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_wishlists_test',
  options: () => ({ prices: { intervalSeconds: 0 } }),
});

describePostgres('wishlists on PostgreSQL', () => {
  defineWishlistsSuite(app);
});
