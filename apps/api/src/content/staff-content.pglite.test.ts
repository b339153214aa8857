import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { contentTestOptions } from '../test/content-suite';
import { defineStaffContentSuite } from '../test/staff-content-suite';
import { testPglite } from '../test/templates';

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

describe('the content editor for staff on PGlite', () => {
  defineStaffContentSuite(() => app);
});
