import { storeKeys, stores, type Currency, type StoreKey } from '@shop/i18n';

export interface ShippingCosts {
  currency: Currency;
  /** Standard parcel shipping, minor units. */
  standard: number;
  /** Insured shipping (spec 9: chargeable), minor units. */
  insured: number;
  /** From this order value (minor units) both kinds of shipping are free. */
  freeFrom: number;
}

/**
 * The shipping price list per store, in the store's currency. It is data the shop states, not a
 * calculation: change it here and every product page shows the new figures.
 */
export const shippingCosts: Record<StoreKey, ShippingCosts> = {
  at: { currency: 'EUR', standard: 990, insured: 1990, freeFrom: 100_000 },
  de: { currency: 'EUR', standard: 1290, insured: 2490, freeFrom: 150_000 },
  ch: { currency: 'CHF', standard: 1200, insured: 2500, freeFrom: 150_000 },
  li: { currency: 'CHF', standard: 1500, insured: 2800, freeFrom: 150_000 },
  us: { currency: 'USD', standard: 1495, insured: 2995, freeFrom: 150_000 },
};

/** The stores in display order with their costs; the visitor's own store first. */
export function shippingRows(current: StoreKey) {
  return [current, ...storeKeys.filter((key) => key !== current)].map((key) => ({
    store: stores[key],
    costs: shippingCosts[key],
  }));
}
