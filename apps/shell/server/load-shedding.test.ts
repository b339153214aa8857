/** @jest-environment node */
import { connect, type AddressInfo } from 'node:net';
import {
  abandonHeldCall,
  deadUrl,
  edgeTestbed,
  MAIN_CHUNK_NAME,
  send,
  sendRaw,
} from './test-helpers';

const bed = edgeTestbed();

const makeApp = bed.makeApp;

const OVERLOADED = {
  name: 'UnknownError',
  message: 'The shop is busy, please try again shortly',
  code: 'overloaded',
  statusCode: 503,
};

/** Blocks the event loop, as a burst of CPU-bound work would. */
function busy(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

/** Asks until the answer is (`refused`) or is not (`!refused`) a 503, at most `attempts` times. */
async function askUntil<T extends { statusCode: number }>(
  ask: () => Promise<T>,
  refused: boolean,
  attempts: number,
  between: () => Promise<void> | void,
): Promise<T> {
  let res = await ask();
  for (let i = 0; (res.statusCode === 503) !== refused && i < attempts; i += 1) {
    await between();
    res = await ask();
  }
  return res;
}

describe('concurrency limit', () => {
  it('refuses requests over the limit at once with 503, Retry-After and the error object', async () => {
    const app = await makeApp({ MAX_CONCURRENT_REQUESTS: '2' });
    const first = send(app, { url: '/api/held' });
    const second = send(app, { url: '/api/held' });
    await bed.api.held.waitFor(2);
    const before = bed.api.requests.length;

    for (const url of ['/api/echo', '/shop', '/healthz']) {
      const refused = await send(app, { url });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(refused.json()).toEqual(OVERLOADED);
    }
    // Refused before any work: nothing reached the API.
    expect(bed.api.requests.length).toBe(before);

    bed.api.held.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await send(app, { url: '/shop' })).statusCode).toBe(200);
  });

  it('counts a request whose client went away as done', async () => {
    const app = await makeApp({ MAX_CONCURRENT_REQUESTS: '1' });
    await abandonHeldCall(app, bed.api);
    // The slot is given back once the edge has seen the close.
    const res = await askUntil(() => send(app, { url: '/shop' }), false, 50, pause);
    expect(res.statusCode).toBe(200);
  });
});

const IDLE = { requests: { inFlight: 0, lanes: { priority: 0, ordinary: 0 } }, sockets: 0 };

/** The edge's own counts, asked until they are idle (a close reaches the edge a moment later). */
async function settledLoad(app: Awaited<ReturnType<typeof makeApp>>) {
  let load = (await send(app, { url: '/healthz/load' })).json();
  for (let i = 0; JSON.stringify(load) !== JSON.stringify(IDLE) && i < 100; i += 1) {
    await pause();
    load = (await send(app, { url: '/healthz/load' })).json();
  }
  return load;
}

const order = { method: 'POST', url: '/api/orders' };

describe('lanes', () => {
  it('keeps places for priority calls that ordinary requests never take', async () => {
    const app = await makeApp({ MAX_CONCURRENT_REQUESTS: '4', PRIORITY_RESERVED_REQUESTS: '2' });
    const held = [send(app, { url: '/api/held' }), send(app, { url: '/api/held' })];
    await bed.api.held.waitFor(2);
    expect((await send(app, { url: '/shop' })).statusCode).toBe(503);
    expect((await send(app, { url: '/api/products/search' })).statusCode).toBe(503);
    // The order reaches the API (which answers it as it likes: here the fake's 404).
    const placed = await send(app, order);
    expect(placed.statusCode).not.toBe(503);
    expect(bed.api.requests.at(-1)).toMatchObject({ method: 'POST', url: '/orders' });
    // The load endpoint answers from memory even when the edge is full.
    expect((await send(app, { url: '/healthz/load' })).json()).toEqual({
      requests: { inFlight: 2, lanes: { priority: 0, ordinary: 2 } },
      sockets: 0,
    });
    bed.api.held.release();
    await Promise.all(held);
    expect(await settledLoad(app)).toEqual(IDLE);
  });
});

describe('the count of requests in flight', () => {
  it('comes back to idle however requests end', async () => {
    const app = await makeApp({ REQUEST_TIMEOUT_MS: '300', CONTENT_CHECK_TIMEOUT_MS: '60000' });
    // Finished.
    expect((await send(app, { url: '/shop' })).statusCode).toBe(200);
    // The client leaves while the API holds its call, a page's or an API call's.
    await abandonHeldCall(app, bed.api);
    bed.api.held.release();
    await abandonHeldCall(app, bed.api, '/langsam');
    bed.api.held.release();
    // The API does not answer in time (503 timeout).
    expect((await send(app, { url: '/api/held' })).statusCode).toBe(503);
    // A refused socket upgrade (a broken handshake).
    const refused = await sendRaw(
      app,
      'GET /api/prices/socket HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    );
    expect(refused).toMatch(/^HTTP\/1\.1 4\d\d/);
    // Ten pipelined calls on one connection, which closes while the API holds the first.
    const { port } = app.server.address() as AddressInfo;
    const pipelined = connect(port, '127.0.0.1', () =>
      pipelined.write('GET /api/held HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(10)),
    );
    pipelined.on('error', () => undefined);
    await bed.api.held.waitFor(1);
    pipelined.destroy();
    // A client that sends a request and leaves at once, before the edge has looked at it.
    const hasty = connect(port, '127.0.0.1', () => {
      hasty.write('GET /api/held HTTP/1.1\r\nHost: localhost\r\n\r\n');
      hasty.destroy();
    });
    hasty.on('error', () => undefined);
    expect(await settledLoad(app)).toEqual(IDLE);
    bed.api.held.release();

    // The API is down (502/503 from the proxy).
    const offline = await makeApp({ API_URL: await deadUrl() });
    expect((await send(offline, { url: '/api/products/search' })).statusCode).toBe(503);
    expect(await settledLoad(offline)).toEqual(IDLE);
  });
});

describe('pressure', () => {
  it('refuses requests while the event loop lags, with 503 and the error object', async () => {
    const app = await makeApp(
      { MAX_EVENT_LOOP_DELAY_MS: '100' },
      { pressure: { sampleIntervalMs: 10 } },
    );
    // Each block is one late sample of 300 ms; the next measurement sees the lag.
    const res = await askUntil(
      () => send(app, { url: '/shop' }),
      true,
      20,
      () => busy(300),
    );
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual(OVERLOADED);
  });

  it('lets priority calls, the load endpoint and scripts through under pressure', async () => {
    // Heap pressure lasts (the limit is one byte), where a lagging loop's lasts one sample.
    const app = await makeApp({}, { pressure: { sampleIntervalMs: 10, maxHeapUsedBytes: 1 } });
    for (let i = 0; !app.isUnderPressure() && i < 50; i += 1) await pause();
    expect((await send(app, { url: '/shop' })).statusCode).toBe(503);
    expect((await send(app, order)).statusCode).not.toBe(503);
    expect(bed.api.requests.at(-1)).toMatchObject({ method: 'POST', url: '/orders' });
    // A page already sent cannot start without its scripts.
    expect((await send(app, { url: `/${MAIN_CHUNK_NAME}` })).statusCode).toBe(200);
    expect((await send(app, { url: '/healthz/load' })).statusCode).toBe(200);
  });

  it('refuses sockets too while under pressure', async () => {
    const app = await makeApp({}, { pressure: { sampleIntervalMs: 10, maxHeapUsedBytes: 1 } });
    // The heap is measured every 10 ms; wait for the first measurement.
    for (let i = 0; !app.isUnderPressure() && i < 50; i += 1) await pause();
    const res = await send(app, {
      url: '/api/prices/socket',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(OVERLOADED);
  });
});
