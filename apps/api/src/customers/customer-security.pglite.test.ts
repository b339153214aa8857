import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineCustomerSecuritySuite } from '../test/customer-security-suite';
import { definePayoutSecondFactorSuite } from '../test/payout-second-factor-suite';
import { testAdminToken } from '../test/prices-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded catalogue and prices orders are placed at.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0, adminToken: testAdminToken },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('customer data rights and security on PGlite', () => {
  defineCustomerSecuritySuite(() => app);
  definePayoutSecondFactorSuite(() => app);
});
