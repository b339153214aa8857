import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { adminToken, defineAlertsSuite } from '../test/alerts-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded catalogue and prices.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0, adminToken },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('alerts on PGlite', () => {
  defineAlertsSuite(() => app);
});
