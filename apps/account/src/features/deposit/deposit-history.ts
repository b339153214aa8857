import type { DepositPosition, PreciousMetal, SnapshotPoint } from '@shop/api-client';

export interface MetalHistory {
  metal: PreciousMetal;
  /** The metal's buy-back price per ounce, oldest first. */
  points: readonly SnapshotPoint[];
}

export interface ValuePoint {
  time: number;
  centAmount: number;
}

/** The price at `time`: the latest point not after it (the first one before the history starts). */
function priceAt(points: readonly SnapshotPoint[], time: number): number {
  let price = points[0]!.centAmount;
  for (const point of points) {
    if (Date.parse(point.timestamp) > time) break;
    price = point.centAmount;
  }
  return price;
}

/**
 * The deposit's value at each recorded price: every position is worth today's value scaled by how
 * its metal's buy-back price per ounce then compares with its latest one (a coin's buy-back price
 * follows its metal), counted from the day it was first ordered. Positions without metal or without
 * a buy-back price keep their value.
 */
export function depositHistory(
  positions: readonly DepositPosition[],
  histories: readonly MetalHistory[],
): ValuePoint[] {
  const byMetal = new Map(
    histories.filter((h) => h.points.length > 0).map((h) => [h.metal, h.points] as const),
  );
  const times = [
    ...new Set(histories.flatMap((h) => h.points.map((point) => Date.parse(point.timestamp)))),
  ].sort((a, b) => a - b);
  return times.map((time) => {
    let centAmount = 0;
    for (const position of positions) {
      if (Date.parse(position.firstOrderedAt) > time) continue;
      const points = position.preciousMetal ? byMetal.get(position.preciousMetal) : undefined;
      const latest = points?.[points.length - 1]?.centAmount;
      if (!points || !latest || !position.unitValue) centAmount += position.value.centAmount;
      else centAmount += Math.round((position.value.centAmount * priceAt(points, time)) / latest);
    }
    return { time, centAmount };
  });
}
