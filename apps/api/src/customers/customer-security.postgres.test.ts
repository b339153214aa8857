import { defineCustomerSecuritySuite } from '../test/customer-security-suite';
import { definePayoutSecondFactorSuite } from '../test/payout-second-factor-suite';
import { onPostgres } from '../test/postgres-suite';
import { testAdminToken } from '../test/prices-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_customer_security_test',
  options: () => ({ prices: { intervalSeconds: 0, adminToken: testAdminToken } }),
});

describePostgres('customer data rights and security on PostgreSQL', () => {
  defineCustomerSecuritySuite(app);
  definePayoutSecondFactorSuite(app);
});
