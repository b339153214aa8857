import { useProductPrices } from '@shop/api-client/react';
import { usePriceStatus } from '@shop/api-client/price-socket';
import type { ProductPricing } from '@shop/api-client';

export interface ProductPricingState {
  /** The product's prices in the store; null when the store has none for it. */
  pricing: ProductPricing | null;
  /** Prices are unknown or outdated (first load, or a recalculation running): draw skeletons. */
  loading: boolean;
  /** The lookup failed and there is nothing to show. */
  failed: boolean;
}

/**
 * Prices of one product. Every caller on a page asks for its own SKU; the api-client batches the
 * lookups of all of them into one request.
 */
export function useProductPricing(sku: string): ProductPricingState {
  const prices = useProductPrices([sku]);
  const { refreshing } = usePriceStatus();
  const failed = prices.isError && !prices.data;
  return {
    pricing: prices.data?.products.find((p) => p.sku === sku) ?? null,
    loading: !failed && (refreshing || prices.isPending),
    failed,
  };
}
