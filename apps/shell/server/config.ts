import { isIP } from 'node:net';
import path from 'node:path';
import { defaultStoreHostMap, parseStoreHostMap, type StoreHostMap } from '@shop/i18n';
import {
  defaultRemoteManifests,
  remoteEnv,
  remoteNames,
  type RemoteManifests,
} from './remotes-config';
import {
  cspExtraDirectives,
  parseCspSources,
  type CspExtra,
  type CspExtraDirective,
} from './security-headers';
import { hostnameOf } from './served-hosts';

export interface EdgeConfig {
  host: string;
  port: number;
  /** The shell's webpack output (index.html, chunks, precompressed siblings). */
  distDir: string;
  /** The API instances (API_URLS, else API_URL): calls and price sockets go to those up. */
  apiUrls: [string, ...string[]];
  /** The first of them: the base URL the edge's own API clients are built on (same path on all). */
  apiUrl: string;
  /** How often each API instance's readiness is asked when there are several (0: never). */
  apiHealthIntervalMs: number;
  /**
   * SHUTDOWN_DRAIN_MS: how long after SIGTERM the edge keeps serving while /healthz/ready says
   * 503, so the load balancer in front sends new visitors elsewhere before it stops listening.
   */
  shutdownDrainMs: number;
  remotes: RemoteManifests;
  storeHosts: StoreHostMap;
  /** IN_MAINTENANCE: maintenance forced on, whatever the public setting says. */
  inMaintenance: boolean;
  /** How often the public setting inMaintenance is asked (MAINTENANCE_POLL_MS); 0: never. */
  maintenancePollMs: number;
  maintenanceRetryAfterSeconds: number;
  production: boolean;
  hsts: boolean;
  cspExtra: CspExtra;
  /** How long a content page's existence check may take before the page counts as missing. */
  contentCheckTimeoutMs: number;
  /**
   * Trust X-Forwarded-* (Host for the store, the client address, https for HSTS) from every peer
   * (true) or from the listed addresses and CIDR ranges only.
   */
  trustProxy: boolean | string[];
  /**
   * EDGE_SECRET: sent to the API (which then believes this edge's X-Forwarded-For) and to the
   * remotes' static servers (which give their server bundles only to the edge).
   */
  edgeSecret: string | undefined;
  /** The origins the shop is reached at: its page origins, from SHOP_ORIGINS and the store hosts. */
  shopOrigins: string[];
  /** The first of SHOP_ORIGINS: the origin of the shop's absolute URLs where a host has none. */
  primaryOrigin: string;
  /** The host names the shop is served at, each with the origin its absolute URLs name. */
  hostOrigins: ReadonlyMap<string, string>;
  /** Deadline for receiving a request, and for the API to start answering a proxied one. */
  requestTimeoutMs: number;
  /** How long the edge waits for a connection to the API before it answers 503. */
  apiConnectTimeoutMs: number;
  /** HTTP requests the edge works on at once; more are refused with 503. */
  maxConcurrentRequests: number;
  /** Of those, the places kept for priority calls (orders, sign-in): ordinary ones never take them. */
  reservedForPriority: number;
  /** Event-loop delay (mean over a second) above which requests are refused with 503; 0 = off. */
  maxEventLoopDelayMs: number;
  /** Open price sockets per client address, and in all. */
  maxSocketsPerClient: number;
  maxSockets: number;
  /** Render public pages on the edge (SSR, default true); false sends the empty document. */
  ssr: boolean;
  /** How long a page may gather remote modules and data before it streams what it has. */
  renderDeadlineMs: number;
  /** How often the edge asks whether a remote's server build changed. */
  remoteRevalidateMs: number;
  /** Rendered public pages kept for anonymous visitors (0: no render cache). */
  renderCacheEntries: number;
  /** How long a cached page is served: the delay with which published content shows. */
  renderCacheTtlMs: number;
  /** How long the session cookies live: as long as the API's refresh tokens. */
  sessionCookieMaxAgeSeconds: number;
  /**
   * The host name of the dealer's back-office (BACKOFFICE_HOST), on the shop's port: its own
   * page, its own CSP and staff cookie, and of the API only `/api/staff/…`.
   */
  backofficeHost: string;
  /** The back-office page's webpack output (the shell's second host build). */
  backofficeDistDir: string;
}

type Env = Record<string, string | undefined>;

const yes = ['true', '1', 'yes', 'on'];
const no = ['false', '0', 'no', 'off'];

function flag(env: Env, name: string): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return false;
  if (yes.includes(value)) return true;
  if (no.includes(value)) return false;
  throw new Error(`${name} must be true or false, got ${env[name]}`);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${raw}`);
  return value;
}

function parseHttpUrl(value: string, name: string, expected = 'an absolute URL'): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be ${expected}, got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be http(s), got ${value}`);
  return url;
}

function httpUrl(env: Env, name: string, fallback: string, { allowRelative = false } = {}): string {
  const value = env[name]?.trim() || fallback;
  if (allowRelative && value.startsWith('/') && !value.startsWith('//')) return value;
  parseHttpUrl(value, name, allowRelative ? 'an absolute URL or a path' : 'an absolute URL');
  return value;
}

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
  );
}

/**
 * TRUST_PROXY: a yes/no flag (yes trusts every peer), or a comma list of the proxies' addresses
 * and CIDR ranges whose X-Forwarded-* headers are believed.
 */
function trustProxy(env: Env): boolean | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || [...yes, ...no].includes(raw.toLowerCase())) return flag(env, 'TRUST_PROXY');
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid !== undefined)
    throw new Error(
      `TRUST_PROXY must be true, false or proxy addresses/CIDR ranges, got ${invalid}`,
    );
  return entries;
}

/** SHOP_ORIGINS (comma list, default http://localhost:PORT); the first is the primary origin. */
function listedShopOrigins(env: Env, port: number): [URL, ...URL[]] {
  const [first, ...rest] = (env.SHOP_ORIGINS?.trim() || `http://localhost:${port}`)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => parseHttpUrl(entry, 'SHOP_ORIGINS'));
  if (first === undefined)
    throw new Error(`SHOP_ORIGINS must name an origin, got ${env.SHOP_ORIGINS}`);
  return [first, ...rest];
}

/** The origin of `host` on the scheme and port of `url`. */
const originAt = (url: URL, host: string) =>
  new URL(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`).origin;

/**
 * SHOP_ORIGINS and, on the same scheme and port, every host of the store map: where the shop's
 * pages live. The API reads the same setting for its socket's Origin check, so one value
 * configures both.
 */
function shopOrigins(listed: readonly URL[], storeHosts: StoreHostMap): string[] {
  const origins = new Set<string>();
  for (const url of listed) {
    origins.add(url.origin);
    for (const host of Object.keys(storeHosts)) origins.add(originAt(url, host));
  }
  return [...origins];
}

/** The addresses tools on the machine itself ask the local shop at (Lighthouse, probes, curl). */
const loopbackHosts = ['127.0.0.1', '[::1]'];

/**
 * The hosts the shop is served at and the origin each one's absolute URLs name: SHOP_ORIGINS as
 * written, then the store hosts they leave out on the first one's scheme and port. Where the
 * shop is served at `localhost` (the local setup), the loopback addresses are that host too;
 * a shop that names only public hosts refuses them like any other.
 */
function hostOrigins(
  listed: readonly [URL, ...URL[]],
  storeHosts: StoreHostMap,
): Map<string, string> {
  const origins = new Map<string, string>();
  const add = (host: string, origin: string) => {
    if (!origins.has(host)) origins.set(host, origin);
  };
  for (const url of listed) add(url.hostname, url.origin);
  for (const host of Object.keys(storeHosts)) add(host, originAt(listed[0], host));
  const local = origins.get('localhost');
  if (local !== undefined) for (const host of loopbackHosts) add(host, local);
  return origins;
}

/**
 * The bundle lives in dist-server/ next to dist/; in tests this file runs from server/, which
 * is a sibling of dist/ as well.
 */
const defaultDistDir = path.resolve(__dirname, '..', 'dist');
const defaultBackofficeDistDir = path.resolve(__dirname, '..', 'dist-backoffice');

/**
 * BACKOFFICE_HOST: a host name (no scheme, no port: the back-office answers on the shop's port)
 * that no store and no shop origin uses, so that no shop page and the back-office share a host
 * and with it their cookies.
 */
function backofficeHost(env: Env, storeHosts: StoreHostMap, listed: readonly URL[]): string {
  const raw = env.BACKOFFICE_HOST?.trim() || 'backoffice.localhost';
  const name = hostnameOf(raw);
  if (name === null || raw.includes(':') || raw.endsWith('.'))
    throw new Error(`BACKOFFICE_HOST must be a host name without scheme or port, got ${raw}`);
  if (Object.hasOwn(storeHosts, name) || listed.some((url) => url.hostname === name))
    throw new Error(`BACKOFFICE_HOST must not be a host of the shop, got ${raw}`);
  return name;
}

/**
 * API_URLS (comma list) or API_URL: one base URL per API instance. Every one must have the same
 * path, as the edge's clients are built on the first and sent to whichever instance is up.
 */
function apiUrls(env: Env): [string, ...string[]] {
  const listed = env.API_URLS?.trim()
    ? env.API_URLS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [httpUrl(env, 'API_URL', 'http://127.0.0.1:4000')];
  const [first, ...rest] = listed.map((url) => {
    parseHttpUrl(url, 'API_URLS');
    return url.replace(/\/+$/, '');
  });
  if (first === undefined)
    throw new Error(`API_URLS must name an API instance, got ${env.API_URLS}`);
  const path = new URL(first).pathname;
  const other = rest.find((url) => new URL(url).pathname !== path);
  if (other !== undefined)
    throw new Error(`API_URLS must all have the same path, got ${first} and ${other}`);
  return [...new Set([first, ...rest])] as [string, ...string[]];
}

/** Reads the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: Env = process.env): EdgeConfig {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      httpUrl(env, remoteEnv[name], defaultRemoteManifests[name], { allowRelative: true }),
    ]),
  ) as RemoteManifests;
  const maxConcurrentRequests = integer(env, 'MAX_CONCURRENT_REQUESTS', 512, 1, 100_000);
  const cspExtra: CspExtra = {};
  for (const [directive, name] of Object.entries(cspExtraDirectives) as Array<
    [CspExtraDirective, string]
  >) {
    const sources = parseCspSources(env[name], name);
    if (sources.length > 0) cspExtra[directive] = sources;
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const storeHosts = env.STORE_HOSTS?.trim()
    ? parseStoreHostMap(env.STORE_HOSTS)
    : defaultStoreHostMap;
  const listedOrigins = listedShopOrigins(env, port);
  const apis = apiUrls(env);
  return {
    host: env.HOST?.trim() || '0.0.0.0',
    port,
    distDir: path.resolve(env.SHELL_DIST?.trim() || defaultDistDir),
    apiUrls: apis,
    apiUrl: apis[0],
    // A dead instance refuses at once; a hung one is out after interval + the check's 1 s deadline.
    apiHealthIntervalMs: integer(env, 'API_HEALTH_INTERVAL_MS', 500, 0, 1000),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0, 0, 120_000),
    remotes,
    storeHosts,
    inMaintenance: flag(env, 'IN_MAINTENANCE'),
    // At most 5 s: the issue's promise for switching maintenance in the back-office.
    maintenancePollMs: integer(env, 'MAINTENANCE_POLL_MS', 2000, 0, 5000),
    maintenanceRetryAfterSeconds: integer(env, 'MAINTENANCE_RETRY_AFTER', 3600, 0, 7 * 24 * 3600),
    production: env.NODE_ENV === 'production',
    hsts: flag(env, 'HSTS'),
    cspExtra,
    contentCheckTimeoutMs: integer(env, 'CONTENT_CHECK_TIMEOUT_MS', 3000, 1, 60_000),
    ssr: env.SSR?.trim() ? flag(env, 'SSR') : true,
    renderDeadlineMs: integer(env, 'RENDER_DEADLINE_MS', 2000, 50, 60_000),
    remoteRevalidateMs: integer(env, 'REMOTE_REVALIDATE_MS', 5000, 0, 3_600_000),
    renderCacheEntries: integer(env, 'RENDER_CACHE_ENTRIES', 500, 0, 100_000),
    renderCacheTtlMs: integer(env, 'RENDER_CACHE_TTL_MS', 10_000, 1, 3_600_000),
    // Browsers cap a cookie's life at 400 days.
    sessionCookieMaxAgeSeconds: integer(
      env,
      'SESSION_COOKIE_MAX_AGE',
      30 * 24 * 3600,
      60,
      400 * 24 * 3600,
    ),
    backofficeHost: backofficeHost(env, storeHosts, listedOrigins),
    backofficeDistDir: path.resolve(env.BACKOFFICE_DIST?.trim() || defaultBackofficeDistDir),
    trustProxy: trustProxy(env),
    edgeSecret: env.EDGE_SECRET?.trim() || undefined,
    shopOrigins: shopOrigins(listedOrigins, storeHosts),
    primaryOrigin: listedOrigins[0].origin,
    hostOrigins: hostOrigins(listedOrigins, storeHosts),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    apiConnectTimeoutMs: integer(env, 'API_CONNECT_TIMEOUT_MS', 3000, 100, 60_000),
    maxConcurrentRequests,
    reservedForPriority: integer(
      env,
      'PRIORITY_RESERVED_REQUESTS',
      Math.floor(maxConcurrentRequests / 8),
      0,
      maxConcurrentRequests - 1,
    ),
    maxEventLoopDelayMs: integer(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
    maxSocketsPerClient: integer(env, 'WS_MAX_PER_CLIENT', 20, 1, 10_000),
    maxSockets: integer(env, 'WS_MAX_SOCKETS', 10_000, 1, 1_000_000),
  };
}
