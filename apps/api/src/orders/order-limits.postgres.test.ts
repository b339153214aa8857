import { testLoadShedding } from '../test/helpers';
import { onPostgres } from '../test/postgres-suite';
import { depositsAdminToken } from '../test/deposits-suite';
import { defineOrderLimitRace, defineOrderLimitsSuite } from '../test/order-limits-suite';

const {
  describe: describePostgres,
  app: a,
  second: b,
} = onPostgres({
  database: 'shop_order_limits',
  instances: 2,
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
  }),
});

// Two API instances behind a load balancer: only the database's lock keeps one customer's
// parallel orders within the limit.
describePostgres('limits across orders across two API instances on PostgreSQL', () => {
  defineOrderLimitsSuite(a);
  defineOrderLimitRace(a, b);
});
