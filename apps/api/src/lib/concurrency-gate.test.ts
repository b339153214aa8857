import { ConcurrencyGate, GateRefusedError } from './concurrency-gate';

/** The refusal a rejected acquire carries, or 'granted'. */
const outcome = (promise: Promise<() => void>) =>
  promise.then(
    () => 'granted',
    (error: unknown) => (error instanceof GateRefusedError ? error.refusal : 'other'),
  );

describe('ConcurrencyGate', () => {
  it('lets maxInFlight through, queues maxQueued and refuses the rest at once', async () => {
    const gate = new ConcurrencyGate({ maxInFlight: 2, maxQueued: 1, maxWaitMs: 60_000 });
    const first = gate.acquire();
    const second = gate.acquire();
    const queued = gate.acquire();
    expect(await outcome(gate.acquire())).toBe('full');
    expect([gate.inFlight, gate.queued]).toEqual([2, 1]);
    const release = await first;
    await second;
    let admitted = false;
    void queued.then(() => (admitted = true));
    await Promise.resolve();
    expect(admitted).toBe(false);
    release();
    release(); // a second call frees nothing more
    await queued;
    expect([gate.inFlight, gate.queued]).toEqual([2, 0]);
  });

  it('serves the queue in arrival order', async () => {
    const gate = new ConcurrencyGate({ maxInFlight: 1, maxQueued: 3, maxWaitMs: 60_000 });
    const order: number[] = [];
    const releaseFirst = await gate.acquire();
    const waiting = [1, 2, 3].map((n) =>
      gate.acquire().then((release) => {
        order.push(n);
        release();
      }),
    );
    releaseFirst();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
    expect(gate.inFlight).toBe(0);
  });

  it('drops waiting work whose client has gone and gives the slot to the next', async () => {
    const gate = new ConcurrencyGate({ maxInFlight: 1, maxQueued: 2, maxWaitMs: 60_000 });
    const release = await gate.acquire();
    let gone = false;
    const abandoned = outcome(gate.acquire(() => gone));
    const next = outcome(gate.acquire());
    gone = true;
    release();
    expect(await abandoned).toBe('gone');
    expect(await next).toBe('granted');
    expect(gate.inFlight).toBe(1);
  });

  it('refuses work that waited longer than maxWaitMs and forgets it', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const gate = new ConcurrencyGate({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 2000 });
      await gate.acquire();
      const late = outcome(gate.acquire());
      jest.advanceTimersByTime(2000);
      expect(await late).toBe('timeout');
      expect(gate.queued).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('frees the slot of work that failed', async () => {
    const gate = new ConcurrencyGate({ maxInFlight: 1, maxQueued: 0, maxWaitMs: 1000 });
    await expect(gate.run(() => Promise.reject(new Error('query failed')))).rejects.toThrow(
      'query failed',
    );
    expect(gate.inFlight).toBe(0);
    await expect(gate.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('starts granted work on the next turn of the event loop, after the I/O already read', async () => {
    const gate = new ConcurrencyGate({ maxInFlight: 1, maxQueued: 0, maxWaitMs: 1000 });
    let started = false;
    const granted = gate.acquire().then((release) => {
      started = true;
      return release;
    });
    // Promise jobs alone (what PGlite's queries settle with) do not start it...
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(started).toBe(false);
    // ...while the slot is already taken for requests read in the same turn.
    expect(await outcome(gate.acquire())).toBe('full');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(true);
    (await granted)();
  });
});
