import { onPostgres } from '../test/postgres-suite';
import { defineDepositsSuite, depositsAdminToken } from '../test/deposits-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_deposits_test',
  options: () => ({ prices: { intervalSeconds: 0, adminToken: depositsAdminToken } }),
});

describePostgres('deposits on PostgreSQL', () => {
  defineDepositsSuite(app);
});
