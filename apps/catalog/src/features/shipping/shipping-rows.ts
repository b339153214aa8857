import type { Money, ShippingMethod, ShippingMethodKey } from '@shop/api-client';
import { storeKeys, stores, type Store, type StoreKey } from '@shop/i18n';

export interface ShippingRow {
  store: Store;
  /** Standard shipping; null where the store does not offer it. */
  standard: Money | null;
  /** Insured shipping (spec 9: chargeable). */
  insured: Money | null;
  /** From this order value standard shipping is free; null when it never is. */
  freeFrom: Money | null;
}

/**
 * The shipping table's rows from the API's shipping methods (GET /orders/shipping-methods carries
 * every store's prices): the visitor's store first, then the others.
 */
export function shippingRows(current: StoreKey, methods: readonly ShippingMethod[]): ShippingRow[] {
  const priceIn = (key: ShippingMethodKey, store: StoreKey) =>
    methods.find((method) => method.key === key)?.prices.find((price) => price.store === store);
  return [current, ...storeKeys.filter((key) => key !== current)].map((key) => {
    const standard = priceIn('shipping', key);
    return {
      store: stores[key],
      standard: standard?.price ?? null,
      insured: priceIn('insured-shipping', key)?.price ?? null,
      freeFrom: standard?.freeFrom ?? null,
    };
  });
}
