import * as v from 'valibot';
import { integerParam } from '../../schemas/product-search';

/*
 * The background jobs for staff (issue 28, item 3): what each run did, so the engineer on call
 * and the settings staff see whether reminders, cancellations, alerts, limit-order executions and
 * the purges happen, and why one failed.
 */

/** The shop's recurring jobs, by the name their runs are recorded under. */
export const jobNames = [
  'limit-order-execution',
  'price-alerts',
  'unpaid-orders',
  'contact-data-purge',
  'housekeeping',
] as const;
export type JobName = (typeof jobNames)[number];

/** running until it ends; interrupted when its instance stopped or died and a retry took over. */
export const jobRunOutcomes = ['running', 'succeeded', 'failed', 'interrupted'] as const;
export type JobRunOutcome = (typeof jobRunOutcomes)[number];

/** Runs per page of GET /staff/jobs. */
export const staffJobRunsPageSize = 50;

/** GET /staff/jobs: one job's runs or every job's, only failed ones or all, newest first. */
export const StaffJobRunsQuerySchema = v.strictObject({
  job: v.optional(v.picklist(jobNames, 'must be the name of a job')),
  outcome: v.optional(v.picklist(jobRunOutcomes, 'must be an outcome of a run')),
  page: integerParam(1, 10_000, 1),
});
export type StaffJobRunsQuery = v.InferOutput<typeof StaffJobRunsQuerySchema>;

export const StaffJobRunSchema = v.object({
  id: v.string(),
  job: v.picklist(jobNames),
  /** The due time the run belongs to: its interval's slot, or the recalculation it follows. */
  dueAt: v.string(),
  /** 1, then one more for each retry of the same due time. */
  attempt: v.number(),
  /** The API instance that ran it. */
  instance: v.string(),
  startedAt: v.string(),
  finishedAt: v.nullable(v.string()),
  outcome: v.picklist(jobRunOutcomes),
  /** What it did, counted by kind (reminded, cancelled, executed, deleted ...). */
  counts: v.record(v.string(), v.number()),
  /** Why it failed. */
  error: v.nullable(v.string()),
});
export type StaffJobRun = v.InferOutput<typeof StaffJobRunSchema>;

/** How a job is scheduled on the instances answering. */
export const StaffJobScheduleSchema = v.object({
  job: v.picklist(jobNames),
  /** Seconds between due times; null for a job due after each price recalculation. */
  everySeconds: v.nullable(v.number()),
  /** False when its interval is 0 (never). */
  enabled: v.boolean(),
});

export const StaffJobRunsSchema = v.object({
  jobs: v.array(StaffJobScheduleSchema),
  runs: v.array(StaffJobRunSchema),
  /** How many runs match the filter. */
  total: v.number(),
});
export type StaffJobRuns = v.InferOutput<typeof StaffJobRunsSchema>;
