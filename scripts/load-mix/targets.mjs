// The targets of issue 28 (item 4) and whether a run met them: printed next to the figures.

export const targets = {
  orders: { perSecond: 50, p99Ms: 30 },
  search: { perSecond: 500, p99Ms: 25 },
  sockets: { count: 20_000, p99Ms: 1_000 },
  memory: { growthPercent: 10, runMinutes: 10 },
};

/** "met", "not met", or "not measured" (null figures). */
export const verdict = (met) => (met === null ? 'not measured' : met ? 'met' : 'not met');

/** Orders: placed per second and the order creation's p99 (`POST /orders`). */
export function ordersVerdict(row) {
  if (!row || row.ok === 0) return null;
  return row.perSecond >= targets.orders.perSecond && row.p99 <= targets.orders.p99Ms;
}

/** Search through the edge: answers per second and p99. */
export function searchVerdict(row) {
  if (!row || row.ok === 0) return null;
  return row.perSecond >= targets.search.perSecond && row.p99 <= targets.search.p99Ms;
}

/**
 * Sockets: as many as the target held open, every one told of each recalculation, p99 <= 1 s.
 * @param {{ held: number, p99: number | null, missed: number }} figures
 */
export function socketsVerdict({ held, p99, missed }) {
  if (p99 === null) return null;
  return held >= targets.sockets.count && missed === 0 && p99 <= targets.sockets.p99Ms;
}

/**
 * Memory: every process under the growth limit. Not measured for a run shorter than the
 * target's: growth over a minute says little about ten.
 * @param {(number | null)[]} growths percent per process
 */
export function memoryVerdict(growths, runSeconds) {
  if (runSeconds < targets.memory.runMinutes * 60) return null;
  if (growths.length === 0 || growths.some((growth) => growth === null)) return null;
  return growths.every((growth) => growth < targets.memory.growthPercent);
}
