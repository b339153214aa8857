import { onPostgres } from '../test/postgres-suite';
import { defineStaffPicturesSuite } from '../test/staff-pictures-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_staff_pictures_test',
  options: () => ({ prices: { intervalSeconds: 0 } }),
});

describePostgres('product pictures in the back-office on PostgreSQL', () => {
  defineStaffPicturesSuite(app);
});
