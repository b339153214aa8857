import { testLoadShedding } from '../test/helpers';
import { onPostgres } from '../test/postgres-suite';
import { depositsAdminToken } from '../test/deposits-suite';
import { defineStaffCustomersSuite } from '../test/staff-customers-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_staff_customers_test',
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
  }),
});

describePostgres('customers in the back-office on PostgreSQL', () => {
  defineStaffCustomersSuite(app);
});
