import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import {
  dealerMailbox,
  mapToken,
  defineApplicationSuite,
  recordingTransport,
} from '../test/application-suite';
import { testPglite } from '../test/templates';

let app: FastifyInstance;
const mail = recordingTransport();

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0 },
    accounts: { transports: { email: mail }, deliveryOverrides: { backoffSeconds: 0.05 } },
    application: { contactMailTo: dealerMailbox, whistleblowKey: randomBytes(32), mapToken },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('store pages, contact, whistleblower and newsletter on PGlite', () => {
  defineApplicationSuite(() => app, mail);
});
