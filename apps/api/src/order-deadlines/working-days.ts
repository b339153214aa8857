/*
 * Working days for the cash purchase's pick-up (spec 9: "picked up within 5 working days"):
 * Monday to Friday in the store's time zone. Public holidays are not counted out (they differ by
 * region; a holiday only makes the deadline a day earlier than it could be).
 */

const weekday = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en', { weekday: 'short', timeZone }).format(at);

const isWorkingDay = (at: Date, timeZone: string) =>
  !['Sat', 'Sun'].includes(weekday(at, timeZone));

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The moment `days` working days after `from`: a day is added for each working day passed, so an
 * order placed on Friday at noon with 5 working days runs until the next Friday at noon. A start
 * on a weekend counts from the weekend (its first working day is Monday).
 */
export function addWorkingDays(from: Date, days: number, timeZone: string): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += dayMs;
    if (isWorkingDay(new Date(at), timeZone)) left -= 1;
  }
  return new Date(at);
}
