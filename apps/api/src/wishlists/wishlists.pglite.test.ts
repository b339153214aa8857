import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineWishlistsSuite } from '../test/wishlists-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded catalogue wishlists name products of.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ database: testPglite(), prices: { intervalSeconds: 0 } });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('wishlists on PGlite', () => {
  defineWishlistsSuite(() => app);
});
