import type { FineWeightUnit } from '@shop/api-client/contract';

/** Grams per troy ounce, exactly (international troy ounce, 1959). */
export const gramsPerTroyOunce = 31.1034768;

/** Fine weights carry at most four decimals (numeric(12,4) in the catalogue). */
export const weightScale = 10_000;

/**
 * A fine weight as an exact fraction of troy ounces: `num / den` oz. Metal prices are quoted per
 * troy ounce, so the unit only changes the fraction: 1 g = 10^7 / 311034768 oz, 1 kg = 1000 g.
 */
export interface Ounces {
  num: bigint;
  den: bigint;
  /** num / den as floating point. */
  approx: number;
}

const ozPerGramDen = 311_034_768n; // 31.1034768 g = 311034768 / 10^7
const ozPerGramNum = 10_000_000n;

export function toOunces(value: number, unit: FineWeightUnit): Ounces {
  const scaled = BigInt(Math.round(value * weightScale));
  const den = BigInt(weightScale);
  const exact = (): { num: bigint; den: bigint } => {
    switch (unit) {
      case 'oz':
        return { num: scaled, den };
      case 'g':
        return { num: scaled * ozPerGramNum, den: den * ozPerGramDen };
      case 'kg':
        return { num: scaled * 1000n * ozPerGramNum, den: den * ozPerGramDen };
    }
  };
  const { num, den: d } = exact();
  return { num, den: d, approx: Number(num) / Number(d) };
}

export function toGrams(value: number, unit: FineWeightUnit): number {
  return value * (unit === 'oz' ? gramsPerTroyOunce : unit === 'kg' ? 1000 : 1);
}
