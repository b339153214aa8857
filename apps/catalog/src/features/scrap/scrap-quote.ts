import { quantityTenths, type ProductPricing } from '@shop/api-client';
import { unitPrice } from '../../shared/prices/product-pricing';

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
