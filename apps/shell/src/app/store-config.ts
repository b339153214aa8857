import {
  defaultStoreHostMap,
  isStoreKey,
  parseStoreHostMap,
  resolveStoreKey,
  type StoreHostMap,
  type StoreKey,
} from '@shop/i18n';

function meta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

/** The edge writes the store it resolved from the Host header (and its host map) into index.html. */
export function readStoreHostMap(): StoreHostMap {
  const configured = meta('shop-store-hosts');
  return configured ? parseStoreHostMap(configured) : defaultStoreHostMap;
}

export function currentStoreKey(): StoreKey {
  const fromEdge = meta('shop-store');
  return isStoreKey(fromEdge) ? fromEdge : resolveStoreKey(window.location.hostname, readStoreHostMap());
}

/** The origin that serves `store`, keeping this page's protocol and port. */
export function storeOrigin(store: StoreKey, map: StoreHostMap = readStoreHostMap()): string {
  const host = Object.entries(map).find(([hostname, key]) => key === store && hostname !== 'localhost')?.[0];
  const { protocol, port } = window.location;
  return `${protocol}//${host ?? window.location.hostname}${port ? `:${port}` : ''}`;
}
