import type { FastifyInstance, InjectOptions } from 'fastify';
import { like } from 'drizzle-orm';
import * as v from 'valibot';
import {
  ErrorObjectSchema,
  HealthSchema,
  ProductPricesResponseSchema,
  REQUEST_BODY_LIMIT_BYTES,
} from '@shop/api-client/contract';
import { rateLimits } from '../plugins/rate-limits/tables';
import { getJson } from './helpers';
import { testAdminToken } from './prices-suite';

/** Injects and returns the status, headers and the body checked against the shared error schema. */
async function failure(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return {
    status: response.statusCode,
    headers: response.headers,
    body: v.parse(ErrorObjectSchema, response.json()),
  };
}

/** Every control character class the contract refuses: NUL, other C0, DEL, C1, and line breaks. */
const controls = ['%00', '%01', '%1B', '%7F', '%C2%85', '%0A', '%09'];

/**
 * Abuse the outside probe tried, on every database: control characters, errors outside the
 * routes, load shedding, the admin token's attempt limit. The app must be built like the API
 * suite's (admin token testAdminToken, default attempt limit).
 */
export function defineHardeningSuite(getApp: () => FastifyInstance) {
  describe('control characters', () => {
    const urls = (c: string) => [
      `/products/search?manufacturer=${c}`,
      `/products/search?text=gold${c}`,
      `/products/search?slug=a${c}b`,
      `/products/search?languageTag=de${c}`,
      `/products/search?page=1${c}`,
      `/products/search?${c}=1`,
      `/prices/products?country=AT&currency=EUR&skus=CGO-KRU-1OZ${c}`,
      `/prices/products?country=AT${c}&currency=EUR&skus=CGO-KRU-1OZ`,
      `/prices/metals/snapshots?metal=gold&currency=EUR${c}`,
      `/content/page/de/path/impressum?version=${c}`,
      `/content/page/de${c}/path/impressum`,
      `/content/page/de/path/a${c}b`,
      `/products/images/CGO-KRU-1OZ${c}.svg`,
    ];

    it.each(controls)('in query and path parameters (%s) answer 400, never 5xx', async (c) => {
      for (const url of urls(c)) {
        const { status, body } = await failure(getApp(), { url });
        expect([url, status]).toEqual([url, 400]);
        expect(body).toMatchObject({
          name: 'OperationNotValidError',
          code: 'invalid_request',
          reason: 'validation',
        });
      }
      // Free-text filters are refused for the character itself, not for some other rule.
      const { body } = await failure(getApp(), { url: `/products/search?manufacturer=a${c}b` });
      expect(body.details).toEqual([
        { path: 'query.manufacturer', message: 'must not contain control characters' },
      ]);
    });

    it('in a request body answer 400, never 5xx', async () => {
      for (const payload of [
        '{"shock":"\\u0000"}',
        '{"\\u0000":1}',
        '{"shock":0.01,"note":"a\\u0001b"}',
        '{"shock":\u0000}',
      ]) {
        const { status, body } = await failure(getApp(), {
          method: 'POST',
          url: '/admin/prices/recalculate',
          headers: { 'x-admin-token': testAdminToken, 'content-type': 'application/json' },
          payload,
        });
        expect([payload, status]).toEqual([payload, 400]);
        expect(body).toMatchObject({ name: 'OperationNotValidError', code: 'invalid_request' });
      }
    });

    it('in the store key header answer 400', async () => {
      const { status, body } = await failure(getApp(), {
        url: '/products/categories',
        headers: { 'x-store-key': 'a\tt' },
      });
      expect(status).toBe(400);
      expect(body.details?.[0]?.path).toBe('headers.x-store-key');
    });
  });

  describe('errors outside the routes', () => {
    it.each([
      ['a URL that does not decode', { url: '/products/%E0%A4%A' }, 400, 'malformed_request'],
      [
        'a path parameter over the length limit',
        { url: `/products/images/${'A'.repeat(200)}.svg` },
        414,
        'uri_too_long',
      ],
      [
        'an unsupported body type',
        {
          method: 'POST',
          url: '/admin/prices/recalculate',
          headers: { 'x-admin-token': testAdminToken, 'content-type': 'text/csv' },
          payload: 'a,b',
        },
        415,
        'unsupported_media_type',
      ],
      [
        'a body over the limit',
        {
          method: 'POST',
          url: '/admin/prices/recalculate',
          headers: { 'x-admin-token': testAdminToken, 'content-type': 'application/json' },
          payload: `{"shock":0,"pad":"${'x'.repeat(1_100_000)}"}`,
        },
        413,
        'payload_too_large',
      ],
    ] as const)('answer %s with the error object', async (_name, options, status, code) => {
      const { status: got, body } = await failure(getApp(), options as InjectOptions);
      expect(got).toBe(status);
      expect(body).toMatchObject({ name: 'OperationNotValidError', code, statusCode: status });
    });

    it('read a body up to the limit the edge shares, and answer one byte more with 413', async () => {
      // `{"pad":"…"}` of exactly `size` bytes; the recalculation refuses the unknown field (400).
      const recalculate = (size: number) =>
        failure(getApp(), {
          method: 'POST',
          url: '/admin/prices/recalculate',
          headers: { 'x-admin-token': testAdminToken, 'content-type': 'application/json' },
          payload: `{"pad":"${'x'.repeat(size - 10)}"}`,
        });
      expect((await recalculate(REQUEST_BODY_LIMIT_BYTES)).status).toBe(400);
      expect((await recalculate(REQUEST_BODY_LIMIT_BYTES + 1)).body).toMatchObject({
        name: 'OperationNotValidError',
        code: 'payload_too_large',
        statusCode: 413,
      });
    });

    it('answer the price socket asked for without an upgrade with 426 and Upgrade', async () => {
      const { status, headers, body } = await failure(getApp(), { url: '/prices/socket' });
      expect(status).toBe(426);
      expect(headers.upgrade).toBe('websocket');
      expect(body).toMatchObject({ code: 'upgrade_required', statusCode: 426 });
    });
  });

  describe('load shedding', () => {
    it('refuses database-bound routes with 503 while the gate is full; /health and price lookups still answer', async () => {
      const app = getApp();
      const gate = app.databaseGate;
      // Take every slot and fill the queue, as a burst would.
      const { maxInFlight, maxQueued } = gate.limits;
      const held = Array.from({ length: maxInFlight + maxQueued }, () => gate.acquire());
      expect([gate.inFlight, gate.queued]).toEqual([maxInFlight, maxQueued]);
      try {
        const refused = await failure(app, { url: '/products/search?text=gold' });
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBe('1');
        expect(refused.body).toMatchObject({
          name: 'RepositoryError',
          code: 'service_overloaded',
          statusCode: 503,
        });
        expect(await getJson(app, '/health', HealthSchema)).toMatchObject({ status: 'ok' });
        const prices = await getJson(
          app,
          '/prices/products?country=AT&currency=EUR&skus=CGO-KRU-1OZ',
          ProductPricesResponseSchema,
        );
        expect(prices.products.map((p) => p.sku)).toEqual(['CGO-KRU-1OZ']);
      } finally {
        // Release what was granted; the queued ones are granted in turn and released too.
        await Promise.all(held.map((slot) => slot.then((release) => release())));
      }
      expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
      expect((await app.inject({ url: '/products/search?text=gold' })).statusCode).toBe(200);
    });
  });

  describe('the outbox', () => {
    const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
      getApp().inject({ url: '/dev/outbox?to=anna%40example.com', remoteAddress, headers });
    const routeNotFound = {
      name: 'ResourceNotFoundError',
      message: 'Route not found: GET /dev/outbox',
      code: 'route_not_found',
      statusCode: 404,
    };

    it('answers a client on this machine', async () => {
      expect((await ask('127.0.0.1')).statusCode).toBe(200);
      expect((await ask('127.0.0.1', { 'x-forwarded-for': '::1' })).statusCode).toBe(200);
    });

    it('does not exist for a client elsewhere, named by the edge or connected directly', async () => {
      for (const res of [
        await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
        await ask('10.0.0.8'),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(routeNotFound);
      }
    });
  });

  describe('admin token attempts', () => {
    const attempt = (remoteAddress: string, token: string, headers: Record<string, string> = {}) =>
      getApp().inject({
        method: 'POST',
        url: '/admin/prices/recalculate',
        remoteAddress,
        headers: { 'x-admin-token': token, ...headers },
        payload: { shock: 2 }, // out of range: a valid token answers 400 and recalculates nothing
      });

    it('refuses an address with 429 and Retry-After after 10 failed attempts, whatever it sends then', async () => {
      const address = `10.7.${Math.floor(Math.random() * 250)}.1`;
      for (let i = 0; i < 10; i++) {
        // X-Forwarded-For is not trusted by default: changing it does not make a new client.
        const res = await attempt(address, `guess-${i}`, { 'x-forwarded-for': `192.0.2.${i}` });
        expect(res.statusCode).toBe(401);
      }
      for (const token of ['guess-10', testAdminToken]) {
        const res = await attempt(address, token);
        expect(res.statusCode).toBe(429);
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(600);
        expect(v.parse(ErrorObjectSchema, res.json())).toEqual({
          name: 'OperationNotValidError',
          message: 'Too many attempts. Please try again later.',
          code: 'too_many_requests',
          statusCode: 429,
          reason: 'too_many_requests',
        });
      }
      // Another address is not affected.
      expect((await attempt(`${address}0`, testAdminToken)).statusCode).toBe(400);
      // The count lives in the database, shared by every instance and kept over restarts.
      const rows = await getApp()
        .db.select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%:${address}`));
      expect(rows).toEqual([expect.objectContaining({ count: 10 })]);
    });
  });
}
