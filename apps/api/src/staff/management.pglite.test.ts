import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineStaffManagementSuite } from '../test/staff-management-suite';
import { testPglite } from '../test/templates';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0 },
    staff: { seedDemoStaff: true },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('managing the staff on PGlite', () => {
  defineStaffManagementSuite(() => app);
});
