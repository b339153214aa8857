/**
 * THE rounding rule of every price in the shop (stated once, here):
 *
 *   Prices are computed as exact rationals in integer arithmetic (BigInt numerator/denominator
 *   built from integer inputs: spot in micro-USD per troy ounce, FX in 1e-8, fine weight in
 *   1e-4 of its unit, premiums, spreads, tier discounts and VAT in basis points). The final
 *   gross amount per unit, in minor units (cents), is rounded ONCE, half-up (x.5 goes up), and
 *   nothing computed from an already rounded price is rounded again.
 *
 * Inputs are quantized where they enter (the feed's floating-point spot and FX rates to the
 * precision above); after that no step rounds. Amounts are never negative, so half-up and
 * half-away-from-zero agree.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  if (numerator < 0n) throw new RangeError('prices are never negative');
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * roundHalfUp((a x b x c) / den), faster: `approx` is that amount computed in floating point from
 * the same quantized inputs (relative error below 1e-14). Rounding only jumps at x.5, so when
 * `approx` is clearly away from a half the floating-point result is the exact one; otherwise the
 * exact rational decides. Tests check that both paths agree.
 */
export function roundHalfUpFast(
  approx: number,
  a: bigint,
  b: bigint,
  c: number,
  den: bigint,
): number {
  const fraction = approx - Math.floor(approx);
  if (Math.abs(fraction - 0.5) > approx * 1e-12 + 1e-9) return Math.floor(approx + 0.5);
  return roundHalfUp(a * b * BigInt(c), den);
}

/** Quantizes a feed value (floating point) to an integer of `scale` units: input precision, not price rounding. */
export function quantize(value: number, scale: number): bigint {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`not a market value: ${value}`);
  return BigInt(Math.round(value * scale));
}
