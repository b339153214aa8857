import {
  buildPath,
  getRoute,
  type Language,
  type RouteId,
  type RouteParams,
  type StoreHostMap,
  type StoreKey,
} from '@shop/i18n';

/**
 * The origin of a store's shop as customers open it: a SHOP_ORIGINS entry whose host is that
 * store's in STORE_HOSTS, else the store's first host on the scheme and port of the first shop
 * origin (http://de.localhost:3000), else the first shop origin.
 */
export function shopOrigin(store: StoreKey, shopOrigins: string[], hosts: StoreHostMap): string {
  const origins = shopOrigins.map((o) => new URL(o));
  const own = origins.find((url) => hosts[url.hostname.toLowerCase()] === store);
  if (own) return own.origin;
  const [first] = origins;
  if (!first) throw new Error('SHOP_ORIGINS names no origin');
  const host = Object.entries(hosts).find(([, key]) => key === store)?.[0];
  return host ? `${first.protocol}//${host}${first.port ? `:${first.port}` : ''}` : first.origin;
}

export interface ShopLinks {
  /** The store's shop origin; API files go through its edge (`/api/...`). */
  origin(store: StoreKey): string;
  /** A page of the shop by route id, with query and path parameters, in the store's origin. */
  page(
    store: StoreKey,
    language: Language,
    routeId: RouteId,
    query?: Record<string, string>,
    params?: RouteParams,
  ): string;
}

export function createShopLinks(shopOrigins: string[], hosts: StoreHostMap): ShopLinks {
  return {
    origin: (store) => shopOrigin(store, shopOrigins, hosts),
    page(store, language, routeId, query = {}, params = {}) {
      const path = buildPath(getRoute(routeId), language, params);
      const url = new URL(path, shopOrigin(store, shopOrigins, hosts));
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return url.toString();
    },
  };
}
