import fp from 'fastify-plugin';
import type { DeadlineOptions } from './config';
import { createDeadlineJob, type DeadlineJob } from './deadlines';

declare module 'fastify' {
  interface FastifyInstance {
    /** The unpaid-order job; tests run it with a clock of their own. */
    orderDeadlines: DeadlineJob;
  }
}

/**
 * Reminds and cancels purchases not paid or collected in time (issue 25, item 6): every instance
 * runs the job on a timer; the lifecycle's row locks make each reminder and cancellation happen
 * once whichever instance gets there first.
 */
export default fp<DeadlineOptions>(
  async (fastify, { reminderDays, cancelDays, intervalSeconds }) => {
    const job = createDeadlineJob({
      db: fastify.db,
      lifecycle: fastify.orders.lifecycle,
      reminderDays,
      cancelDays,
      log: fastify.log,
    });
    fastify.decorate('orderDeadlines', job);
    if (intervalSeconds === 0) return;

    // One run at a time per instance: a slow run is not overtaken by the next tick.
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running) return;
      running = job
        .run()
        .catch((error: unknown) => fastify.log.error({ err: error }, 'The unpaid-order job failed'))
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(tick, intervalSeconds * 1000);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'order-deadlines', dependencies: ['db', 'orders'] },
);
