import type { OpeningHours } from '@shop/api-client';
import { dateTimeFormat } from '@shop/i18n';

/** Minutes after midnight of an `HH:MM` time. */
const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const isoWeekdays: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/** The ISO weekday and the minutes after midnight of `now` on the clocks of `timeZone`. */
export function wallClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: isoWeekdays[part('weekday')] ?? 1,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * Whether the branch is open at `now`, judged on the branch's own clocks (its time zone), not
 * the visitor's: a visitor in New York sees Vienna's branch open while it is open in Vienna.
 */
export function isOpenAt(hours: readonly OpeningHours[], timeZone: string, now: Date): boolean {
  const { weekday, minutes } = wallClock(now, timeZone);
  return hours.some(
    (range) =>
      weekday >= range.dayFrom &&
      weekday <= range.dayTo &&
      minutes >= minutesOf(range.hourFrom) &&
      minutes < minutesOf(range.hourTo),
  );
}

// 1 January 2024 was a Monday: ISO weekday n is 2024-01-n.
const weekdayDate = (isoWeekday: number) => new Date(Date.UTC(2024, 0, isoWeekday, 12));

/** A weekday's name in the visitor's locale (1 = Monday). */
export function weekdayName(isoWeekday: number, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    weekdayDate(isoWeekday),
  );
}

/** A branch's `HH:MM` as the visitor's locale writes times (9:00 AM, 09:00). */
export function timeOfDay(time: string, locale: string): string {
  const minutes = minutesOf(time);
  return dateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, Math.floor(minutes / 60), minutes % 60)));
}

export interface OpeningHoursRow {
  days: string;
  times: string[];
}

/**
 * The opening hours as table rows in the visitor's locale: ranges of the same days share a row
 * (Vaduz: Monday to Friday, 9:00 to 12:00 and 13:30 to 17:30).
 */
export function openingHoursRows(
  hours: readonly OpeningHours[],
  locale: string,
  format: {
    dayRange: (from: string, to: string) => string;
    timeRange: (from: string, to: string) => string;
  },
): OpeningHoursRow[] {
  const rows = new Map<string, OpeningHoursRow & { order: number }>();
  for (const range of hours) {
    const key = `${range.dayFrom}-${range.dayTo}`;
    const days =
      range.dayFrom === range.dayTo
        ? weekdayName(range.dayFrom, locale)
        : format.dayRange(weekdayName(range.dayFrom, locale), weekdayName(range.dayTo, locale));
    const row = rows.get(key) ?? { days, times: [], order: range.dayFrom * 10 + range.dayTo };
    row.times.push(
      format.timeRange(timeOfDay(range.hourFrom, locale), timeOfDay(range.hourTo, locale)),
    );
    rows.set(key, row);
  }
  return [...rows.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ days, times }) => ({ days, times }));
}

/** A route planner link to the branch's coordinates (opens the visitor's map app or browser). */
export function directionsUrl(lat: number, long: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${long}`;
}
