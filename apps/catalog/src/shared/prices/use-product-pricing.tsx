import { createContext, useContext, useMemo, type ReactNode } from 'react';
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

interface PricedSkus {
  skus: readonly string[];
  has: ReadonlySet<string>;
}

const PricedSkusContext = createContext<PricedSkus | null>(null);

/**
 * Prices of all these SKUs as one query, for a page that lists them all (the price list): its
 * rows then read that one query instead of one query each, which the server would hand to the
 * browser one by one.
 */
export function PricedSkus({ skus, children }: { skus: readonly string[]; children: ReactNode }) {
  const value = useMemo(() => ({ skus, has: new Set(skus) }), [skus]);
  return <PricedSkusContext.Provider value={value}>{children}</PricedSkusContext.Provider>;
}

/**
 * Prices of one product. Within `PricedSkus` that hold it, the page's one query; elsewhere every
 * caller asks for its own SKU and the api-client batches the lookups of a page into one request.
 */
export function useProductPricing(sku: string): ProductPricingState {
  const scope = useContext(PricedSkusContext);
  const prices = useProductPrices(scope?.has.has(sku) ? scope.skus : [sku]);
  const { refreshing } = usePriceStatus();
  const failed = prices.isError && !prices.data;
  return {
    pricing: prices.data?.products.find((p) => p.sku === sku) ?? null,
    loading: !failed && (refreshing || prices.isPending),
    failed,
  };
}
