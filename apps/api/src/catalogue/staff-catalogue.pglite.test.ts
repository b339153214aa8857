import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineStaffCatalogueSuite } from '../test/staff-catalogue-suite';
import { testPglite } from '../test/templates';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ database: testPglite(), prices: { intervalSeconds: 0 } });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the back-office catalogue on PGlite', () => {
  defineStaffCatalogueSuite(() => app);
});
