import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineOrderLifecycleSuite } from '../test/order-lifecycle-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded catalogue, prices and stores.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ database: testPglite(), prices: { intervalSeconds: 0 } });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the order lifecycle on PGlite', () => {
  defineOrderLifecycleSuite(() => app);
});
