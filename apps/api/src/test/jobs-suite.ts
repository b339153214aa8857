import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { StaffJobRunsSchema, type JobName, type StaffJobRun } from '@shop/api-client/contract';
import { contactMessages } from '../application/tables';
import { jobRuns } from '../jobs/tables';
import { callError, callOk, uniqueEmail } from './accounts';
import { createStaffMember, type TestStaffMember } from './staff';

/** Options of the apps the suite runs on: jobs every 2 s, quick polling and retries. */
export const jobsTestOptions = {
  prices: { intervalSeconds: 0 },
  orderDeadlines: { intervalSeconds: 0 },
  jobs: { housekeepingIntervalSeconds: 2, pollingSeconds: 1, retryDelaySeconds: 1 },
} as const;

/** The recorded runs of `job` at `dueAt`, in attempt order. */
export const runsAt = (app: FastifyInstance, job: JobName, dueAt: Date) =>
  app.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.dueAt, dueAt)))
    .orderBy(asc(jobRuns.attempt));

/** Waits until `done` holds for the runs of `job` at `dueAt` (checked every 100 ms, 30 s at most). */
export async function waitForRuns(
  app: FastifyInstance,
  job: JobName,
  dueAt: Date,
  done: (runs: Awaited<ReturnType<typeof runsAt>>) => boolean,
) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const runs = await runsAt(app, job, dueAt);
    if (done(runs)) return runs;
    if (Date.now() > deadline)
      throw new Error(`${job} at ${dueAt.toISOString()}: ${JSON.stringify(runs)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const finished = (runs: { outcome: string }[]) =>
  runs.length > 0 && runs.every((run) => run.outcome !== 'running');

/** A due time of its own per test, away from the timers' multiples of 2 s. */
let dueCounter = 0;
const ownDueTime = () => new Date(Date.UTC(2020, 0, 1, 0, 0, 0, 1 + dueCounter++));

/**
 * Makes the unpaid-order job of every instance fail with `message` while `fails(call)` holds for
 * the how-many-th call across them; answers the calls so far and a restore.
 */
function failingDeadlines(
  apps: FastifyInstance[],
  message: string,
  fails: (call: number) => boolean,
) {
  let calls = 0;
  const spies = apps.map((app) => {
    const run = app.orderDeadlines.run;
    return jest.spyOn(app.orderDeadlines, 'run').mockImplementation(async (now) => {
      calls += 1;
      if (fails(calls)) throw new Error(message);
      return run(now);
    });
  });
  return { calls: () => calls, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

/**
 * The job queue (issue 28, item 3) on every database: a job offered at a due time runs once and
 * its outcome is recorded; a failed attempt is retried; jobs on an interval run at each due time;
 * staff read the runs. The apps (one, or several instances on one database) are built with
 * `jobsTestOptions`; a job may run on any of them.
 */
export function defineJobsSuite(getApps: () => FastifyInstance[]) {
  const getApp = () => getApps()[0]!;
  let manager: TestStaffMember;
  let deOnly: TestStaffMember;

  beforeAll(async () => {
    manager = await createStaffMember(getApp(), { permissions: ['settings'] });
    deOnly = await createStaffMember(getApp(), { permissions: ['settings'], stores: ['de'] });
  }, 60_000);

  it('runs a job offered twice at one due time once and records what it did', async () => {
    const day = 24 * 60 * 60 * 1000;
    const contact = (createdAt: Date) => ({
      storeKey: 'at' as const,
      language: 'de' as const,
      firstName: 'Alt',
      lastName: 'Kontakt',
      email: uniqueEmail('kontakt'),
      subject: 'Frage',
      message: 'Bitte um Rückruf',
      consentedAt: createdAt,
      createdAt,
    });
    const inserted = new Date();
    const [old] = await getApp()
      .db.insert(contactMessages)
      .values(contact(new Date(Date.now() - 400 * day)))
      .returning();
    const [recent] = await getApp()
      .db.insert(contactMessages)
      .values(contact(new Date(Date.now() - 300 * day)))
      .returning();

    const dueAt = ownDueTime();
    expect(await getApp().jobs.offer('contact-data-purge', dueAt)).toBe(true);
    expect(await getApp().jobs.offer('contact-data-purge', dueAt)).toBe(false);
    const runs = await waitForRuns(getApp(), 'contact-data-purge', dueAt, finished);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ attempt: 1, outcome: 'succeeded', error: null });
    expect(typeof runs[0]!.counts.deleted).toBe('number');
    // This run or one on the 2-s timer deleted the old message, and said so.
    const deletedSince = async () =>
      (
        await getApp()
          .db.select()
          .from(jobRuns)
          .where(and(eq(jobRuns.job, 'contact-data-purge'), gte(jobRuns.finishedAt, inserted)))
      ).reduce((sum, run) => sum + (run.counts.deleted ?? 0), 0);
    const until = Date.now() + 10_000;
    while ((await deletedSince()) < 1 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await deletedSince()).toBeGreaterThanOrEqual(1);
    expect(runs[0]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(runs[0]!.startedAt.getTime());
    // Older than 12 months: gone; younger: kept.
    const left = async (id: string) =>
      (await getApp().db.select().from(contactMessages).where(eq(contactMessages.id, id))).length;
    expect(await left(old!.id)).toBe(0);
    expect(await left(recent!.id)).toBe(1);
  });

  it('retries a failed attempt after a delay and records both', async () => {
    const failing = failingDeadlines(getApps(), 'mail transport down', (call) => call === 1);
    try {
      const dueAt = ownDueTime();
      expect(await getApp().jobs.offer('unpaid-orders', dueAt)).toBe(true);
      const runs = await waitForRuns(
        getApp(),
        'unpaid-orders',
        dueAt,
        (list) => list.length === 2 && finished(list),
      );
      expect(runs.map(({ attempt, outcome, error }) => ({ attempt, outcome, error }))).toEqual([
        { attempt: 1, outcome: 'failed', error: 'mail transport down' },
        { attempt: 2, outcome: 'succeeded', error: null },
      ]);
      expect(runs[1]!.counts).toEqual({ reminded: 0, cancelled: 0 });
      // The retry waited (the first delay is 1 to 2 s here).
      expect(runs[1]!.startedAt.getTime() - runs[0]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(
        900,
      );
      expect(failing.calls()).toBe(2);
    } finally {
      failing.restore();
    }
  }, 40_000);

  it('runs the jobs on an interval at each due time, once', async () => {
    // Every 2 s here: wait for three due times after now.
    const since = new Date();
    const deadline = Date.now() + 30_000;
    let runs: (typeof jobRuns.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      runs = (
        await getApp().db.select().from(jobRuns).where(eq(jobRuns.job, 'housekeeping'))
      ).filter((run) => run.dueAt >= since && run.outcome !== 'running');
      if (runs.length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(runs.length).toBeGreaterThanOrEqual(3);
    const dueTimes = runs.map((run) => run.dueAt.getTime());
    expect(new Set(dueTimes).size).toBe(runs.length);
    for (const run of runs) {
      expect(run.dueAt.getTime() % 2000).toBe(0);
      expect(run).toMatchObject({ attempt: 1, outcome: 'succeeded' });
      expect(Object.keys(run.counts).sort()).toEqual([
        'emailTokens',
        'idempotencyKeys',
        'sessions',
      ]);
    }
  }, 40_000);

  it('lists the runs to staff with the schedules, filtered by job and outcome', async () => {
    const failing = failingDeadlines(getApps(), 'database away', () => true);
    const dueAt = ownDueTime();
    try {
      await getApp().jobs.offer('unpaid-orders', dueAt);
      await waitForRuns(
        getApp(),
        'unpaid-orders',
        dueAt,
        (list) => list.length >= 1 && finished(list),
      );
    } finally {
      failing.restore();
    }
    const all = await callOk(getApp(), '/staff/jobs', StaffJobRunsSchema, {
      token: manager.token,
    });
    expect(all.jobs).toContainEqual({ job: 'housekeeping', everySeconds: 2, enabled: true });
    expect(all.jobs).toContainEqual({ job: 'unpaid-orders', everySeconds: 0, enabled: false });
    expect(all.jobs).toContainEqual({
      job: 'limit-order-execution',
      everySeconds: null,
      enabled: true,
    });
    expect(all.total).toBeGreaterThanOrEqual(all.runs.length);
    const started = all.runs.map((run) => run.startedAt);
    expect([...started].sort().reverse()).toEqual(started);

    const failures = await callOk(
      getApp(),
      '/staff/jobs?job=unpaid-orders&outcome=failed',
      StaffJobRunsSchema,
      { token: manager.token },
    );
    const ours = failures.runs.find((run: StaffJobRun) => run.dueAt === dueAt.toISOString());
    expect(ours).toMatchObject({ job: 'unpaid-orders', outcome: 'failed', error: 'database away' });
    expect(
      failures.runs.every((run) => run.job === 'unpaid-orders' && run.outcome === 'failed'),
    ).toBe(true);
  }, 40_000);

  it('refuses members without the settings permission for every store, and bad filters', async () => {
    expect(await callError(getApp(), '/staff/jobs', 403, { token: deOnly.token })).toMatchObject({
      code: 'staff_store_not_allowed',
    });
    await callError(getApp(), '/staff/jobs', 401);
    const unknown = await callError(getApp(), '/staff/jobs?job=everything', 400, {
      token: manager.token,
      headers: { 'accept-language': 'de' },
    });
    expect(JSON.stringify(unknown)).toContain('job');
    await callError(getApp(), '/staff/jobs?page=0', 400, { token: manager.token });
  });
}
