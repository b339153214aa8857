import type { ProductPricing } from '@shop/api-client';
import { unitPrice } from '../prices/product-pricing';

/** Scrap metal box (spec 9): only for sell carts of scrap alone worth at most 5,000 EUR. */
export const scrapBoxLimit = { centAmount: 500_000, currency: 'EUR' } as const;

/**
 * What we pay for `grams` of one scrap grade, as the cart will price the line: a scrap line's
 * quantity is grams of material and its unit price the buy-back price per gram of material (the
 * price sheet already holds weight x fineness / 1000 x the metal's price per gram), taken from
 * the tier this quantity reaches.
 */
export function scrapQuote(pricing: ProductPricing | undefined, grams: number): number | null {
  if (!pricing || !Number.isInteger(grams) || grams < 1) return null;
  const price = unitPrice(pricing, 'sell', grams);
  return price ? price.centAmount * grams : null;
}

/** Whole grams from what the customer typed; NaN for anything else. */
export function parseGrams(text: string): number {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
}
