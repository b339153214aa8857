import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { depositsAdminToken } from '../test/deposits-suite';
import { defineStaffCouponsSuite } from '../test/staff-coupons-suite';
import { testPglite } from '../test/templates';

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

describe('coupons in the back-office on PGlite', () => {
  defineStaffCouponsSuite(() => app);
});
