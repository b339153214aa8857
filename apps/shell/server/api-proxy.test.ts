/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
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
