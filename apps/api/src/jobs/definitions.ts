import type { FastifyInstance } from 'fastify';
import type { JobName } from '@shop/api-client/contract';
import { purgeExpiredContactMessages } from '../application/repository';
import { deleteExpiredKeys } from '../orders/idempotency';

/** One recurring job: when it is due and what it does. */
export interface JobDefinition {
  name: JobName;
  /** Seconds between due times (0: never), or due after each price recalculation. */
  every: number | 'recalculation';
  /**
   * How long one attempt may run before the queue takes its instance for gone and retries it
   * elsewhere: well above a slow run, short enough that a killed instance delays the job little.
   */
  expireInSeconds: number;
  /** Runs the job for `dueAt`; answers what it did, counted by kind. */
  run(dueAt: Date): Promise<Record<string, number>>;
}

export interface ScheduleOptions {
  /** The unpaid-order job's interval (DEADLINE_JOB_INTERVAL_SECONDS). */
  deadlineIntervalSeconds: number;
  /** Housekeeping's and the contact-data purge's (HOUSEKEEPING_JOB_INTERVAL_SECONDS). */
  housekeepingIntervalSeconds: number;
}

/**
 * The shop's recurring jobs (issue 28, item 3). Each calls the feature's own code, which is safe
 * to run beside another run of itself (row locks and conditional updates), so a retry or a late
 * attempt next to the following due time does no harm; the queue makes each due time run once.
 */
export function jobDefinitions(
  fastify: FastifyInstance,
  { deadlineIntervalSeconds, housekeepingIntervalSeconds }: ScheduleOptions,
): JobDefinition[] {
  /**
   * The prices of the recalculation at `dueAt` are this instance's view: the job may reach an
   * instance before that instance has heard the recalculation's Finished and re-read them.
   */
  const showPricesOf = async (dueAt: Date) => {
    if (fastify.prices.lastRecalculatedAt().getTime() < dueAt.getTime())
      await fastify.prices.reload();
  };
  return [
    {
      name: 'limit-order-execution',
      every: 'recalculation',
      expireInSeconds: 120,
      async run(dueAt) {
        await showPricesOf(dueAt);
        const { executed, inactive } = await fastify.limitOrders.executor.run();
        return { executed: executed.length, inactive: inactive.length };
      },
    },
    {
      name: 'price-alerts',
      every: 'recalculation',
      expireInSeconds: 120,
      async run(dueAt) {
        await showPricesOf(dueAt);
        const report = await fastify.alerts.notifier.run();
        return {
          priceAlerts: report.priceAlerts.length,
          availabilityAlerts: report.availabilityAlerts.length,
        };
      },
    },
    {
      name: 'unpaid-orders',
      every: deadlineIntervalSeconds,
      expireInSeconds: 600,
      async run() {
        const { reminded, cancelled } = await fastify.orderDeadlines.run();
        return { reminded: reminded.length, cancelled: cancelled.length };
      },
    },
    {
      name: 'contact-data-purge',
      every: housekeepingIntervalSeconds,
      expireInSeconds: 600,
      run: async () => ({ deleted: await purgeExpiredContactMessages(fastify.db) }),
    },
    {
      name: 'housekeeping',
      every: housekeepingIntervalSeconds,
      expireInSeconds: 600,
      run: async () => ({
        sessions: await fastify.sessions.purgeExpired(),
        emailTokens: await fastify.customers.emailTokens.purgeExpired(),
        idempotencyKeys: await deleteExpiredKeys(fastify.db, new Date()),
      }),
    },
  ];
}
