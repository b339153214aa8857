import type { Language, StoreKey } from '@shop/i18n';
import type { ProductSearchParams } from '../schemas/product-search';
import type { MetalSnapshotsParams, SnapshotTimespan } from '../schemas/prices';

/**
 * Query keys per resource. Keys hold plain data only, and search parameters are stored with
 * sorted keys and without undefined values, so equal searches share one cache entry.
 */
export const productKeys = {
  all: ['products'] as const,
  search: (query: ProductSearchParams = {}) =>
    [...productKeys.all, 'search', canonical(query)] as const,
  identifiers: () => [...productKeys.all, 'identifiers'] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
};

export const contentKeys = {
  all: ['content'] as const,
  page: (rootFolder: string, path: string, version: string) =>
    [...contentKeys.all, 'page', rootFolder, path, version] as const,
  articles: (rootFolder: string, query: object) =>
    [...contentKeys.all, 'articles', rootFolder, query] as const,
  tags: (rootFolder: string, folder: string | null) =>
    [...contentKeys.all, 'tags', rootFolder, folder] as const,
  component: (rootFolder: string, slug: string) =>
    [...contentKeys.all, 'component', rootFolder, slug] as const,
};

/** The dealer's branches (store pages): the same for every store and language. */
export const branchKeys = {
  all: ['branches'] as const,
  list: () => [...branchKeys.all, 'list'] as const,
  detail: (slug: string) => [...branchKeys.all, 'detail', slug] as const,
  /** The deployment's public settings (map token); they change only with a restart. */
  settings: () => ['settings'] as const,
};

/** The signed-in customer (profile, addresses). */
export const customerKeys = {
  all: ['customer'] as const,
  me: () => [...customerKeys.all, 'me'] as const,
  secondFactor: () => [...customerKeys.all, 'second-factor'] as const,
  sessions: () => [...customerKeys.all, 'sessions'] as const,
};

/** The checkout's reference data of a store: shipping and payment methods, branches. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  shippingMethods: (storeKey: StoreKey) =>
    [...checkoutKeys.all, 'shipping-methods', storeKey] as const,
  paymentMethods: (storeKey: StoreKey) =>
    [...checkoutKeys.all, 'payment-methods', storeKey] as const,
  branches: (storeKey: StoreKey) => [...checkoutKeys.all, 'branches', storeKey] as const,
};

/** Roots of the carts and wishlists, which belong to a session as the customer does. */
export const cartKeys = {
  all: ['carts'] as const,
  /** The caller's active carts in a store, read in a page language (their locale follows it). */
  list: (storeKey: StoreKey, language: Language) =>
    [...cartKeys.all, 'list', storeKey, language] as const,
};
export const wishlistKeys = {
  all: ['wishlists'] as const,
  store: (storeKey: StoreKey) => [...wishlistKeys.all, storeKey] as const,
};
/** The review step's price quotes, one per cart version (any change to the cart ends a quote). */
export const quoteKeys = {
  all: ['quotes'] as const,
  cart: (cartId: string, version: number) => [...quoteKeys.all, cartId, version] as const,
};
/** The caller's orders. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
};

/** The caller's deposit in a store. */
export const depositKeys = {
  all: ['deposits'] as const,
  store: (storeKey: StoreKey) => [...depositKeys.all, storeKey] as const,
  /** Per valuation time too: a recalculation moves the chart's last point. */
  history: (storeKey: StoreKey, timespan: SnapshotTimespan, valuedAt: string) =>
    [...depositKeys.store(storeKey), 'history', timespan, valuedAt] as const,
};

/** The customer's limit orders, per store (each store has its own). */
export const limitOrderKeys = {
  all: ['limit-orders'] as const,
  list: (storeKey: StoreKey) => [...limitOrderKeys.all, storeKey, 'list'] as const,
  detail: (storeKey: StoreKey, limitOrderId: string) =>
    [...limitOrderKeys.all, storeKey, 'detail', limitOrderId] as const,
};

/** The customer's price and availability alerts, per store. */
export const alertKeys = {
  all: ['alerts'] as const,
  price: (storeKey: StoreKey) => [...alertKeys.all, storeKey, 'price'] as const,
  availability: (storeKey: StoreKey) => [...alertKeys.all, storeKey, 'availability'] as const,
};

/** What belongs to a session and goes with it on sign-out (spec 4: carts, user and wishlist). */
export const sessionScopedKeys = [
  customerKeys.all,
  cartKeys.all,
  quoteKeys.all,
  wishlistKeys.all,
  orderKeys.all,
  depositKeys.all,
  limitOrderKeys.all,
  alertKeys.all,
] as const;

/**
 * Every price query starts with `priceKeys.all`: on RecalculationProcessFinished the shell
 * invalidates `priceKeys.all` and every metal, chart and product price refetches.
 */
export const priceKeys = {
  all: ['prices'] as const,
  metals: () => [...priceKeys.all, 'metals'] as const,
  snapshots: (query: MetalSnapshotsParams) =>
    [...priceKeys.all, 'snapshots', canonical(query)] as const,
  /** SKUs are deduplicated and sorted, so the same set in another order shares the entry. */
  products: (storeKey: StoreKey, skus: readonly string[]) =>
    [...priceKeys.all, 'products', storeKey, [...new Set(skus)].sort()] as const,
};

/** Milliseconds until the server's next recalculation: prices are fresh until then (spec 9). */
export function staleUntilNextRecalculation(nextRecalculationAt: string | undefined): number {
  if (!nextRecalculationAt) return 0;
  return Math.max(0, Date.parse(nextRecalculationAt) - Date.now());
}

/** A query without its unset fields, in key order: equal filters make equal keys. */
export function canonical<T extends object>(query: T): Partial<T> {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries) as Partial<T>;
}
