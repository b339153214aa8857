import { onPostgres } from '../test/postgres-suite';
import { contentTestOptions, defineContentSuite } from '../test/content-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_content_test',
  options: () => ({ prices: { intervalSeconds: 0 }, content: contentTestOptions }),
});

describePostgres('content on PostgreSQL', () => {
  defineContentSuite(app);
});
