import {
  defaultStoreHostMap,
  isStoreKey,
  resolveStoreKey,
  type StoreHostMap,
  type StoreKey,
} from '@shop/i18n';

export interface StoreConfig {
  store: StoreKey;
  hosts: StoreHostMap;
}

/**
 * The edge resolves the store from the Host header with its configured host map; without the
 * edge (a remote developed alone) the default map stands in.
 */
export async function fetchStoreConfig(): Promise<StoreConfig> {
  try {
    const response = await fetch('/store.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`store.json answered ${response.status}`);
    const body = (await response.json()) as { store?: unknown; hosts?: unknown };
    if (!isStoreKey(body.store) || typeof body.hosts !== 'object' || body.hosts === null) {
      throw new Error('store.json is malformed');
    }
    return { store: body.store, hosts: body.hosts as StoreHostMap };
  } catch (error) {
    console.error('Store config unavailable, resolving from the hostname', error);
    return { store: resolveStoreKey(window.location.hostname), hosts: defaultStoreHostMap };
  }
}

/** The origin that serves `store`, keeping this page's protocol and port. */
export function storeOrigin(store: StoreKey, hosts: StoreHostMap): string {
  const host = Object.entries(hosts).find(
    ([hostname, key]) => key === store && hostname !== 'localhost',
  )?.[0];
  const { protocol, port, hostname } = window.location;
  return `${protocol}//${host ?? hostname}${port ? `:${port}` : ''}`;
}
