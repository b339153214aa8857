import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineLimitOrdersSuite } from '../test/limit-orders-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded catalogue and prices.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ database: testPglite(), prices: { intervalSeconds: 0 } });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('limit orders on PGlite', () => {
  defineLimitOrdersSuite(() => app);
});
