import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineSettingsSuite } from '../test/settings-suite';
import { testPglite } from '../test/templates';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0 },
    // The suite runs the unpaid-order job itself, with its own clock.
    orderDeadlines: { intervalSeconds: 0 },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the run-time settings and the outbox for staff on PGlite', () => {
  defineSettingsSuite(() => app);
});
