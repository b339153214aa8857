import { defineOrderLifecycleRace, defineOrderLifecycleSuite } from '../test/order-lifecycle-suite';
import { onPostgres } from '../test/postgres-suite';

const {
  describe: describePostgres,
  app,
  second,
} = onPostgres({
  database: 'shop_order_lifecycle_test',
  instances: 2,
  poolSize: 6,
  options: () => ({ prices: { intervalSeconds: 0 } }),
});

describePostgres('the order lifecycle on PostgreSQL', () => {
  defineOrderLifecycleSuite(app);
  defineOrderLifecycleRace(app, second);
});
