import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobNames, jobRunOutcomes } from '@shop/api-client/contract';

/*
 * What the background jobs did (issue 28, item 3): one row per attempt of a job at a due time,
 * written by the instance that ran it. The queue itself (pg-boss, schema `pgboss`) decides who
 * runs what; this table is the shop's record of the outcome, read by staff (GET /staff/jobs).
 */

export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The job's name (jobs/definitions.ts). */
    job: text('job', { enum: jobNames }).notNull(),
    /** The due time this run belongs to: the interval's slot, or the recalculation it follows. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 1 for the first attempt, then one more for each retry. */
    attempt: integer('attempt').notNull(),
    /** The API instance that ran it (INSTANCE_ID, else host name and process id). */
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * running until it ends; interrupted when its instance stopped or died meanwhile and the
     * queue gave the job to a later attempt.
     */
    outcome: text('outcome', { enum: jobRunOutcomes }).notNull(),
    /** What it did, counted by kind (e.g. `{ "reminded": 2, "cancelled": 1 }`). */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** Why it failed (the error's message), for staff. */
    error: text('error'),
  },
  (t) => [
    // A second guard beside the queue's own: one row per attempt of a job at a due time.
    unique('job_runs_attempt_unique').on(t.job, t.dueAt, t.attempt),
    index('job_runs_started_idx').on(t.startedAt),
    check('job_runs_attempt_check', sql`${t.attempt} >= 1`),
  ],
);
