/**
 * Whole seconds left at `now` of a quote that ends at `endsAt` (both on this browser's clock; see
 * HeldQuote), 0 once lapsed.
 */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
