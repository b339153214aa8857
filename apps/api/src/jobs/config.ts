/** The job queue's settings from the environment (README, settings table). */
export interface JobsConfig {
  /**
   * Seconds between due times of the housekeeping job (expired sessions, e-mail tokens and
   * idempotency keys) and of the contact-data purge (HOUSEKEEPING_JOB_INTERVAL_SECONDS, 3600;
   * 0: never).
   */
  housekeepingIntervalSeconds: number;
  /**
   * Seconds between a worker's looks for due jobs when nothing woke it (JOB_POLL_SECONDS, 2). An
   * instance that offers a job wakes its own worker at once; the others look within this time.
   */
  pollingSeconds: number;
}

export const defaultJobsConfig: JobsConfig = {
  housekeepingIntervalSeconds: 3600,
  pollingSeconds: 2,
};

const wholeSeconds = (
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
): number => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of seconds, at least ${min}: ${raw}`);
  return value;
};

export function jobsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): JobsConfig {
  return {
    housekeepingIntervalSeconds: wholeSeconds(
      env,
      'HOUSEKEEPING_JOB_INTERVAL_SECONDS',
      defaultJobsConfig.housekeepingIntervalSeconds,
      0,
    ),
    pollingSeconds: wholeSeconds(env, 'JOB_POLL_SECONDS', defaultJobsConfig.pollingSeconds, 1),
  };
}
