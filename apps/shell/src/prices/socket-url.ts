import { priceSocketPath } from '@shop/api-client';

/** The price socket on this page's own origin, through the edge's /api proxy. */
export function priceSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/api${priceSocketPath}`;
}
