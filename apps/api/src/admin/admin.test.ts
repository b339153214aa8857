import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ErrorObjectSchema } from '@shop/api-client/contract';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { migrate } from '../db/migrate';
import { rateLimits } from '../plugins/rate-limits/tables';
import errorHandler from '../plugins/error-handler';
import { createRateLimits } from '../plugins/rate-limits/rate-limits';
import { defaultRateLimitRules } from '../plugins/rate-limits/rules';
import { createDatabaseCounterStore } from '../plugins/rate-limits/store';
import { believeForwardedOnlyFromEdge } from '../plugins/edge-trust';
import adminRoutes from './routes';

const token = 'correct-admin-token';

// The abuse limits' counters in an in-memory PGlite, shared by the file's apps.
let connection: DatabaseConnection;

beforeAll(async () => {
  connection = await connectDatabase({ kind: 'pglite-memory' });
  await migrate(connection);
}, 60_000);

// Each test starts with no failed attempts counted.
beforeEach(async () => {
  await connection.db.delete(rateLimits);
});

afterAll(async () => {
  await connection?.close();
});

/** The admin routes alone, with the price engine stubbed and the counters in the database. */
async function adminApp(
  options: { adminToken?: string; trustProxy?: boolean | string; edgeSecret?: string } = {},
) {
  const app = Fastify({ logger: false, trustProxy: options.trustProxy ?? false });
  if (options.edgeSecret) believeForwardedOnlyFromEdge(app, options.edgeSecret);
  await app.register(errorHandler);
  const counters = createDatabaseCounterStore(connection.db);
  app.addHook('onClose', () => counters.close());
  app.decorate('rateLimits', createRateLimits(counters, defaultRateLimitRules));
  app.decorate('prices', {
    recalculate: async () => ({ lastRecalculatedAt: new Date('2026-11-23T10:00:00Z') }),
  } as unknown as FastifyInstance['prices']);
  await app.register(adminRoutes, {
    ...(options.adminToken === undefined ? {} : { adminToken: options.adminToken }),
    shopOrigins: ['http://localhost:3000', 'http://at.localhost:3000', 'https://shop.example.at'],
    attempts: { maxFailures: 3, windowSeconds: 60 },
  });
  await app.ready();
  return app;
}

const recalculate = (app: FastifyInstance, given: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/admin/prices/recalculate',
    headers: { 'x-admin-token': given, ...headers },
    payload: {},
  });

describe('admin routes', () => {
  it('do not exist through a public shop host, also as a trusted proxy forwards it', async () => {
    const direct = await adminApp({ adminToken: token });
    const behindEdge = await adminApp({ adminToken: token, trustProxy: '127.0.0.1' });
    try {
      for (const host of ['at.localhost:3000', 'localhost:3000', 'SHOP.example.at']) {
        const answer = await recalculate(direct, token, { host });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'route_not_found' });
      }
      const forwarded = await recalculate(behindEdge, token, {
        host: '127.0.0.1:4000',
        'x-forwarded-host': 'at.localhost:3000',
      });
      expect(forwarded.statusCode).toBe(404);
      // The API's own address (automation, e2e) and a host that is no shop's keep the routes.
      expect((await recalculate(direct, token, { host: '127.0.0.1:4000' })).statusCode).toBe(200);
      expect((await recalculate(behindEdge, token, { host: '127.0.0.1:4000' })).statusCode).toBe(
        200,
      );
      expect((await recalculate(direct, token, { host: 'at.localhost:4000' })).statusCode).toBe(
        200,
      );
    } finally {
      await direct.close();
      await behindEdge.close();
    }
  });

  it('compare 32-byte digests whatever the length of the token sent', async () => {
    const app = await adminApp({ adminToken: token });
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      // Shorter, same length, longer: three failures, within the limit of three.
      for (const given of ['x', 'correct-admin-tokeN', `${token}!`])
        expect((await recalculate(app, given)).statusCode).toBe(401);
      expect(compare).toHaveBeenCalledTimes(3);
      for (const [a, b] of compare.mock.calls) {
        expect((a as Buffer).length).toBe(32);
        expect((b as Buffer).length).toBe(32);
      }
    } finally {
      compare.mockRestore();
      await app.close();
    }
  });

  it('accept the right token and refuse a missing or wrong one with 401', async () => {
    const app = await adminApp({ adminToken: token });
    expect((await recalculate(app, token)).json()).toEqual({
      lastRecalculatedAt: '2026-11-23T10:00:00.000Z',
    });
    const missing = await app.inject({ method: 'POST', url: '/admin/prices/recalculate' });
    expect(missing.statusCode).toBe(401);
    expect(v.parse(ErrorObjectSchema, missing.json())).toMatchObject({
      code: 'admin_token_invalid',
    });
    await app.close();
  });

  it('limit failed attempts per client address, with the address from the edge only when trusted', async () => {
    const app = await adminApp({ adminToken: token, trustProxy: 'loopback' });
    const from = (address: string, given: string) =>
      recalculate(app, given, { 'x-forwarded-for': address });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.5', 'wrong')).statusCode).toBe(401);
    const limited = await from('203.0.113.5', token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests', statusCode: 429 });
    // Another client behind the same edge is not affected.
    expect((await from('203.0.113.6', token)).statusCode).toBe(200);
    await app.close();
  });

  it('with EDGE_SECRET, limit a local process by its own address whatever it forwards', async () => {
    const edgeSecret = 'edge-secret-of-this-test-0123456789';
    const app = await adminApp({ adminToken: token, trustProxy: 'loopback', edgeSecret });
    // A process on the edge's machine, not the edge: a new forged address per guess.
    for (let i = 0; i < 3; i++) {
      const guess = await recalculate(app, 'wrong', { 'x-forwarded-for': `192.0.2.${i}` });
      expect(guess.statusCode).toBe(401);
    }
    const forged = await recalculate(app, token, { 'x-forwarded-for': '192.0.2.99' });
    expect(forged.statusCode).toBe(429);
    // The edge names its visitors, each with a limit of their own.
    const fromEdge = (address: string, given: string) =>
      recalculate(app, given, { 'x-forwarded-for': address, 'x-edge-secret': edgeSecret });
    for (let i = 0; i < 3; i++)
      expect((await fromEdge('203.0.113.5', 'wrong')).statusCode).toBe(401);
    expect((await fromEdge('203.0.113.5', token)).statusCode).toBe(429);
    expect((await fromEdge('203.0.113.6', token)).statusCode).toBe(200);
    await app.close();
  });

  it('do not exist without a configured token', async () => {
    const app = await adminApp();
    for (const method of ['POST', 'GET'] as const) {
      const res = await app.inject({ method, url: '/admin/prices/recalculate' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ name: 'ResourceNotFoundError', code: 'route_not_found' });
    }
    await app.close();
  });
});
