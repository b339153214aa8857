export interface ConcurrencyGateOptions {
  /** Work running at once; more waits in the queue. */
  maxInFlight: number;
  /** Work waiting at most; more is refused at once. */
  maxQueued: number;
  /** Longest wait in the queue before the work is dropped. */
  maxWaitMs: number;
  /**
   * Slots only priority work may take (orders, sign-in: isPriorityCall); ordinary work runs in
   * the others. Default 0: priority work then only goes first in the line.
   */
  reservedForPriority?: number;
  /** Priority work waiting at most, in a line of its own; default maxQueued. */
  maxQueuedPriority?: number;
  /**
   * Longest wait of priority work; default maxWaitMs. A customer placing an order would rather
   * wait a few seconds more than be told to try again.
   */
  maxWaitMsPriority?: number;
}

/**
 * Ordinary work (reads a client can simply ask again) is refused first; priority work has a
 * line of its own, goes first when a slot frees, and may take the reserved slots.
 */
export type GateLane = 'ordinary' | 'priority';

/** What the gate holds now, in all and per lane: for the load endpoint and the probes. */
export interface GateSnapshot {
  inFlight: number;
  queued: number;
  lanes: Record<GateLane, { inFlight: number; queued: number }>;
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
  lane: GateLane;
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
  readonly #options: Required<ConcurrencyGateOptions>;
  readonly #queues: Record<GateLane, Waiter[]> = { priority: [], ordinary: [] };
  readonly #inFlight: Record<GateLane, number> = { priority: 0, ordinary: 0 };

  constructor(options: ConcurrencyGateOptions) {
    if (options.maxInFlight < 1) throw new Error('maxInFlight must be at least 1');
    const reservedForPriority = options.reservedForPriority ?? 0;
    if (reservedForPriority < 0 || reservedForPriority >= options.maxInFlight)
      throw new Error('reservedForPriority must be at least 0 and below maxInFlight');
    this.#options = {
      ...options,
      reservedForPriority,
      maxQueuedPriority: options.maxQueuedPriority ?? options.maxQueued,
      maxWaitMsPriority: options.maxWaitMsPriority ?? options.maxWaitMs,
    };
  }

  get limits(): Readonly<Required<ConcurrencyGateOptions>> {
    return this.#options;
  }

  get inFlight(): number {
    return this.#inFlight.priority + this.#inFlight.ordinary;
  }

  get queued(): number {
    return this.#queues.priority.length + this.#queues.ordinary.length;
  }

  /** Whether work of this lane asking now would be refused at once (no slot, its line full). */
  refusesNow(lane: GateLane): boolean {
    const maxQueued =
      lane === 'priority' ? this.#options.maxQueuedPriority : this.#options.maxQueued;
    return (
      !(this.#queues[lane].length === 0 && this.#hasSlotFor(lane)) &&
      this.#queues[lane].length >= maxQueued
    );
  }

  snapshot(): GateSnapshot {
    const lane = (name: GateLane) => ({
      inFlight: this.#inFlight[name],
      queued: this.#queues[name].length,
    });
    return {
      inFlight: this.inFlight,
      queued: this.queued,
      lanes: { priority: lane('priority'), ordinary: lane('ordinary') },
    };
  }

  /**
   * Resolves with the function that frees the slot (call it exactly when the work ends; later
   * calls do nothing), or rejects with GateRefusedError. `isGone` is asked when the turn comes:
   * true drops the work without running it.
   */
  acquire(isGone: () => boolean = () => false, lane: GateLane = 'ordinary'): Promise<() => void> {
    return new Promise((grant, refuse) => {
      const queue = this.#queues[lane];
      if (queue.length === 0 && this.#hasSlotFor(lane)) {
        this.#admit({ lane, grant, refuse, isGone });
        return;
      }
      if (this.refusesNow(lane)) {
        refuse(new GateRefusedError('full'));
        return;
      }
      const waiter: Waiter = {
        lane,
        grant,
        refuse,
        isGone,
        timer: setTimeout(
          () => {
            const index = queue.indexOf(waiter);
            if (index >= 0) queue.splice(index, 1);
            refuse(new GateRefusedError('timeout'));
          },
          lane === 'priority' ? this.#options.maxWaitMsPriority : this.#options.maxWaitMs,
        ),
      };
      queue.push(waiter);
    });
  }

  /** Runs `work` in a slot; the slot is freed when it settles. */
  async run<T>(work: () => Promise<T>, isGone?: () => boolean, lane?: GateLane): Promise<T> {
    const release = await this.acquire(isGone, lane);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Ordinary work leaves the reserved slots free, and waits while priority work waits. */
  #hasSlotFor(lane: GateLane): boolean {
    if (lane === 'priority') return this.inFlight < this.#options.maxInFlight;
    return (
      this.#queues.priority.length === 0 &&
      this.inFlight < this.#options.maxInFlight - this.#options.reservedForPriority
    );
  }

  /**
   * Takes the slot now but starts the work on the event loop's next turn (setImmediate), after
   * the I/O already read. PGlite runs queries on this very thread, and its promises settle
   * without yielding: work started at once (and the next waiter's when it ends) would keep every
   * request still unread in the sockets (pipelined ones too) from reaching the gate and being
   * refused, so the burst would queue in the kernel instead of being shed.
   */
  #admit(waiter: Pick<Waiter, 'lane' | 'grant' | 'refuse' | 'isGone'>): void {
    this.#inFlight[waiter.lane]++;
    setImmediate(() => {
      if (waiter.isGone()) {
        this.#inFlight[waiter.lane]--;
        waiter.refuse(new GateRefusedError('gone'));
        this.#next();
        return;
      }
      waiter.grant(this.#releaser(waiter.lane));
    });
  }

  #releaser(lane: GateLane): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight[lane]--;
      this.#next();
    };
  }

  #next(): void {
    for (;;) {
      const lane: GateLane = this.#queues.priority.length > 0 ? 'priority' : 'ordinary';
      const queue = this.#queues[lane];
      if (queue.length === 0 || !this.#hasSlotFor(lane)) return;
      const waiter = queue.shift()!;
      clearTimeout(waiter.timer);
      this.#admit(waiter);
    }
  }
}
