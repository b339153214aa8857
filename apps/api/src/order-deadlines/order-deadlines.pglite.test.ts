import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineOrderDeadlinesSuite } from '../test/order-deadlines-suite';
import { testPglite } from '../test/templates';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0 },
    // The suite runs the job itself, with its own clock.
    orderDeadlines: { intervalSeconds: 0 },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the unpaid-order job on PGlite', () => {
  defineOrderDeadlinesSuite(() => app);
});
