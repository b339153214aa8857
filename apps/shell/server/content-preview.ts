import { contentPreviewParam } from '@shop/api-client';
import { storeKeys, type StoreHostMap, type StoreKey } from '@shop/i18n';

/*
 * The back-office's draft preview (issue 26, item 4): a shop page whose query carries a
 * `preview` token (the API signs one for one story, for minutes) shows that story's draft. Such
 * a page is never cached, never indexed, and may be framed by the back-office's origins alone;
 * the back-office reaches it through its own host's /content-preview, which sends the frame on to
 * the store's shop origin (the edge knows them, the back-office page does not).
 */

/** The back-office host's path that leads its preview frame to the store's shop page. */
export const CONTENT_PREVIEW_PATH = '/content-preview';

/** The preview token of a page request, or null when it is an ordinary one. */
export function previewTokenOf(url: string): string | null {
  const query = url.indexOf('?');
  if (query === -1) return null;
  const token = new URLSearchParams(url.slice(query + 1)).get(contentPreviewParam);
  return token ? token : null;
}

/** The back-office's origins: each shop origin's scheme and port with the back-office host. */
export function backofficeOrigins(
  shopOrigins: readonly string[],
  backofficeHost: string,
): string[] {
  const origins = new Set<string>();
  for (const origin of shopOrigins) {
    const url = new URL(origin);
    url.hostname = backofficeHost;
    origins.add(url.origin);
  }
  return [...origins];
}

/**
 * The shop's headers for a preview page: framed by the back-office only (the CSP's
 * frame-ancestors; X-Frame-Options cannot name another origin, so it goes), kept by no cache
 * and no search engine.
 */
export function previewHeaders(
  headers: Readonly<Record<string, string>>,
  frameAncestors: readonly string[],
): Record<string, string> {
  const { 'x-frame-options': _dropped, ...rest } = headers;
  const csp = (rest['content-security-policy'] ?? '')
    .split('; ')
    .filter((directive) => directive !== '' && !directive.startsWith('frame-ancestors '))
    .concat(`frame-ancestors ${frameAncestors.join(' ')}`)
    .join('; ');
  return {
    ...rest,
    'content-security-policy': csp,
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex, nofollow',
  };
}

/** The shop origin of each store: the origin of the first host that serves it. */
export function storeOrigins(
  storeHosts: StoreHostMap,
  hostOrigins: ReadonlyMap<string, string>,
): Map<StoreKey, string> {
  const origins = new Map<StoreKey, string>();
  for (const [host, store] of Object.entries(storeHosts)) {
    const origin = hostOrigins.get(host);
    if (origin && !origins.has(store)) origins.set(store, origin);
  }
  return origins;
}

/**
 * Where `/content-preview?store=at&url=/…?preview=…` sends the frame: the store's shop origin
 * and that path. Null for anything else (an unknown store, a URL that is not a path of the shop
 * with a preview token), so it never sends anyone elsewhere.
 */
export function previewLocation(
  query: Record<string, unknown>,
  origins: ReadonlyMap<StoreKey, string>,
): string | null {
  const { store, url } = query;
  if (typeof store !== 'string' || !(storeKeys as readonly string[]).includes(store)) return null;
  if (typeof url !== 'string' || !/^\/(?![/\\])[^\s]*$/.test(url) || !previewTokenOf(url))
    return null;
  const origin = origins.get(store as StoreKey);
  return origin ? `${origin}${url}` : null;
}

/** A change in the content editor that the shop may show at once (not a read, not a draft save). */
export function isContentChange(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  return /^\/api\/staff\/content\/stories\/[^/]+(\/(publish|unpublish|move))?$/.test(path);
}
