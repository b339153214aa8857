import type { SnapshotPoint } from '@shop/api-client';

export interface RatesSummary {
  count: number;
  from: string;
  to: string;
  first: number;
  last: number;
  low: number;
  high: number;
  /** Last against first, as a fraction (0.012 = +1.2 %). */
  change: number;
}

/** The figures a reader takes from the chart, for those who cannot see it; null without points. */
export function summarizeRates(points: readonly SnapshotPoint[]): RatesSummary | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const amounts = points.map((p) => p.centAmount);
  return {
    count: points.length,
    from: first.timestamp,
    to: last.timestamp,
    first: first.centAmount,
    last: last.centAmount,
    low: Math.min(...amounts),
    high: Math.max(...amounts),
    change: first.centAmount === 0 ? 0 : (last.centAmount - first.centAmount) / first.centAmount,
  };
}
