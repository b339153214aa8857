/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { REQUEST_BODY_LIMIT_BYTES } from '@shop/api-client';
import { abandonHeldCall, edgeTestbed, send } from './test-helpers';

const bed = edgeTestbed();

const makeApp = bed.makeApp;

const callsTo = (path: string) => bed.api.requests.filter((r) => r.url.startsWith(path)).length;

describe('the edge never retries', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });

  it.each([
    ['GET', '/error/unavailable', 503],
    ['HEAD', '/error/unavailable', 503],
    ['GET', '/error/html', 502],
    ['GET', '/products/search?manufacturer=%00', 404],
  ])('%s %s reaches the API once', async (method, path, status) => {
    const before = callsTo(path);
    const res = await send(app, { method, url: `/api${path}` });
    expect(res.statusCode).toBe(status);
    expect(callsTo(path) - before).toBe(1);
  });

  it('answers a connection the API cuts with 503, after one call', async () => {
    const before = callsTo('/error/reset');
    const res = await send(app, { url: '/api/error/reset' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toMatchObject({ name: 'UnknownError', code: 'upstream_unavailable' });
    expect(callsTo('/error/reset') - before).toBe(1);
  });
});

describe('deadlines', () => {
  it('answers 503 with Retry-After when the API does not answer in time', async () => {
    const app = await makeApp({ REQUEST_TIMEOUT_MS: '300' });
    const res = await send(app, { url: '/api/held' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({
      name: 'UnknownError',
      message: 'The service did not answer in time, please try again later',
      code: 'upstream_timeout',
      statusCode: 503,
    });
    bed.api.held.release();
  });
});

describe('a client that goes away', () => {
  it('takes its API call with it', async () => {
    const app = await makeApp();
    // Resolves only when the edge closes its call to the API.
    await abandonHeldCall(app, bed.api);
    bed.api.held.release();
  });

  it('takes the content check of its page with it', async () => {
    const app = await makeApp({ CONTENT_CHECK_TIMEOUT_MS: '60000' });
    await abandonHeldCall(app, bed.api, '/langsam');
    bed.api.held.release();
  });

  it('does not take calls whose client waits, bodies included', async () => {
    const app = await makeApp();
    const pending = send(app, {
      method: 'POST',
      url: '/api/held',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'a@example.com' },
    });
    await bed.api.held.waitFor(1);
    bed.api.held.release();
    expect((await pending).statusCode).toBe(200);
  });
});

describe('the client address the API is told', () => {
  it('is the peer, whatever the client claims', async () => {
    const app = await makeApp();
    const res = await send(app, { url: '/api/echo', headers: { 'x-forwarded-for': '6.6.6.6' } });
    const echoed = res.json() as { headers: Record<string, string> };
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("is a trusted proxy's word under TRUST_PROXY", async () => {
    const app = await makeApp({ TRUST_PROXY: '127.0.0.1' });
    const res = await send(app, {
      url: '/api/echo',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    const echoed = res.json() as { headers: Record<string, string> };
    expect(echoed.headers['x-forwarded-for']).toBe('203.0.113.7');
  });
});

describe('the edge secret', () => {
  const edgeSecret = 'edge-secret-of-this-test-0123456789';

  it('goes to the API with EDGE_SECRET, replacing any client claim', async () => {
    const app = await makeApp({ EDGE_SECRET: edgeSecret });
    const res = await send(app, {
      url: '/api/echo',
      headers: { 'x-edge-secret': 'guessed-secret-0123456789', 'x-forwarded-for': '6.6.6.6' },
    });
    const echoed = res.json() as { headers: Record<string, string> };
    expect(echoed.headers['x-edge-secret']).toBe(edgeSecret);
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('is not invented without EDGE_SECRET', async () => {
    const app = await makeApp();
    const echoed = (await send(app, { url: '/api/echo' })).json() as {
      headers: Record<string, string>;
    };
    expect(echoed.headers['x-edge-secret']).toBeUndefined();
  });
});

describe('the host the API is told', () => {
  it('is the one the client asked at, whatever it claims', async () => {
    const app = await makeApp();
    const res = await send(app, {
      url: '/api/echo',
      headers: { host: 'ch.localhost:3000', 'x-forwarded-host': 'api.internal:4000' },
    });
    const echoed = res.json() as { headers: Record<string, string> };
    expect(echoed.headers['x-forwarded-host']).toBe('ch.localhost:3000');
  });
});

describe('a client that asks to continue before its body (curl, for a large one)', () => {
  it('is answered, and the API is not asked to continue', async () => {
    const app = await makeApp();
    const res = await send(app, {
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', expect: '100-continue' },
      payload: { email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const echoed = res.json() as { body: string; headers: Record<string, string> };
    expect(JSON.parse(echoed.body)).toEqual({ email: 'a@example.com' });
    expect(echoed.headers.expect).toBeUndefined();
  });
});

describe('a body over the limit the API reads', () => {
  /** Fastify as the API runs it: a body over its limit is answered 413 and the connection cut. */
  let api: FastifyInstance;
  let app: FastifyInstance;
  const received: string[] = [];
  beforeAll(async () => {
    api = Fastify({ bodyLimit: REQUEST_BODY_LIMIT_BYTES });
    api.addHook('onRequest', async (request) => void received.push(request.url));
    api.post('/orders', async (request) => ({ length: JSON.stringify(request.body).length }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    app = await makeApp({
      API_URL: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    });
  });
  afterAll(() => api.close());

  /** A JSON body of exactly `size` bytes. */
  const bodyOf = (size: number) => Buffer.from(`{"x":"${'x'.repeat(size - 8)}"}`);

  /** A POST of `body`, with its length declared or sent in chunks. */
  const post = (body: Buffer, chunked: boolean, headers: Record<string, string> = {}) =>
    send(app, {
      method: 'POST',
      url: '/api/orders',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? {} : { 'content-length': String(body.length) }),
        ...headers,
      },
      body,
    });

  it.each([
    ['with its length declared', false],
    ['sent in chunks', true],
  ])('is answered 413 with the error object, %s', async (_case, chunked) => {
    const before = received.length;
    const res = await post(bodyOf(3_000_000), chunked, { expect: '100-continue' });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      name: 'OperationNotValidError',
      message: `The request body is larger than ${REQUEST_BODY_LIMIT_BYTES} bytes`,
      code: 'payload_too_large',
      statusCode: 413,
    });
    // A declared length never reaches the API; a chunked body is cut before the API's limit.
    if (!chunked) expect(received.length).toBe(before);
  });

  it.each([
    ['with its length declared', false],
    ['sent in chunks', true],
  ])('at the limit passes, %s', async (_case, chunked) => {
    const res = await post(bodyOf(REQUEST_BODY_LIMIT_BYTES), chunked);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ length: REQUEST_BODY_LIMIT_BYTES });
  });
});
