import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineDepositsSuite, depositsAdminToken } from '../test/deposits-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded catalogue and prices deposits are valued at.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0, adminToken: depositsAdminToken },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('deposits on PGlite', () => {
  defineDepositsSuite(() => app);
});
