import { randomBytes } from 'node:crypto';
import { onPostgres } from '../test/postgres-suite';
import {
  dealerMailbox,
  mapToken,
  defineApplicationSuite,
  recordingTransport,
} from '../test/application-suite';

const { describe: describePostgres, app } = onPostgres({
  database: 'shop_application_test',
  options: () => ({
    prices: { intervalSeconds: 0 },
    accounts: { transports: { email: mail }, deliveryOverrides: { backoffSeconds: 0.05 } },
    application: { contactMailTo: dealerMailbox, whistleblowKey: randomBytes(32), mapToken },
  }),
});

const mail = recordingTransport();

describePostgres('store pages, contact, whistleblower and newsletter on PostgreSQL', () => {
  defineApplicationSuite(app, mail);
});
