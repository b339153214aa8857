import { testLoadShedding } from '../test/helpers';
import { onPostgres } from '../test/postgres-suite';
import { depositsAdminToken } from '../test/deposits-suite';
import { defineStaffCouponsSuite } from '../test/staff-coupons-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_staff_coupons_test',
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
  }),
});

describePostgres('coupons in the back-office on PostgreSQL', () => {
  defineStaffCouponsSuite(app);
});
