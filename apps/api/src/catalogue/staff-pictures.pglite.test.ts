import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineStaffPicturesSuite } from '../test/staff-pictures-suite';
import { testPglite } from '../test/templates';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ database: testPglite(), prices: { intervalSeconds: 0 } });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('product pictures in the back-office on PGlite', () => {
  defineStaffPicturesSuite(() => app);
});
