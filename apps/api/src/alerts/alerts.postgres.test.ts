import { onPostgres } from '../test/postgres-suite';
import { adminToken, defineAlertsSuite } from '../test/alerts-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_alerts_test',
  options: () => ({ prices: { intervalSeconds: 0, adminToken } }),
});

describePostgres('alerts on PostgreSQL', () => {
  defineAlertsSuite(app);
});
