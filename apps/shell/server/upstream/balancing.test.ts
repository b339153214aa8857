/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { edgeTestbed, send } from '../test-helpers';

/** An API instance as the edge sees it: its name in /health, readiness, and an order desk. */
async function fakeInstance(name: string, port = 0) {
  const orders: string[] = [];
  const app: FastifyInstance = Fastify();
  app.get('/health', async () => ({ status: 'ok', instance: name }));
  app.get('/health/ready', async () => ({ status: 'ready', instance: name }));
  app.post('/orders', async (request) => {
    orders.push(JSON.stringify(request.body));
    return { placedBy: name };
  });
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    orders,
    /** As kill -9: every connection cut, nothing listening. */
    kill: async () => {
      app.server.closeAllConnections();
      await app.close();
    },
  };
}

const { makeApp } = edgeTestbed();

const instanceOf = async (edge: FastifyInstance) => {
  const res = await send(edge, { url: '/api/health' });
  return res.statusCode === 200 ? (res.json() as { instance: string }).instance : res.statusCode;
};

describe('an edge in front of two API instances', () => {
  let a: Awaited<ReturnType<typeof fakeInstance>>;
  let b: Awaited<ReturnType<typeof fakeInstance>>;
  beforeEach(async () => {
    a = await fakeInstance('api-a');
    b = await fakeInstance('api-b');
  });
  afterEach(async () => {
    await a.kill().catch(() => undefined);
    await b.kill().catch(() => undefined);
  });

  it('spreads calls over both, stops using one that dies within 2 s, and takes it back', async () => {
    const edge = await makeApp({ API_URLS: `${a.url},${b.url}`, API_HEALTH_INTERVAL_MS: '200' });
    const answered = new Set<unknown>();
    for (let i = 0; i < 4; i += 1) answered.add(await instanceOf(edge));
    expect(answered).toEqual(new Set(['api-a', 'api-b']));

    const port = Number(new URL(b.url).port);
    await b.kill();
    const killedAt = Date.now();
    // Calls meanwhile are GETs: one that finds b dead goes to a.
    for (let i = 0; i < 6; i += 1) expect(await instanceOf(edge)).toBe('api-a');
    let ready = { status: '', apisUp: 0, apis: 0 };
    while (Date.now() - killedAt < 2000) {
      ready = (await send(edge, { url: '/healthz/ready' })).json() as typeof ready;
      if (ready.apisUp === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ready).toEqual({ status: 'ready', apisUp: 1, apis: 2 });

    b = await fakeInstance('api-b', port);
    const backAt = Date.now();
    while (Date.now() - backAt < 2000) {
      ready = (await send(edge, { url: '/healthz/ready' })).json() as typeof ready;
      if (ready.apisUp === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ready).toEqual({ status: 'ready', apisUp: 2, apis: 2 });
  });

  it('sends a write refused at connect to the other instance, once, before any check noticed', async () => {
    // No health checks: the edge learns of the dead instance from the calls themselves.
    const edge = await makeApp({ API_URLS: `${a.url},${b.url}`, API_HEALTH_INTERVAL_MS: '0' });
    await b.kill();
    for (let i = 0; i < 4; i += 1) {
      const res = await send(edge, {
        method: 'POST',
        url: '/api/orders',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ n: i })),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ placedBy: 'api-a' });
    }
    expect(a.orders).toEqual(['{"n":0}', '{"n":1}', '{"n":2}', '{"n":3}']);
  });

  it('is not ready while shutting down, nor when no instance is up', async () => {
    let draining = false;
    const edge = await makeApp(
      { API_URLS: `${a.url},${b.url}`, API_HEALTH_INTERVAL_MS: '100' },
      { draining: () => draining },
    );
    expect((await send(edge, { url: '/healthz/ready' })).statusCode).toBe(200);
    draining = true;
    const refused = await send(edge, { url: '/healthz/ready' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'instance_draining' });
    draining = false;
    await a.kill();
    await b.kill();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await send(edge, { url: '/healthz/ready' })).statusCode).toBe(503);
  });
});

describe("the edge's own calls for a visitor", () => {
  const bed = edgeTestbed();

  it("carry the edge secret and the visitor's address, as proxied calls do", async () => {
    const edge = await bed.makeApp({ EDGE_SECRET: 'edge-only-secret', TRUST_PROXY: 'loopback' });
    const res = await send(edge, {
      url: '/ueber-uns',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.statusCode).toBe(200);
    const check = bed.api.requests.find((r) => r.url.startsWith('/content/page/de/path/ueber-uns'));
    expect(check?.headers).toMatchObject({
      'x-edge-secret': 'edge-only-secret',
      'x-forwarded-for': '203.0.113.7',
    });
  });
});
