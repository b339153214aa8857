import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineCustomersSuite } from '../test/customers-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file; the catalogue is not needed here.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite({ seed: false }),
    seed: false,
    prices: { intervalSeconds: 0 },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('customers on PGlite', () => {
  defineCustomersSuite(() => app);
});
