import type { FastifyBaseLogger } from 'fastify';
import type { RecalculationResult } from './recalculation';

export interface SchedulerOptions {
  /** Seconds between recalculations; 0 schedules none (tests, admin-triggered runs only). */
  intervalSeconds: number;
  /** When the prices shown were recalculated: the next run is due an interval after it. */
  lastRecalculatedAt: () => Date;
  recalculate: () => Promise<RecalculationResult>;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface Scheduler {
  /** (Re)arms the timer for the next due run, at the earliest in `minDelayMs`. */
  schedule(minDelayMs?: number): void;
  /** Stops scheduling for good. */
  close(): void;
}

/**
 * Schedules this instance's next recalculation. Every instance schedules one; the shared lock and
 * the recent-run check let one of them run it (see recalculation.ts).
 */
export function createScheduler({
  intervalSeconds,
  lastRecalculatedAt,
  recalculate,
  now,
  log,
}: SchedulerOptions): Scheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closing = false;
  function schedule(minDelayMs = 0) {
    if (!intervalSeconds || closing) return;
    if (timer) clearTimeout(timer);
    const due = lastRecalculatedAt().getTime() + intervalSeconds * 1000 - now().getTime();
    timer = setTimeout(tick, Math.max(minDelayMs, due, 0));
    timer.unref?.();
  }
  function tick() {
    timer = undefined;
    recalculate().then(
      (result) => {
        if (!result.ran) schedule(1000);
      },
      (error: unknown) => {
        log.error({ err: error }, 'Price recalculation failed');
        schedule(10_000);
      },
    );
  }
  return {
    schedule,
    close() {
      closing = true;
      if (timer) clearTimeout(timer);
    },
  };
}
