import type { PriceType, ProductPricing } from '@shop/api-client';
import { priceTiers } from '../../shared/prices/product-pricing';

/** The next cheaper tier above `quantity`, for the hint "from 10 pieces: X per piece". */
export function nextTier(pricing: ProductPricing | null, type: PriceType, quantity: number) {
  if (!pricing) return null;
  return priceTiers(pricing, type).find((tier) => tier.minQuantity > quantity) ?? null;
}
