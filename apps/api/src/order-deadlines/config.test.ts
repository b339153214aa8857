import { deadlineOptionsFromEnv } from './config';

describe('deadlineOptionsFromEnv', () => {
  it('defaults to 5 and 10 days for every store and a run every 5 minutes', () => {
    const options = deadlineOptionsFromEnv({});
    expect(options.reminderDays).toEqual({ at: 5, de: 5, ch: 5, li: 5, us: 5 });
    expect(options.cancelDays.us).toBe(10);
    expect(options.intervalSeconds).toBe(300);
  });

  it('takes one number for every store, or JSON per store', () => {
    const options = deadlineOptionsFromEnv({
      UNPAID_REMINDER_DAYS: '3',
      UNPAID_CANCEL_DAYS: '{"at,de": 7, "ch,li": 8, "us": 14}',
      DEADLINE_JOB_INTERVAL_SECONDS: '0',
    });
    expect(options.reminderDays.ch).toBe(3);
    expect(options.cancelDays).toEqual({ at: 7, de: 7, ch: 8, li: 8, us: 14 });
    expect(options.intervalSeconds).toBe(0);
  });

  it('refuses what cannot be meant', () => {
    expect(() => deadlineOptionsFromEnv({ UNPAID_REMINDER_DAYS: '0' })).toThrow(
      'UNPAID_REMINDER_DAYS: the value must be a whole number of days from 1 to 365',
    );
    expect(() => deadlineOptionsFromEnv({ UNPAID_CANCEL_DAYS: '{"at": 7}' })).toThrow(
      'UNPAID_CANCEL_DAYS: no value for de, ch, li, us',
    );
    expect(() =>
      deadlineOptionsFromEnv({ UNPAID_REMINDER_DAYS: '6', UNPAID_CANCEL_DAYS: '6' }),
    ).toThrow('UNPAID_CANCEL_DAYS (6) must be later than UNPAID_REMINDER_DAYS (6) for at');
    expect(() => deadlineOptionsFromEnv({ DEADLINE_JOB_INTERVAL_SECONDS: 'often' })).toThrow(
      'DEADLINE_JOB_INTERVAL_SECONDS',
    );
  });
});
