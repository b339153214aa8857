import { testLoadShedding } from '../test/helpers';
import { onPostgres } from '../test/postgres-suite';
import { defineCouponRace, defineCouponsSuite } from '../test/coupons-suite';
import { depositsAdminToken } from '../test/deposits-suite';

const {
  describe: describePostgres,
  app: a,
  second: b,
} = onPostgres({
  database: 'shop_coupons',
  instances: 2,
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
  }),
});

// Two API instances behind a load balancer: only the lock on the code's row keeps its last
// redemption from going to two orders.
describePostgres('coupons across two API instances on PostgreSQL', () => {
  defineCouponsSuite(a);
  defineCouponRace(a, b);
});
