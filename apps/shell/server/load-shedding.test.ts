/** @jest-environment node */
import { abandonHeldCall, edgeTestbed, send } from './test-helpers';

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
