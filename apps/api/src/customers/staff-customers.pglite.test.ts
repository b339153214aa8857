import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { depositsAdminToken } from '../test/deposits-suite';
import { defineStaffCustomersSuite } from '../test/staff-customers-suite';
import { testPglite } from '../test/templates';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('customers in the back-office on PGlite', () => {
  defineStaffCustomersSuite(() => app);
});
