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

export interface EdgeConfig {
  host: string;
  port: number;
  /** The shell's webpack output (index.html, chunks, precompressed siblings). */
  distDir: string;
  apiUrl: string;
  remotes: RemoteManifests;
  storeHosts: StoreHostMap;
  inMaintenance: boolean;
  maintenanceRetryAfterSeconds: number;
  production: boolean;
  hsts: boolean;
  cspExtra: CspExtra;
  /** How long a content page's existence check may take before the page counts as missing. */
  contentCheckTimeoutMs: number;
  /** Trust X-Forwarded-* from a proxy in front (Host for the store, client IP for logs). */
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return false;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
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

function httpUrl(env: Env, name: string, fallback: string, { allowRelative = false } = {}): string {
  const value = env[name]?.trim() || fallback;
  if (allowRelative && value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${name} must be an absolute URL${allowRelative ? ' or a path' : ''}, got ${value}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be http(s), got ${value}`);
  return value;
}

/**
 * The bundle lives in dist-server/ next to dist/; in tests this file runs from server/, which
 * is a sibling of dist/ as well.
 */
const defaultDistDir = path.resolve(__dirname, '..', 'dist');

/** Reads the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: Env = process.env): EdgeConfig {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      httpUrl(env, remoteEnv[name], defaultRemoteManifests[name], { allowRelative: true }),
    ]),
  ) as RemoteManifests;
  const cspExtra: CspExtra = {};
  for (const [directive, name] of Object.entries(cspExtraDirectives) as Array<
    [CspExtraDirective, string]
  >) {
    const sources = parseCspSources(env[name], name);
    if (sources.length > 0) cspExtra[directive] = sources;
  }
  return {
    host: env.HOST?.trim() || '0.0.0.0',
    port: integer(env, 'PORT', 3000, 0, 65535),
    distDir: path.resolve(env.SHELL_DIST?.trim() || defaultDistDir),
    apiUrl: httpUrl(env, 'API_URL', 'http://127.0.0.1:4000'),
    remotes,
    storeHosts: env.STORE_HOSTS?.trim() ? parseStoreHostMap(env.STORE_HOSTS) : defaultStoreHostMap,
    inMaintenance: flag(env, 'IN_MAINTENANCE'),
    maintenanceRetryAfterSeconds: integer(env, 'MAINTENANCE_RETRY_AFTER', 3600, 0, 7 * 24 * 3600),
    production: env.NODE_ENV === 'production',
    hsts: flag(env, 'HSTS'),
    cspExtra,
    contentCheckTimeoutMs: integer(env, 'CONTENT_CHECK_TIMEOUT_MS', 3000, 1, 60_000),
    trustProxy: flag(env, 'TRUST_PROXY'),
  };
}
