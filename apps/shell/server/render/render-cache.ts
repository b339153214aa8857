import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { matchRoute, type ShopRemoteName, type StoreKey } from '@shop/i18n';
import type { RenderVersions } from '@shop/api-client';
import { consentGroups, type ConsentChoice } from '@shop/app-state';
import { previewTokenOf } from '../content-preview';
import { sessionCookieSet } from '../session/cookies';

/** Pages of one customer: their HTML is never cached, and no shared cache may keep it. */
const personalRemotes: ReadonlySet<ShopRemoteName> = new Set(['checkout', 'account']);
const personalRouteIds: ReadonlySet<string> = new Set(['cart']);

export type CacheBypass = 'session' | 'personal' | 'method' | 'preview';

/**
 * Why a request must neither read nor fill the cache, or null when it may: anything carrying a
 * session cookie (its page may differ once the browser takes over, and it is one customer's), the
 * cart, checkout and account pages, a draft preview, and anything but GET and HEAD.
 */
export function renderCacheBypass(request: {
  method: string;
  url: string;
  cookieHeader: string | undefined;
}): CacheBypass | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'method';
  // A draft in the back-office's preview frame: for that editor alone, and for minutes.
  if (previewTokenOf(request.url)) return 'preview';
  for (const part of (request.cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && sessionCookieSet.has(part.slice(0, eq).trim())) return 'session';
  }
  const match = matchRoute(request.url.split('?')[0] ?? '/');
  if (
    match?.kind === 'page' &&
    (personalRemotes.has(match.route.remote) || personalRouteIds.has(match.route.id))
  )
    return 'personal';
  return null;
}

export interface RenderCacheKeyInput {
  /** Scheme and host: the head names the page's canonical URL with it. */
  origin: string;
  store: StoreKey;
  /** Path and query string. */
  url: string;
  consent: ConsentChoice | null;
  /** The price sheet and published content the page was rendered with (see `renderVersionOf`). */
  version: string;
}

/**
 * Everything the rendered HTML depends on for an anonymous visitor. Of the consent only the
 * groups count (banner or not, what may load), not when it was decided: one entry per choice,
 * not per visitor.
 */
export function renderCacheKey(input: RenderCacheKeyInput): string {
  const language = matchRoute(input.url.split('?')[0] ?? '/')?.language ?? '-';
  const consent = input.consent
    ? consentGroups.map((group) => (input.consent?.groups[group] ? '1' : '0')).join('')
    : 'none';
  return [input.origin, input.store, language, input.url, consent, input.version].join('\n');
}

export interface CachedPage {
  status: number;
  html: Buffer;
}

interface Entry extends CachedPage {
  storedAt: number;
  compressed: Map<string, Buffer>;
}

export interface RenderCacheOptions {
  /** Pages kept at most; the least recently used goes first. */
  maxEntries: number;
  /** Bytes of HTML kept at most. */
  maxBytes: number;
  /** How long a page is served: content changes reach visitors within this time. */
  ttlMs: number;
  now?: () => number;
}

export interface RenderCache {
  get(key: string): CachedPage | null;
  set(key: string, page: CachedPage): void;
  /** The stored page compressed as the client accepts it (compressed once per encoding). */
  encoded(key: string, encoding: 'br' | 'gzip'): Buffer | null;
  /** Drops every page: content was published, or prices were recalculated. */
  clear(): void;
  readonly size: number;
}

/** Rendered public pages in memory, least recently used first out, each for `ttlMs`. */
export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.html.length;
  };
  const live = (key: string): Entry | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() - entry.storedAt >= options.ttlMs) {
      remove(key);
      return null;
    }
    // Most recently used last: eviction takes the first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };
  return {
    get: (key) => live(key),
    set(key, page) {
      remove(key);
      if (page.html.length > options.maxBytes) return;
      entries.set(key, { ...page, storedAt: now(), compressed: new Map() });
      bytes += page.html.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    encoded(key, encoding) {
      const entry = live(key);
      if (!entry) return null;
      let body = entry.compressed.get(encoding);
      if (!body) {
        body =
          encoding === 'br'
            ? brotliCompressSync(entry.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(entry.html, { level: 6 });
        entry.compressed.set(encoding, body);
      }
      return body;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * What rendered pages are keyed on, from the API's `/versions`: the price sheet's
 * lastRecalculatedAt, the content version (it changes on every publish, unpublish and webhook)
 * and the catalogue's (on every staff change of a product the shop shows).
 * Null before the first recalculation: a page without prices is not worth keeping.
 */
export function renderVersionOf(versions: RenderVersions): string | null {
  if (versions.prices === null) return null;
  const version = `${versions.prices} ${versions.content}`;
  return versions.catalogue === undefined ? version : `${version} ${versions.catalogue}`;
}

/**
 * The current render version, asked of the API at most once per `ttlMs` (it answers from
 * memory), or at once after `forget`. It is part of the cache key, so a recalculation or a publish makes every page rendered
 * before it unreachable; null when the API does not answer, and then nothing is cached or served
 * from the cache.
 */
export function createRenderVersion(options: {
  fetchVersion: () => Promise<string | null>;
  ttlMs: number;
  now?: () => number;
}): (() => Promise<string | null>) & { forget: () => void } {
  const now = options.now ?? Date.now;
  let known: { version: string | null; at: number } | null = null;
  let pending: Promise<string | null> | null = null;
  const current = () => {
    if (known && now() - known.at < options.ttlMs) return Promise.resolve(known.version);
    pending ??= options
      .fetchVersion()
      .catch(() => null)
      .then((version) => {
        known = { version, at: now() };
        pending = null;
        return version;
      });
    return pending;
  };
  /**
   * Asks again at the next page: this edge carried a change the shop shows (a publish in the
   * content editor), so its next page must not wait out `ttlMs`. Other edges learn it at their
   * next ask, within `ttlMs`.
   */
  const forget = () => {
    known = null;
  };
  return Object.assign(current, { forget });
}
