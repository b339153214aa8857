import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineStaffSuite, staffSuiteAdminToken, testClock } from '../test/staff-suite';
import { testPglite } from '../test/templates';

let app: FastifyInstance;
const clock = testClock();

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0, adminToken: staffSuiteAdminToken },
    application: { whistleblowKey: randomBytes(32) },
    staff: { seedDemoStaff: true, now: clock.now },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('staff on PGlite', () => {
  defineStaffSuite(() => app, clock);
});
