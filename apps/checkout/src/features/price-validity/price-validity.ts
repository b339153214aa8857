/** Spec 9: a quote is fresh for 180 s after the metal prices' last recalculation. */
export const priceValiditySeconds = 180;

/** Whole seconds left of the quote at `now` (0 once lapsed). */
export function secondsLeft(lastRecalculatedAt: string, now: number): number {
  const end = Date.parse(lastRecalculatedAt) + priceValiditySeconds * 1000;
  return Math.max(0, Math.ceil((end - now) / 1000));
}
