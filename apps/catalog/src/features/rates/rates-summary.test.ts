import { summarizeRates } from './rates-summary';

describe('summarizeRates', () => {
  it('takes count, range, extremes and change from the points', () => {
    expect(
      summarizeRates([
        { timestamp: '2026-05-01T00:00:00.000Z', centAmount: 200_000 },
        { timestamp: '2026-05-02T00:00:00.000Z', centAmount: 190_000 },
        { timestamp: '2026-05-03T00:00:00.000Z', centAmount: 215_000 },
        { timestamp: '2026-05-04T00:00:00.000Z', centAmount: 210_000 },
      ]),
    ).toEqual({
      count: 4,
      from: '2026-05-01T00:00:00.000Z',
      to: '2026-05-04T00:00:00.000Z',
      first: 200_000,
      last: 210_000,
      low: 190_000,
      high: 215_000,
      change: 0.05,
    });
  });

  it('has nothing to say without points', () => {
    expect(summarizeRates([])).toBeNull();
  });
});
