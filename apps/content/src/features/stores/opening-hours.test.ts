import {
  directionsUrl,
  isOpenAt,
  openingHoursRows,
  timeOfDay,
  wallClock,
  weekdayName,
} from './opening-hours';

const vaduz = [
  { dayFrom: 1, dayTo: 5, hourFrom: '09:00', hourTo: '12:00' },
  { dayFrom: 1, dayTo: 5, hourFrom: '13:30', hourTo: '17:30' },
];
const vienna = [
  { dayFrom: 1, dayTo: 5, hourFrom: '09:00', hourTo: '18:00' },
  { dayFrom: 6, dayTo: 6, hourFrom: '10:00', hourTo: '14:00' },
];
const format = {
  dayRange: (from: string, to: string) => `${from}–${to}`,
  timeRange: (from: string, to: string) => `${from}–${to}`,
};

describe('opening hours', () => {
  it('reads the wall clock of the branch’s time zone', () => {
    // Monday 23 November 2026, 08:30 UTC is 09:30 in Vienna (CET) and 03:30 in New York.
    const now = new Date('2026-11-23T08:30:00Z');
    expect(wallClock(now, 'Europe/Vienna')).toEqual({ weekday: 1, minutes: 9 * 60 + 30 });
    expect(wallClock(now, 'America/New_York')).toEqual({ weekday: 1, minutes: 3 * 60 + 30 });
  });

  it('is open inside a range, closed at closing time, over lunch and on Sunday', () => {
    expect(isOpenAt(vaduz, 'Europe/Vaduz', new Date('2026-11-23T08:30:00Z'))).toBe(true);
    // 12:30 in Vaduz: lunch break.
    expect(isOpenAt(vaduz, 'Europe/Vaduz', new Date('2026-11-23T11:30:00Z'))).toBe(false);
    // 18:00 in Vienna: closing time is already closed.
    expect(isOpenAt(vienna, 'Europe/Vienna', new Date('2026-11-23T17:00:00Z'))).toBe(false);
    // Saturday 11:00 in Vienna.
    expect(isOpenAt(vienna, 'Europe/Vienna', new Date('2026-11-28T10:00:00Z'))).toBe(true);
    // Sunday.
    expect(isOpenAt(vienna, 'Europe/Vienna', new Date('2026-11-29T10:00:00Z'))).toBe(false);
    // Summer time: 08:30 UTC in July is 10:30 in Vienna.
    expect(isOpenAt(vienna, 'Europe/Vienna', new Date('2026-07-06T16:30:00Z'))).toBe(false);
    expect(isOpenAt(vienna, 'Europe/Vienna', new Date('2026-07-06T15:30:00Z'))).toBe(true);
  });

  it('writes days and times in the visitor’s locale', () => {
    expect(weekdayName(1, 'de-AT')).toBe('Montag');
    expect(weekdayName(7, 'en-US')).toBe('Sunday');
    expect(timeOfDay('13:30', 'en-US')).toBe('1:30 PM');
    expect(timeOfDay('09:00', 'de-DE')).toBe('9:00');
    expect(openingHoursRows(vaduz, 'de-LI', format)).toEqual([
      { days: 'Montag–Freitag', times: ['9:00–12:00', '13:30–17:30'] },
    ]);
    expect(openingHoursRows(vienna, 'en-GB', format)).toEqual([
      { days: 'Monday–Friday', times: ['9:00–18:00'] },
      { days: 'Saturday', times: ['10:00–14:00'] },
    ]);
  });

  it('links directions to the coordinates', () => {
    expect(directionsUrl(47.1398, 9.5215)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=47.1398,9.5215',
    );
  });
});
