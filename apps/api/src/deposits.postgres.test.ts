import { onPostgres } from './test/postgres-suite';
import { defineDepositsSuite } from './test/deposits-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_deposits_test',
  options: () => ({ prices: { intervalSeconds: 0 } }),
});

describePostgres('deposits on PostgreSQL', () => {
  defineDepositsSuite(app);
});
