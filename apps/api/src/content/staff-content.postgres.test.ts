import { contentTestOptions } from '../test/content-suite';
import { onPostgres } from '../test/postgres-suite';
import { defineStaffContentSuite } from '../test/staff-content-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_staff_content_test',
  options: () => ({ prices: { intervalSeconds: 0 }, content: contentTestOptions }),
});

describePostgres('the content editor for staff on PostgreSQL', () => {
  defineStaffContentSuite(app);
});
