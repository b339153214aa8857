import { dueTimeAt, jobIdAt, msUntilNextDue } from './schedule';

describe('job schedule', () => {
  it('puts due times on the multiples of the interval since the epoch', () => {
    expect(dueTimeAt(new Date('2026-11-28T10:04:59.999Z'), 300).toISOString()).toBe(
      '2026-11-28T10:00:00.000Z',
    );
    expect(dueTimeAt(new Date('2026-11-28T10:05:00.000Z'), 300).toISOString()).toBe(
      '2026-11-28T10:05:00.000Z',
    );
    expect(dueTimeAt(new Date('2026-11-28T10:59:00.000Z'), 3600).toISOString()).toBe(
      '2026-11-28T10:00:00.000Z',
    );
  });

  it('waits until just after the next due time', () => {
    expect(msUntilNextDue(new Date('2026-11-28T10:04:59.000Z'), 300)).toBe(1050);
    expect(msUntilNextDue(new Date('2026-11-28T10:05:00.000Z'), 300)).toBe(300_050);
    // A timer that fires that much later still lands on the due time it was set for.
    const at = new Date('2026-11-28T10:04:59.000Z');
    const fired = new Date(at.getTime() + msUntilNextDue(at, 300));
    expect(dueTimeAt(fired, 300).toISOString()).toBe('2026-11-28T10:05:00.000Z');
  });

  it('names a job at a due time with one UUID, different for another job or time', () => {
    const at = new Date('2026-11-28T10:05:00.000Z');
    const id = jobIdAt('housekeeping', at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdAt('housekeeping', new Date(at.getTime()))).toBe(id);
    expect(jobIdAt('contact-data-purge', at)).not.toBe(id);
    expect(jobIdAt('housekeeping', new Date(at.getTime() + 1))).not.toBe(id);
  });
});
