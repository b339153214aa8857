import { storeKeys, type StoreKey } from '@shop/i18n';
import { perStoreSetting } from '../orders/per-store-setting';

/** Days per store, or the same number for every store. */
export type DaysPerStore = Readonly<Record<StoreKey, number>>;

export interface DeadlineOptions {
  /** Days after placing an unpaid bank-transfer purchase is reminded (UNPAID_REMINDER_DAYS, 5). */
  reminderDays: DaysPerStore;
  /** Days after placing it is cancelled unless paid (UNPAID_CANCEL_DAYS, 10). */
  cancelDays: DaysPerStore;
  /**
   * Seconds between the job's due times; the job queue runs it once per due time across instances
   * (DEADLINE_JOB_INTERVAL_SECONDS, 300; 0: never, tests).
   */
  intervalSeconds: number;
}

const everyStore = (days: number): DaysPerStore =>
  Object.fromEntries(storeKeys.map((store) => [store, days])) as Record<StoreKey, number>;

export const defaultDeadlines = { reminderDays: 5, cancelDays: 10, intervalSeconds: 300 } as const;

const wholeDays = (name: string, where: string, value: unknown): number => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 365)
    throw new Error(`${name}: ${where} must be a whole number of days from 1 to 365`);
  return value;
};

/** A number for every store (`5`), or JSON per store as DEALER_BANK_ACCOUNTS (`{"at,de": 5, "ch,li,us": 7}`). */
function daysFromEnv(name: string, setting: string | undefined, fallback: number): DaysPerStore {
  const value = setting?.trim();
  if (!value) return everyStore(fallback);
  if (/^\d+$/.test(value)) return everyStore(wholeDays(name, 'the value', Number(value)));
  return perStoreSetting(name, ['value', 'values'], value, (where, days) =>
    wholeDays(name, where, days),
  );
}

export function deadlineOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DeadlineOptions {
  const reminderDays = daysFromEnv(
    'UNPAID_REMINDER_DAYS',
    env.UNPAID_REMINDER_DAYS,
    defaultDeadlines.reminderDays,
  );
  const cancelDays = daysFromEnv(
    'UNPAID_CANCEL_DAYS',
    env.UNPAID_CANCEL_DAYS,
    defaultDeadlines.cancelDays,
  );
  for (const store of storeKeys)
    if (cancelDays[store] <= reminderDays[store])
      throw new Error(
        `UNPAID_CANCEL_DAYS (${cancelDays[store]}) must be later than UNPAID_REMINDER_DAYS (${reminderDays[store]}) for ${store}`,
      );
  const interval = env.DEADLINE_JOB_INTERVAL_SECONDS?.trim();
  const intervalSeconds = interval ? Number(interval) : defaultDeadlines.intervalSeconds;
  if (!Number.isInteger(intervalSeconds) || intervalSeconds < 0)
    throw new Error('DEADLINE_JOB_INTERVAL_SECONDS must be a whole number of seconds (0: off)');
  return { reminderDays, cancelDays, intervalSeconds };
}
