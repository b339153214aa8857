import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { JobName } from '@shop/api-client/contract';
import { jobDefinitions, type JobDefinition, type ScheduleOptions } from './definitions';
import { createJobQueue } from './queue';
import { finishRun, startRun } from './runs';
import { dueTimeAt, jobIdAt, msUntilNextDue } from './schedule';
import jobRoutes from './routes';

export interface JobsPluginOptions extends ScheduleOptions {
  /** This instance's name in the runs it records. */
  instance: string;
  /** Seconds between a worker's looks for due jobs when nothing woke it (JOB_POLL_SECONDS). */
  pollingSeconds: number;
  /** Retries of a failed attempt (default 3) ... */
  retryLimit?: number;
  /** ... the first after about this many seconds (default 30), each later one about twice as late. */
  retryDelaySeconds?: number;
}

export interface Jobs {
  /**
   * Offers `job` at `dueAt` to the queue: true when this offer queued it, false when an offer
   * (this instance's or another's) already had. Wakes this instance's worker for it.
   */
  offer(job: JobName, dueAt: Date): Promise<boolean>;
  /** Each job's schedule on this instance. */
  schedules(): { job: JobName; everySeconds: number | null; enabled: boolean }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

interface JobData {
  dueAt: string;
}

/**
 * The background jobs (issue 28, item 3) on a pg-boss queue in the shop's database, the same on
 * PostgreSQL with several instances and on PGlite with one. Every instance offers each job at each
 * due time (a timer on the interval's multiples, or the Finished of a recalculation, which every
 * instance hears); the offers share one id, so the queue holds one job per due time, and one
 * instance's worker takes it (FOR UPDATE SKIP LOCKED). A failed attempt is retried with a growing
 * delay; one whose instance died is expired by the queue's maintenance and retried elsewhere. Each
 * attempt is recorded in job_runs with its outcome.
 */
export default fp<JobsPluginOptions>(
  async (fastify, options) => {
    const { instance, pollingSeconds, retryLimit = 3, retryDelaySeconds = 30 } = options;
    const { db, log } = fastify;
    const definitions = jobDefinitions(fastify, options);
    const queue = createJobQueue(fastify.dbConnection, { pollingSeconds });
    queue.on('error', (error: unknown) => log.error({ err: error }, 'Job queue error'));
    await queue.start();
    for (const { name } of definitions) await queue.createQueue(name);

    let stopping = false;
    const wakers = new Map<JobName, () => void>();

    async function handle(definition: JobDefinition, job: PgBoss.JobWithMetadata<JobData>) {
      const dueAt = new Date(job.data.dueAt);
      let runId: string | null = null;
      try {
        runId = await startRun(db, {
          job: definition.name,
          dueAt,
          attempt: job.retryCount + 1,
          instance,
          startedAt: new Date(),
        });
        // Recorded already: never run an attempt twice, whatever the queue did.
        if (runId === null) {
          await queue.complete(definition.name, job.id, { recordedAlready: true });
          return;
        }
        const counts = await definition.run(dueAt);
        await finishRun(db, runId, { outcome: 'succeeded', counts });
        await queue.complete(definition.name, job.id, counts);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error(
          { err: error, job: definition.name, dueAt },
          'A job failed; the queue retries it',
        );
        if (runId !== null)
          await finishRun(db, runId, { outcome: 'failed', error: message }).catch(
            (cause: unknown) => log.error({ err: cause }, 'A failed job run could not be recorded'),
          );
        // Failed in the queue: retried after its delay (or, if this fails too, once expired).
        await queue
          .fail(definition.name, job.id, { message })
          .catch((cause: unknown) => log.error({ err: cause }, 'A failed job could not be marked'));
      }
    }

    /** One job's worker: takes its due jobs one at a time, looks again when woken or after a while. */
    async function work(definition: JobDefinition) {
      while (!stopping) {
        let job: PgBoss.JobWithMetadata<JobData> | undefined;
        try {
          [job] = await queue.fetch<JobData>(definition.name, { includeMetadata: true });
        } catch (error) {
          log.error({ err: error, job: definition.name }, 'Due jobs could not be fetched');
        }
        if (job) {
          await handle(definition, job);
          continue;
        }
        const waiting = new AbortController();
        wakers.set(definition.name, () => waiting.abort());
        await sleep(pollingSeconds * 1000, undefined, { signal: waiting.signal }).catch(
          () => undefined,
        );
      }
    }

    const byName = new Map(definitions.map((definition) => [definition.name, definition]));
    async function offer(name: JobName, dueAt: Date): Promise<boolean> {
      const definition = byName.get(name);
      if (!definition) throw new Error(`No job ${name}`);
      const id = await queue.send(name, { dueAt: dueAt.toISOString() } satisfies JobData, {
        id: jobIdAt(name, dueAt),
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
      });
      wakers.get(name)?.();
      return id !== null;
    }
    const offerLogged = (name: JobName, dueAt: Date) =>
      offer(name, dueAt).catch((error: unknown) =>
        log.error({ err: error, job: name, dueAt }, 'A due job could not be offered'),
      );

    fastify.decorate('jobs', {
      offer,
      schedules: () =>
        definitions.map(({ name, every }) => ({
          job: name,
          everySeconds: every === 'recalculation' ? null : every,
          enabled: every !== 0,
        })),
    } satisfies Jobs);
    await fastify.register(jobRoutes);

    const timers = new Set<NodeJS.Timeout>();
    const workers: Promise<void>[] = [];
    let unsubscribe = () => {};
    fastify.addHook('onReady', async () => {
      for (const definition of definitions) workers.push(work(definition));
      for (const definition of definitions) {
        const every = definition.every;
        if (every === 'recalculation' || every === 0) continue;
        // On the interval's multiples, the same on every instance; the first after start-up.
        const tick = () => {
          timers.delete(timer);
          if (stopping) return;
          void offerLogged(definition.name, dueTimeAt(new Date(), every));
          timer = setTimeout(tick, msUntilNextDue(new Date(), every));
          timer.unref();
          timers.add(timer);
        };
        let timer = setTimeout(tick, msUntilNextDue(new Date(), every));
        timer.unref();
        timers.add(timer);
      }
      const afterRecalculation = definitions.filter(({ every }) => every === 'recalculation');
      unsubscribe = fastify.prices.subscribe((message) => {
        if (message.type !== 'RecalculationProcessFinished' || stopping) return;
        const dueAt = new Date(message.lastRecalculatedAt);
        for (const { name } of afterRecalculation) void offerLogged(name, dueAt);
      });
    });

    fastify.addHook('onClose', async () => {
      stopping = true;
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      for (const wake of wakers.values()) wake();
      // The jobs under way finish (and are recorded) before the database closes.
      await Promise.all(workers);
      await queue.stop({ graceful: false, close: false });
    });
  },
  {
    name: 'jobs',
    dependencies: [
      'db',
      'prices',
      'staff',
      'accounts',
      'orders',
      'order-deadlines',
      'limit-orders',
      'alerts',
    ],
  },
);
