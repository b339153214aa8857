import { onPostgres } from '../test/postgres-suite';
import { defineStaffCatalogueSuite } from '../test/staff-catalogue-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_staff_catalogue_test',
  options: () => ({ prices: { intervalSeconds: 0 } }),
});

describePostgres('the back-office catalogue on PostgreSQL', () => {
  defineStaffCatalogueSuite(app);
});
