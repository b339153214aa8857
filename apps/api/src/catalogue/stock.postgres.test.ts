import { testLoadShedding } from '../test/helpers';
import { onPostgres } from '../test/postgres-suite';
import { depositsAdminToken } from '../test/deposits-suite';
import { defineStockRace, defineStockSuite } from '../test/stock-suite';

const {
  describe: describePostgres,
  app: a,
  second: b,
} = onPostgres({
  database: 'shop_stock',
  instances: 2,
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
  }),
});

// Two API instances behind a load balancer: only the database's row locks can keep stock whole.
describePostgres('stock across two API instances on PostgreSQL', () => {
  defineStockSuite(a);
  defineStockRace(a, b);
});
