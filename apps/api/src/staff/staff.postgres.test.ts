import { randomBytes } from 'node:crypto';
import { onPostgres } from '../test/postgres-suite';
import { defineStaffSuite, staffSuiteAdminToken, testClock } from '../test/staff-suite';

const clock = testClock();

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_staff_test',
  options: () => ({
    prices: { intervalSeconds: 0, adminToken: staffSuiteAdminToken },
    application: { whistleblowKey: randomBytes(32) },
    staff: { seedDemoStaff: true, now: clock.now },
  }),
});

describePostgres('staff on PostgreSQL', () => {
  defineStaffSuite(app, clock);
});
