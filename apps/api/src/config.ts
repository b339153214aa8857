import { defaultStoreHostMap, parseStoreHostMap } from '@shop/i18n';
import type { DatabaseOptions } from './db/client';
import { defaultDataDir } from './lib/paths';
import type { LoadSheddingOptions } from './plugins/load-shedding';
import { instanceIdFromEnv } from './health/readiness';

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseOptions;
  /** Path prefix under which browsers reach this API through the shop's edge proxy. */
  publicApiPrefix: string;
  logLevel: string;
  prices: PriceOptions;
  loadShedding: LoadSheddingOptions;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client (false: the socket's address). */
  trustProxy: TrustProxy;
  adminAttempts: AttemptLimit;
  /** This instance's name in /health and /health/ready (INSTANCE_ID). */
  instanceId: string;
  /**
   * SHUTDOWN_DRAIN_MS: how long after SIGTERM the instance keeps serving while its readiness says
   * 503, so the edges (which ask every 500 ms) send new calls elsewhere before it stops listening.
   */
  shutdownDrainMs: number;
}

/** Failed attempts one client address may make in a window before it is refused with 429. */
export interface AttemptLimit {
  maxFailures: number;
  windowSeconds: number;
}

export interface PriceOptions {
  /** Seconds between recalculations; 0 disables the timer (runs only when forced). */
  intervalSeconds: number;
  /** Token of POST /admin/prices/recalculate; unset means the route does not exist. */
  adminToken?: string;
  /** Origins whose pages may open the price socket. */
  allowedOrigins: string[];
  feed: FeedOptions;
  /**
   * Seconds after the feed's last good quote when prices count as stale: orders are refused, as a
   * dealer stops trading while the market is closed or the feed is down.
   */
  feedMaxAgeSeconds: number;
}

export type FeedOptions = { kind: 'simulated'; seed: number } | { kind: 'http'; url: string };

export const defaultRecalcIntervalSeconds = 180;
export const defaultFeedMaxAgeSeconds = 900;

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
    feedMaxAgeSeconds: integerFromEnv(
      env,
      'PRICE_FEED_MAX_AGE_SECONDS',
      defaultFeedMaxAgeSeconds,
      1,
    ),
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

function integerFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}: ${raw}`);
  return value;
}

/**
 * Database gate and event-loop limit. PGlite runs one query at a time, so two requests in flight
 * keep it busy; a pool serves as many as it has connections. The queue holds about what the
 * database finishes within the wait limit; everything beyond is refused at once.
 */
export function loadSheddingFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  database: DatabaseOptions = databaseFromEnv(env),
): LoadSheddingOptions {
  const defaultInFlight = database.kind === 'postgres' ? (database.poolSize ?? 10) : 2;
  const maxInFlight = integerFromEnv(env, 'DB_MAX_IN_FLIGHT', defaultInFlight, 1);
  const maxQueued = integerFromEnv(env, 'DB_MAX_QUEUED', 8 * maxInFlight, 0);
  // A fifth of a pool is kept for orders and sign-in; PGlite's two slots are too few to split,
  // there priority work only goes first in the line.
  const defaultReserved = maxInFlight >= 4 ? Math.floor(maxInFlight / 5) : 0;
  const reservedForPriority = integerFromEnv(env, 'DB_PRIORITY_RESERVED', defaultReserved, 0);
  if (reservedForPriority >= maxInFlight)
    throw new Error(
      `DB_PRIORITY_RESERVED must be below DB_MAX_IN_FLIGHT (${maxInFlight}), got ${reservedForPriority}`,
    );
  const maxWaitMs = integerFromEnv(env, 'DB_MAX_WAIT_MS', 2000, 1);
  return {
    database: {
      maxInFlight,
      maxQueued,
      maxWaitMs,
      reservedForPriority,
      maxQueuedPriority: integerFromEnv(env, 'DB_PRIORITY_MAX_QUEUED', maxQueued, 0),
      // Under a flood of searches an order's every round trip waits for the event loop: it
      // takes seconds, not milliseconds, and the orders behind it wait for their slots.
      maxWaitMsPriority: integerFromEnv(env, 'DB_PRIORITY_MAX_WAIT_MS', 5 * maxWaitMs, 1),
    },
    maxEventLoopDelayMs: integerFromEnv(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000, 0),
  };
}

/**
 * TRUST_PROXY: unset or `false` trusts nobody (the socket's address is the client); `true` trusts
 * every hop (only behind a proxy that overwrites the header); anything else is a comma list of
 * addresses or subnets (`loopback` when the shop's edge runs on the same machine).
 */
/**
 * Whose X-Forwarded-For the API believes for the client address of its abuse limits (Fastify's
 * trustProxy): by default only a proxy on this machine (the edge of `npm start`), `false` none,
 * `true` any (only behind a proxy that overwrites the header), a hop count, or addresses/CIDRs.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** Bounds of QUOTE_LOCK_SECONDS: issue 22 holds a quote for at most 3 minutes. */
export const quoteLockBounds = { min: 10, max: 180 } as const;

/**
 * QUOTE_LOCK_SECONDS (default 120): how long a review step's quote holds its prices. Refused at
 * start outside 10..180: shorter leaves no time to order, longer lets a customer sit on a price.
 */
export function quoteLockSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = integerFromEnv(env, 'QUOTE_LOCK_SECONDS', 120, quoteLockBounds.min);
  if (seconds > quoteLockBounds.max)
    throw new Error(`QUOTE_LOCK_SECONDS must be at most ${quoteLockBounds.max}: ${seconds}`);
  return seconds;
}

/**
 * COUPON_SELL_BACK_DAYS (default 30): for how many days after a purchase with a coupon the metal
 * bought cannot be sold back at more than it cost, so a coupon cannot be farmed (issue 22).
 */
export const couponSellBackDaysFromEnv = (env: NodeJS.ProcessEnv = process.env): number =>
  integerFromEnv(env, 'COUPON_SELL_BACK_DAYS', 30, 1);

/**
 * The dealer's own terms that no other part of the shop decides, named by the legal texts
 * (content/placeholders.ts): PAYMENT_DEADLINE_DAYS (default 7, 1..30), within how many days a
 * bank-transfer buy order must be paid before the dealer may cancel it; DEPOSIT_FEE_BASIS_POINTS
 * (default 50 = 0.5 % a year, 0..500), the yearly custody fee of the precious-metal deposit,
 * insurance included. Refused at start outside their bounds: the terms would promise them.
 */
export interface DealerTerms {
  paymentDeadlineDays: number;
  depositFeeBasisPoints: number;
}

export const dealerTermsBounds = {
  paymentDeadlineDays: { min: 1, max: 30 },
  depositFeeBasisPoints: { min: 0, max: 500 },
} as const;

export function dealerTermsFromEnv(env: NodeJS.ProcessEnv = process.env): DealerTerms {
  const bounded = (name: string, fallback: number, { min, max }: { min: number; max: number }) => {
    const value = integerFromEnv(env, name, fallback, min);
    if (value > max) throw new Error(`${name} must be at most ${max}: ${value}`);
    return value;
  };
  return {
    paymentDeadlineDays: bounded('PAYMENT_DEADLINE_DAYS', 7, dealerTermsBounds.paymentDeadlineDays),
    depositFeeBasisPoints: bounded(
      'DEPOSIT_FEE_BASIS_POINTS',
      50,
      dealerTermsBounds.depositFeeBasisPoints,
    ),
  };
}

export function adminAttemptsFromEnv(env: NodeJS.ProcessEnv = process.env): AttemptLimit {
  return {
    maxFailures: integerFromEnv(env, 'ADMIN_MAX_FAILED_ATTEMPTS', 10, 1),
    windowSeconds: integerFromEnv(env, 'ADMIN_ATTEMPT_WINDOW_SECONDS', 600, 1),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  const database = databaseFromEnv(env);
  return {
    host: env.API_HOST || '127.0.0.1',
    port,
    database,
    publicApiPrefix: publicApiPrefixFromEnv(env),
    logLevel: env.LOG_LEVEL || 'info',
    prices: priceOptionsFromEnv(env),
    loadShedding: loadSheddingFromEnv(env, database),
    trustProxy: trustProxyFromEnv(env),
    adminAttempts: adminAttemptsFromEnv(env),
    instanceId: instanceIdFromEnv(env),
    shutdownDrainMs: integerFromEnv(env, 'SHUTDOWN_DRAIN_MS', 1000, 0),
  };
}

export interface ContentOptions {
  editorToken?: string | undefined;
  webhookSecret?: string | undefined;
  previewSecret?: string | undefined;
  cacheSeconds: number;
}

/**
 * CONTENT_EDITOR_TOKEN, CONTENT_WEBHOOK_SECRET, CONTENT_PREVIEW_SECRET and CONTENT_CACHE_SECONDS
 * (default 10).
 */
export function contentOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ContentOptions {
  return {
    ...(env.CONTENT_EDITOR_TOKEN ? { editorToken: env.CONTENT_EDITOR_TOKEN } : {}),
    ...(env.CONTENT_WEBHOOK_SECRET ? { webhookSecret: env.CONTENT_WEBHOOK_SECRET } : {}),
    ...(env.CONTENT_PREVIEW_SECRET ? { previewSecret: env.CONTENT_PREVIEW_SECRET } : {}),
    cacheSeconds: integerFromEnv(env, 'CONTENT_CACHE_SECONDS', 10, 0),
  };
}
