import { onPostgres } from './test/postgres-suite';
import { defineAlertsSuite } from './test/alerts-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_alerts_test',
  options: () => ({ prices: { intervalSeconds: 0 } }),
});

describePostgres('alerts on PostgreSQL', () => {
  defineAlertsSuite(app);
});
