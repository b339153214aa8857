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

  describe('lanes', () => {
    const idle = {
      inFlight: 0,
      queued: 0,
      lanes: { priority: { inFlight: 0, queued: 0 }, ordinary: { inFlight: 0, queued: 0 } },
    };

    it('gives a freed slot to waiting priority work before ordinary work that came earlier', async () => {
      const gate = new ConcurrencyGate({ maxInFlight: 1, maxQueued: 4, maxWaitMs: 60_000 });
      const order: string[] = [];
      const release = await gate.acquire();
      const waiting = [
        ['search 1', 'ordinary'],
        ['search 2', 'ordinary'],
        ['order', 'priority'],
      ].map(([name, lane]) =>
        gate.acquire(undefined, lane as 'ordinary' | 'priority').then((done) => {
          order.push(name!);
          done();
        }),
      );
      release();
      await Promise.all(waiting);
      expect(order).toEqual(['order', 'search 1', 'search 2']);
      expect(gate.snapshot()).toEqual(idle);
    });

    it('keeps the reserved slots and a line of its own for priority work', async () => {
      const gate = new ConcurrencyGate({
        maxInFlight: 3,
        maxQueued: 1,
        maxWaitMs: 60_000,
        reservedForPriority: 1,
        maxQueuedPriority: 2,
      });
      const searches = [await gate.acquire(), await gate.acquire()];
      // Ordinary work is held out of the reserved slot: it queues, then is refused.
      const queuedSearch = outcome(gate.acquire());
      expect(await outcome(gate.acquire())).toBe('full');
      // Priority work still gets the reserved slot at once, then its own line.
      const order = await gate.acquire(undefined, 'priority');
      const queuedOrders = [
        gate.acquire(undefined, 'priority'),
        gate.acquire(undefined, 'priority'),
      ];
      expect(await outcome(gate.acquire(undefined, 'priority'))).toBe('full');
      expect(gate.snapshot()).toEqual({
        inFlight: 3,
        queued: 3,
        lanes: { priority: { inFlight: 1, queued: 2 }, ordinary: { inFlight: 2, queued: 1 } },
      });
      // Freed slots serve the orders first; the search waits for them.
      searches[0]!();
      searches[1]!();
      const releases = await Promise.all(queuedOrders);
      expect(gate.snapshot().lanes.ordinary).toEqual({ inFlight: 0, queued: 1 });
      order();
      for (const done of releases) done();
      expect(await queuedSearch).toBe('granted');
    });

    it('lets priority work wait longer than ordinary work', async () => {
      jest.useFakeTimers({ doNotFake: ['setImmediate'] });
      try {
        const gate = new ConcurrencyGate({
          maxInFlight: 1,
          maxQueued: 1,
          maxWaitMs: 1000,
          maxWaitMsPriority: 5000,
        });
        const release = await gate.acquire();
        const search = outcome(gate.acquire());
        const order = outcome(gate.acquire(undefined, 'priority'));
        jest.advanceTimersByTime(1000);
        expect(await search).toBe('timeout');
        jest.advanceTimersByTime(3999);
        release();
        expect(await order).toBe('granted');
      } finally {
        jest.useRealTimers();
      }
    });

    it('comes back to idle however the work ends: done, failed, refused, timed out or gone', async () => {
      jest.useFakeTimers({ doNotFake: ['setImmediate'] });
      try {
        const gate = new ConcurrencyGate({
          maxInFlight: 2,
          maxQueued: 2,
          maxWaitMs: 1000,
          reservedForPriority: 1,
          maxQueuedPriority: 1,
        });
        const running = await gate.acquire();
        const priority = await gate.acquire(undefined, 'priority');
        const timedOut = outcome(gate.acquire());
        let gone = false;
        const abandoned = outcome(gate.acquire(() => gone, 'priority'));
        jest.advanceTimersByTime(500);
        const waiting = gate.acquire();
        expect(await outcome(gate.acquire())).toBe('full');
        expect(await outcome(gate.acquire(undefined, 'priority'))).toBe('full');
        jest.advanceTimersByTime(499);
        gone = true;
        priority();
        expect(await abandoned).toBe('gone');
        jest.advanceTimersByTime(1);
        expect(await timedOut).toBe('timeout');
        running();
        running();
        (await waiting)();
        await expect(gate.run(() => Promise.reject(new Error('failed')))).rejects.toThrow();
        expect(gate.snapshot()).toEqual(idle);
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
