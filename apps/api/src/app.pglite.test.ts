import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { defineApiSuite } from './test/api-suite';
import { definePricesSuite, testAdminToken } from './test/prices-suite';

// One in-memory PGlite for the whole file: starting one costs seconds, the suite only reads.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: { kind: 'pglite-memory' },
    publicApiPrefix: '/api',
    prices: { intervalSeconds: 0, adminToken: testAdminToken },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('API on PGlite', () => {
  defineApiSuite(() => app);
  definePricesSuite(() => app);
});
