import { onPostgres } from '../test/postgres-suite';
import { defineStaffManagementSuite } from '../test/staff-management-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_staff_management_test',
  options: () => ({ prices: { intervalSeconds: 0 }, staff: { seedDemoStaff: true } }),
});

describePostgres('managing the staff on PostgreSQL', () => {
  defineStaffManagementSuite(app);
});
