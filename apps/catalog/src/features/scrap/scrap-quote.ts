import { maxLineItemQuantity, quantityTenths, type ProductPricing } from '@shop/api-client';
import { unitPrice } from '../prices/product-pricing';

/** Scrap metal box (spec 9): only for sell carts of scrap alone worth at most 5,000 EUR. */
export const scrapBoxLimit = { centAmount: 500_000, currency: 'EUR' } as const;

/**
 * What we pay for `grams` of one scrap grade, as the cart will price the line: a scrap line's
 * quantity is grams of material (to a tenth of a gram) and its unit price the buy-back price per
 * gram of material (the price sheet already holds weight x fineness / 1000 x the metal's price per
 * gram), taken from the tier this weight reaches (a weight under a gram takes the first). The
 * total is price x tenths / 10, rounded once half-up in integers, as the API's line total is.
 */
export function scrapQuote(pricing: ProductPricing | undefined, grams: number): number | null {
  if (!pricing || !(grams > 0)) return null;
  const price = unitPrice(pricing, 'sell', Math.max(1, grams));
  return price ? Math.floor((price.centAmount * quantityTenths(grams) * 2 + 10) / 20) : null;
}

/** Why a typed weight cannot be quoted; each has its own message (catalog.scrap.weight.*). */
export type GramsProblem = 'format' | 'decimals' | 'zero' | 'tooHigh';

/**
 * Grams from what the customer typed, with a decimal point or comma (12.5 or 12,5): old gold is
 * weighed to a tenth of a gram. Otherwise the reason it is refused.
 */
export function parseGrams(text: string): { grams: number } | { problem: GramsProblem } {
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return { problem: 'format' };
  // 12.50 is 12.5 g: only digits that change the weight count as decimal places.
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 1) return { problem: 'decimals' };
  const grams = Number(`${match[1]}.${fraction || '0'}`);
  if (grams === 0) return { problem: 'zero' };
  if (grams > maxLineItemQuantity) return { problem: 'tooHigh' };
  return { grams };
}
