import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { depositsAdminToken } from '../test/deposits-suite';
import { defineQuotesSuite, quotesSuiteLockSeconds } from '../test/quotes-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded catalogue and prices the quotes hold.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
    quoteLockSeconds: quotesSuiteLockSeconds,
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('quotes on PGlite', () => {
  defineQuotesSuite(() => app);
});
