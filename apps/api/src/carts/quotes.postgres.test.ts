import { testLoadShedding } from '../test/helpers';
import { onPostgres } from '../test/postgres-suite';
import { depositsAdminToken } from '../test/deposits-suite';
import { defineQuoteRace, defineQuotesSuite, quotesSuiteLockSeconds } from '../test/quotes-suite';

const {
  describe: describePostgres,
  app: a,
  second: b,
} = onPostgres({
  database: 'shop_quotes',
  instances: 2,
  options: (connection) => ({
    loadShedding: testLoadShedding(connection),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
    quoteLockSeconds: quotesSuiteLockSeconds,
  }),
});

describePostgres('quotes across two API instances on PostgreSQL', () => {
  defineQuotesSuite(a);
  defineQuoteRace(a, b);
});
