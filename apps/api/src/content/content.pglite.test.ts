import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { contentTestOptions, defineContentSuite } from '../test/content-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded stories of every store and language.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0 },
    content: contentTestOptions,
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('content on PGlite', () => {
  defineContentSuite(() => app);
});
