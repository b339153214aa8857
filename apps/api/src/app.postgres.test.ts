import { defineApiSuite } from './test/api-suite';
import { defineHardeningSuite } from './test/hardening-suite';
import { definePricesSuite, testAdminToken } from './test/prices-suite';
import { defineSearchSuite } from './test/search-suite';
import { testLoadShedding } from './test/helpers';
import { onPostgres } from './test/postgres-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_api_test',
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    publicApiPrefix: '/api',
    prices: { intervalSeconds: 0, adminToken: testAdminToken },
  }),
});

describePostgres('API on PostgreSQL', () => {
  defineApiSuite(app);
  defineSearchSuite(app);
  definePricesSuite(app);
  defineHardeningSuite(app);
});
