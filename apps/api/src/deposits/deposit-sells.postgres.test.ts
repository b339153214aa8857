import { testLoadShedding } from '../test/helpers';
import { onPostgres } from '../test/postgres-suite';
import { defineDepositSellRace, depositsAdminToken } from '../test/deposits-suite';

const {
  describe: describePostgres,
  app: a,
  second: b,
} = onPostgres({
  database: 'shop_deposit_sells',
  instances: 2,
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
  }),
});

// Two API instances behind a load balancer: the lock that lines sales up must be the database's.
describePostgres('deposit sales across two API instances on PostgreSQL', () => {
  defineDepositSellRace(a, b);
});
