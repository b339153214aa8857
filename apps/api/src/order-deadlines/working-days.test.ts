import { addWorkingDays } from './working-days';

describe('addWorkingDays', () => {
  const vienna = 'Europe/Vienna';
  it('skips Saturdays and Sundays', () => {
    // Friday 27 Nov 2026, noon in Vienna (11:00 UTC): five working days is Friday 4 Dec.
    expect(addWorkingDays(new Date('2026-11-27T11:00:00Z'), 5, vienna).toISOString()).toBe(
      '2026-12-04T11:00:00.000Z',
    );
    // Monday: the same week's Monday + 5 = next Monday.
    expect(addWorkingDays(new Date('2026-11-23T11:00:00Z'), 5, vienna).toISOString()).toBe(
      '2026-11-30T11:00:00.000Z',
    );
    // Wednesday + 3 = Monday.
    expect(addWorkingDays(new Date('2026-11-25T11:00:00Z'), 3, vienna).toISOString()).toBe(
      '2026-11-30T11:00:00.000Z',
    );
  });

  it('counts a weekend order from Monday', () => {
    // Saturday 28 Nov + 1 working day = Monday 30 Nov.
    expect(addWorkingDays(new Date('2026-11-28T11:00:00Z'), 1, vienna).toISOString()).toBe(
      '2026-11-30T11:00:00.000Z',
    );
  });

  it("asks the store's time zone: late Friday evening in New York is Saturday in UTC", () => {
    // Friday 27 Nov 2026, 22:00 in New York = Saturday 03:00 UTC; + 1 working day = Monday.
    expect(
      addWorkingDays(new Date('2026-11-28T03:00:00Z'), 1, 'America/New_York').toISOString(),
    ).toBe('2026-12-01T03:00:00.000Z');
  });
});
