import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type {
  JobName,
  JobRunOutcome,
  StaffJobRun,
  StaffJobRunsQuery,
} from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { jobRuns } from './tables';

/** The record of the jobs' runs (jobs/tables.ts): written by the worker, read by staff. */

export interface RunStart {
  job: JobName;
  dueAt: Date;
  attempt: number;
  instance: string;
  startedAt: Date;
}

/**
 * Records the start of an attempt; null when this attempt of the job at this due time is already
 * recorded (the queue gives each attempt to one instance, so only a bug or a replayed job would
 * meet it). Earlier attempts still "running" were interrupted: their instance stopped or died
 * and the queue handed the job on.
 */
export async function startRun(db: Database, run: RunStart): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobRuns)
      .values({ ...run, outcome: 'running' })
      .onConflictDoNothing()
      .returning({ id: jobRuns.id });
    if (!row) return null;
    await tx
      .update(jobRuns)
      .set({ outcome: 'interrupted', finishedAt: run.startedAt })
      .where(
        and(
          eq(jobRuns.job, run.job),
          eq(jobRuns.dueAt, run.dueAt),
          eq(jobRuns.outcome, 'running'),
          lt(jobRuns.attempt, run.attempt),
        ),
      );
    return row.id;
  });
}

export const finishRun = (
  db: Database,
  id: string,
  end: {
    outcome: Extract<JobRunOutcome, 'succeeded' | 'failed'>;
    counts?: Record<string, number>;
    error?: string;
  },
) =>
  db
    .update(jobRuns)
    .set({
      outcome: end.outcome,
      finishedAt: new Date(),
      counts: end.counts ?? {},
      error: end.error ?? null,
    })
    .where(eq(jobRuns.id, id));

/** A page of runs, newest first, of one job or all, of one outcome or all. */
export async function listRuns(
  db: Database,
  { job, outcome, page }: StaffJobRunsQuery,
  pageSize: number,
): Promise<{ runs: StaffJobRun[]; total: number }> {
  const filters: SQL[] = [];
  if (job) filters.push(eq(jobRuns.job, job));
  if (outcome) filters.push(eq(jobRuns.outcome, outcome));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobRuns)
      .where(where)
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.attempt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(jobRuns).where(where),
  ]);
  return {
    runs: rows.map((row) => ({
      id: row.id,
      job: row.job,
      dueAt: row.dueAt.toISOString(),
      attempt: row.attempt,
      instance: row.instance,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      outcome: row.outcome,
      counts: row.counts,
      error: row.error,
    })),
    total: total?.n ?? 0,
  };
}
