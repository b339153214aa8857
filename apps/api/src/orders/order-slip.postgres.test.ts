import { defineOrderSlipSuite } from '../test/order-slip-suite';
import { onPostgres } from '../test/postgres-suite';
import { testAdminToken } from '../test/prices-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_order_slip_test',
  options: () => ({ prices: { intervalSeconds: 0, adminToken: testAdminToken } }),
});

describePostgres('accompanying slips on PostgreSQL', () => {
  defineOrderSlipSuite(app);
});
