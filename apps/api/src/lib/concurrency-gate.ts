export interface ConcurrencyGateOptions {
  /** Work running at once; more waits in the queue. */
  maxInFlight: number;
  /** Work waiting at most; more is refused at once. */
  maxQueued: number;
  /** Longest wait in the queue before the work is dropped. */
  maxWaitMs: number;
}

/** Why the gate did not let work through: queue full, waited too long, or nobody waits for it. */
export type GateRefusal = 'full' | 'timeout' | 'gone';

export class GateRefusedError extends Error {
  constructor(readonly refusal: GateRefusal) {
    super(`Concurrency gate refused work: ${refusal}`);
    this.name = 'GateRefusedError';
  }
}

interface Waiter {
  grant: (release: () => void) => void;
  refuse: (error: GateRefusedError) => void;
  isGone: () => boolean;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A bounded line in front of a resource that serves few at a time (PGlite is one connection, a
 * pool a handful): at most maxInFlight run, at most maxQueued wait, none waits longer than
 * maxWaitMs, and work whose client has gone is skipped when its turn comes. Without it every
 * request of a burst queues inside the driver and runs long after its client gave up, starving
 * the requests that come after the burst.
 */
export class ConcurrencyGate {
  readonly #options: ConcurrencyGateOptions;
  readonly #queue: Waiter[] = [];
  #inFlight = 0;

  constructor(options: ConcurrencyGateOptions) {
    if (options.maxInFlight < 1) throw new Error('maxInFlight must be at least 1');
    this.#options = options;
  }

  get limits(): Readonly<ConcurrencyGateOptions> {
    return this.#options;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  get queued(): number {
    return this.#queue.length;
  }

  /**
   * Resolves with the function that frees the slot (call it exactly when the work ends; later
   * calls do nothing), or rejects with GateRefusedError. `isGone` is asked when the turn comes:
   * true drops the work without running it.
   */
  acquire(isGone: () => boolean = () => false): Promise<() => void> {
    return new Promise((grant, refuse) => {
      if (this.#inFlight < this.#options.maxInFlight && this.#queue.length === 0) {
        this.#admit({ grant, refuse, isGone });
        return;
      }
      if (this.#queue.length >= this.#options.maxQueued) {
        refuse(new GateRefusedError('full'));
        return;
      }
      const waiter: Waiter = {
        grant,
        refuse,
        isGone,
        timer: setTimeout(() => {
          const index = this.#queue.indexOf(waiter);
          if (index >= 0) this.#queue.splice(index, 1);
          refuse(new GateRefusedError('timeout'));
        }, this.#options.maxWaitMs),
      };
      this.#queue.push(waiter);
    });
  }

  /** Runs `work` in a slot; the slot is freed when it settles. */
  async run<T>(work: () => Promise<T>, isGone?: () => boolean): Promise<T> {
    const release = await this.acquire(isGone);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /**
   * Takes the slot now but starts the work on the event loop's next turn (setImmediate), after
   * the I/O already read. PGlite runs queries on this very thread, and its promises settle
   * without yielding: work started at once (and the next waiter's when it ends) would keep every
   * request still unread in the sockets (pipelined ones too) from reaching the gate and being
   * refused, so the burst would queue in the kernel instead of being shed.
   */
  #admit(waiter: Pick<Waiter, 'grant' | 'refuse' | 'isGone'>): void {
    this.#inFlight++;
    setImmediate(() => {
      if (waiter.isGone()) {
        this.#inFlight--;
        waiter.refuse(new GateRefusedError('gone'));
        this.#next();
        return;
      }
      waiter.grant(this.#releaser());
    });
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight--;
      this.#next();
    };
  }

  #next(): void {
    while (this.#inFlight < this.#options.maxInFlight && this.#queue.length > 0) {
      const waiter = this.#queue.shift()!;
      clearTimeout(waiter.timer);
      this.#admit(waiter);
    }
  }
}
