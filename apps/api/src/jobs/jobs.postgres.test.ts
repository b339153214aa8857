import { and, eq, sql } from 'drizzle-orm';
import { jobNames } from '@shop/api-client/contract';
import { createReadiness } from '../health/readiness';
import { defineJobsSuite, jobsTestOptions, waitForRuns } from '../test/jobs-suite';
import { onPostgres } from '../test/postgres-suite';
import { jobRuns } from './tables';
import { jobIdAt } from './schedule';

let started = 0;
const {
  describe: describePostgres,
  app,
  second,
  third,
} = onPostgres({
  database: 'shop_jobs_test',
  instances: 3,
  poolSize: 4,
  // Each instance under a name of its own (one process here), as INSTANCE_ID gives in production.
  options: () => ({ ...jobsTestOptions, readiness: createReadiness(`api-${++started}`) }),
});

const instances = () => [app(), second(), third()];

/** How many jobs the queue made of `job` at `dueAt` (waiting, done or archived). */
async function queuedJobs(job: string, dueAt: Date): Promise<number> {
  const id = jobIdAt(job, dueAt);
  const result = await app().db.execute(
    sql`select (select count(*) from pgboss.job where name = ${job} and id = ${id}::uuid)
      + (select count(*) from pgboss.archive where name = ${job} and id = ${id}::uuid) as n`,
  );
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
}

describePostgres('the job queue on PostgreSQL with three instances', () => {
  defineJobsSuite(instances);

  it('runs a job all three instances offer at the same due time exactly once', async () => {
    for (const [index, job] of (['contact-data-purge', 'housekeeping'] as const).entries()) {
      const dueAt = new Date(Date.UTC(2021, 0, 1, 0, 0, index));
      const offers = await Promise.all(
        instances().flatMap((instance) => [
          instance.jobs.offer(job, dueAt),
          instance.jobs.offer(job, dueAt),
        ]),
      );
      expect(offers.filter(Boolean)).toHaveLength(1);
      const runs = await waitForRuns(
        app(),
        job,
        dueAt,
        (list) => list.every((run) => run.outcome === 'succeeded') && list.length > 0,
      );
      // Give the other instances' workers time to have taken it too, had the queue let them.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await waitForRuns(app(), job, dueAt, () => true)).toEqual(runs);
      expect(runs).toHaveLength(1);
      expect(await queuedJobs(job, dueAt)).toBe(1);
    }
  }, 60_000);

  it('runs each interval job once per due time across the instances, spread over them', async () => {
    const since = new Date();
    // Every 2 s on each of the three instances: about 10 due times.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    for (const job of ['housekeeping', 'contact-data-purge'] as const) {
      const runs = await app()
        .db.select()
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), sql`${jobRuns.dueAt} >= ${since}`));
      const done = runs.filter((run) => run.outcome === 'succeeded');
      expect(done.length).toBeGreaterThanOrEqual(7);
      // One run per due time: no due time twice, none retried.
      expect(new Set(runs.map((run) => run.dueAt.getTime())).size).toBe(runs.length);
      expect(runs.every((run) => run.attempt === 1)).toBe(true);
      for (const run of done.slice(0, 3)) expect(await queuedJobs(job, run.dueAt)).toBe(1);
      // Whichever instance's worker looked first: more than one of them over ten due times.
      expect(new Set(runs.map((run) => run.instance)).size).toBeGreaterThan(1);
    }
  }, 60_000);

  it('executes limit orders and alerts once after a recalculation every instance hears', async () => {
    const result = await second().prices.recalculate({ force: true });
    expect(result.ran).toBe(true);
    const dueAt = result.lastRecalculatedAt!;
    for (const job of ['limit-order-execution', 'price-alerts'] as const) {
      const runs = await waitForRuns(
        app(),
        job,
        dueAt,
        (list) => list.length > 0 && list.every((run) => run.outcome === 'succeeded'),
      );
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await waitForRuns(app(), job, dueAt, () => true)).toHaveLength(1);
      expect(runs).toHaveLength(1);
      expect(await queuedJobs(job, dueAt)).toBe(1);
    }
  }, 60_000);

  it('knows every job of the contract', () => {
    expect(
      app()
        .jobs.schedules()
        .map((s) => s.job)
        .sort(),
    ).toEqual([...jobNames].sort());
  });
});
