import { formatNumber } from '@shop/i18n';
import type { FineWeightUnit } from '@shop/api-client';

/**
 * Fine weight as the trade writes it: troy-ounce fractions stay fractions (1/10 oz, not 0,1 oz),
 * everything else is a locale-formatted number with its unit symbol.
 */
export function formatFineWeight(value: number, unit: FineWeightUnit, locale: string): string {
  if (unit === 'oz' && value > 0 && value < 1) {
    const denominator = Math.round(1 / value);
    if (Math.abs(1 / denominator - value) < 1e-9) return `1/${denominator} oz`;
  }
  return `${formatNumber(value, locale, { maximumFractionDigits: 4 })} ${unit}`;
}
