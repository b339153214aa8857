import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { defineApiSuite } from './test/api-suite';
import { defineHardeningSuite } from './test/hardening-suite';
import { definePricesSuite, testAdminToken } from './test/prices-suite';
import { defineSearchSuite } from './test/search-suite';
import { testLoadShedding } from './test/helpers';
import { testPglite } from './test/templates';

// One in-memory PGlite for the whole file: starting one costs seconds, the suite only reads.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    loadShedding: testLoadShedding({ kind: 'pglite-memory' }),
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
  defineSearchSuite(() => app);
  definePricesSuite(() => app);
  defineHardeningSuite(() => app);
});
