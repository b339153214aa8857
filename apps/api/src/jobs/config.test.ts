import { defaultJobsConfig, jobsConfigFromEnv } from './config';

describe('job queue settings', () => {
  it('defaults to hourly housekeeping and a look every 2 s', () => {
    expect(jobsConfigFromEnv({})).toEqual(defaultJobsConfig);
    expect(defaultJobsConfig).toEqual({ housekeepingIntervalSeconds: 3600, pollingSeconds: 2 });
  });

  it('takes whole seconds, 0 turning housekeeping off', () => {
    expect(
      jobsConfigFromEnv({ HOUSEKEEPING_JOB_INTERVAL_SECONDS: '0', JOB_POLL_SECONDS: ' 5 ' }),
    ).toEqual({ housekeepingIntervalSeconds: 0, pollingSeconds: 5 });
  });

  it('refuses to start on a value that is not a whole number of seconds, naming it', () => {
    expect(() => jobsConfigFromEnv({ HOUSEKEEPING_JOB_INTERVAL_SECONDS: '1.5' })).toThrow(
      /HOUSEKEEPING_JOB_INTERVAL_SECONDS/,
    );
    expect(() => jobsConfigFromEnv({ HOUSEKEEPING_JOB_INTERVAL_SECONDS: '-1' })).toThrow(
      /HOUSEKEEPING_JOB_INTERVAL_SECONDS/,
    );
    expect(() => jobsConfigFromEnv({ JOB_POLL_SECONDS: '0' })).toThrow(/JOB_POLL_SECONDS/);
  });
});
