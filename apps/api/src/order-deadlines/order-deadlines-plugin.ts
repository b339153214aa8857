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
 * Reminds and cancels purchases not paid or collected in time (issue 25, item 6). The job queue
 * runs it once across instances every DEADLINE_JOB_INTERVAL_SECONDS (jobs/definitions.ts); the
 * lifecycle's row locks would make each reminder and cancellation happen once even if two runs met.
 */
export default fp<Omit<DeadlineOptions, 'intervalSeconds'>>(
  async (fastify, { reminderDays, cancelDays }) => {
    const job = createDeadlineJob({
      db: fastify.db,
      lifecycle: fastify.orders.lifecycle,
      reminderDays,
      cancelDays,
      log: fastify.log,
    });
    fastify.decorate('orderDeadlines', job);
  },
  { name: 'order-deadlines', dependencies: ['db', 'orders'] },
);
