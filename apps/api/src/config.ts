import { defaultStoreHostMap, parseStoreHostMap } from '@shop/i18n';
import type { DatabaseOptions } from './db/client';
import { defaultDataDir } from './lib/paths';

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseOptions;
  /** Path prefix under which browsers reach this API through the shop's edge proxy. */
  publicApiPrefix: string;
  logLevel: string;
  prices: PriceOptions;
}

export interface PriceOptions {
  /** Seconds between recalculations; 0 disables the timer (runs only when forced). */
  intervalSeconds: number;
  /** Token of POST /admin/prices/recalculate; unset means the route does not exist. */
  adminToken?: string;
  /** Origins whose pages may open the price socket. */
  allowedOrigins: string[];
  feed: FeedOptions;
}

export type FeedOptions = { kind: 'simulated'; seed: number } | { kind: 'http'; url: string };

export const defaultRecalcIntervalSeconds = 180;

/**
 * The shop's own origins: SHOP_ORIGINS (comma list, default http://localhost:3000) and, on the same
 * scheme and port, every host of the store map (STORE_HOSTS, default at.localhost ... us.localhost).
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const shop = (env.SHOP_ORIGINS || 'http://localhost:3000')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const hosts = Object.keys(
    env.STORE_HOSTS?.trim() ? parseStoreHostMap(env.STORE_HOSTS) : defaultStoreHostMap,
  );
  const origins = new Set<string>();
  for (const entry of shop) {
    const url = new URL(entry);
    origins.add(url.origin);
    for (const host of hosts)
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...origins];
}

export function priceOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PriceOptions {
  const interval = Number(env.PRICE_RECALC_INTERVAL_SECONDS ?? defaultRecalcIntervalSeconds);
  if (!Number.isFinite(interval) || interval < 0)
    throw new Error(
      `PRICE_RECALC_INTERVAL_SECONDS is not a number of seconds: ${env.PRICE_RECALC_INTERVAL_SECONDS}`,
    );
  const feedKind = env.SPOT_FEED || 'simulated';
  let feed: FeedOptions;
  if (feedKind === 'http') {
    if (!env.SPOT_FEED_URL) throw new Error('SPOT_FEED=http needs SPOT_FEED_URL');
    feed = { kind: 'http', url: env.SPOT_FEED_URL };
  } else if (feedKind === 'simulated') {
    feed = { kind: 'simulated', seed: Number(env.SPOT_FEED_SEED ?? 1) || 1 };
  } else throw new Error(`SPOT_FEED must be simulated or http, not ${feedKind}`);
  return {
    intervalSeconds: interval,
    ...(env.ADMIN_TOKEN ? { adminToken: env.ADMIN_TOKEN } : {}),
    allowedOrigins: allowedOriginsFromEnv(env),
    feed,
  };
}

export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.DATA_DIR || defaultDataDir() };
}

export function publicApiPrefixFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_API_PREFIX ?? '/api').replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  return {
    host: env.API_HOST || '127.0.0.1',
    port,
    database: databaseFromEnv(env),
    publicApiPrefix: publicApiPrefixFromEnv(env),
    logLevel: env.LOG_LEVEL || 'info',
    prices: priceOptionsFromEnv(env),
  };
}
