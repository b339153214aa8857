import { hostname } from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { dealerTermsFromEnv, loadConfig, quoteLockSecondsFromEnv } from './config';
import { defaultDataDir, findRepoRoot } from './lib/paths';

describe('configuration', () => {
  it('finds the monorepo root from the package, whatever the working directory', () => {
    const root = findRepoRoot();
    expect(existsSync(path.join(root, 'pnpm-workspace.yaml'))).toBe(true);
    expect(path.join(root, 'apps', 'api')).toBe(path.resolve(__dirname, '..'));
    expect(defaultDataDir()).toBe(path.join(root, '.data', 'pglite'));
  });

  it('defaults to PGlite in the repo data folder on 127.0.0.1:4000 with the /api prefix', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      database: { kind: 'pglite', dataDir: defaultDataDir() },
      publicApiPrefix: '/api',
      logLevel: 'info',
      prices: {
        intervalSeconds: 180,
        allowedOrigins: [
          'http://localhost:3000',
          'http://at.localhost:3000',
          'http://de.localhost:3000',
          'http://ch.localhost:3000',
          'http://li.localhost:3000',
          'http://us.localhost:3000',
        ],
        feed: { kind: 'simulated', seed: 1 },
        feedMaxAgeSeconds: 900,
      },
      loadShedding: {
        database: {
          maxInFlight: 2,
          maxQueued: 16,
          maxWaitMs: 2000,
          reservedForPriority: 0,
          maxQueuedPriority: 16,
          maxWaitMsPriority: 10_000,
        },
        maxEventLoopDelayMs: 1000,
      },
      trustProxy: 'loopback',
      adminAttempts: { maxFailures: 10, windowSeconds: 600 },
      // The host and the process: each instance on a machine answers /health with its own.
      instanceId: `${hostname()}-${process.pid}`,
      shutdownDrainMs: 1000,
    });
  });

  it('names the instance and its drain from the environment', () => {
    const config = loadConfig({ INSTANCE_ID: 'api-2', SHUTDOWN_DRAIN_MS: '0' });
    expect(config.instanceId).toBe('api-2');
    expect(config.shutdownDrainMs).toBe(0);
  });

  it('sizes the database gate by the pool on PostgreSQL and reads the limits', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db/shop' }).loadShedding.database).toEqual({
      maxInFlight: 10,
      maxQueued: 80,
      maxWaitMs: 2000,
      reservedForPriority: 2,
      maxQueuedPriority: 80,
      maxWaitMsPriority: 10_000,
    });
    expect(
      loadConfig({
        DB_MAX_IN_FLIGHT: '3',
        DB_MAX_QUEUED: '0',
        DB_MAX_WAIT_MS: '500',
        DB_PRIORITY_RESERVED: '1',
        DB_PRIORITY_MAX_QUEUED: '4',
        DB_PRIORITY_MAX_WAIT_MS: '3000',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        ADMIN_MAX_FAILED_ATTEMPTS: '3',
        ADMIN_ATTEMPT_WINDOW_SECONDS: '60',
      }),
    ).toMatchObject({
      loadShedding: {
        database: {
          maxInFlight: 3,
          maxQueued: 0,
          maxWaitMs: 500,
          reservedForPriority: 1,
          maxQueuedPriority: 4,
          maxWaitMsPriority: 3000,
        },
        maxEventLoopDelayMs: 0,
      },
      adminAttempts: { maxFailures: 3, windowSeconds: 60 },
    });
    expect(() => loadConfig({ DB_MAX_IN_FLIGHT: '0' })).toThrow(/DB_MAX_IN_FLIGHT/);
    expect(() => loadConfig({ DB_MAX_WAIT_MS: 'soon' })).toThrow(/DB_MAX_WAIT_MS/);
    // Ordinary work must keep at least one slot.
    expect(() => loadConfig({ DB_MAX_IN_FLIGHT: '2', DB_PRIORITY_RESERVED: '2' })).toThrow(
      /DB_PRIORITY_RESERVED/,
    );
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says whose', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set and honours the other variables', () => {
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://shop@db/shop',
        API_HOST: '0.0.0.0',
        API_PORT: '4100',
        PUBLIC_API_PREFIX: '/backend/',
        DATA_DIR: '/ignored',
        LOG_LEVEL: 'warn',
      }),
    ).toMatchObject({
      host: '0.0.0.0',
      port: 4100,
      database: { kind: 'postgres', url: 'postgres://shop@db/shop' },
      publicApiPrefix: '/backend',
      logLevel: 'warn',
    });
    expect(loadConfig({ DATA_DIR: '/tmp/shop-data' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/tmp/shop-data',
    });
  });

  it('reads the price settings: interval, admin token, shop origins with store hosts, feed', () => {
    const { prices } = loadConfig({
      PRICE_RECALC_INTERVAL_SECONDS: '0',
      ADMIN_TOKEN: 'secret',
      SHOP_ORIGINS: 'https://shop.example, http://localhost:3000',
      STORE_HOSTS: 'shop.example.at=at,shop.example.ch=ch',
      SPOT_FEED: 'http',
      SPOT_FEED_URL: 'https://feed.example/latest',
    });
    expect(prices).toEqual({
      intervalSeconds: 0,
      adminToken: 'secret',
      allowedOrigins: [
        'https://shop.example',
        'https://shop.example.at',
        'https://shop.example.ch',
        'http://localhost:3000',
        'http://shop.example.at:3000',
        'http://shop.example.ch:3000',
      ],
      feed: { kind: 'http', url: 'https://feed.example/latest' },
      feedMaxAgeSeconds: 900,
    });
    expect(loadConfig({ PRICE_FEED_MAX_AGE_SECONDS: '60' }).prices.feedMaxAgeSeconds).toBe(60);
    expect(() => loadConfig({ PRICE_FEED_MAX_AGE_SECONDS: '0' })).toThrow(
      'PRICE_FEED_MAX_AGE_SECONDS',
    );
    expect(() => loadConfig({ PRICE_RECALC_INTERVAL_SECONDS: 'soon' })).toThrow('PRICE_RECALC');
    expect(() => loadConfig({ SPOT_FEED: 'http' })).toThrow('SPOT_FEED_URL');
    expect(() => loadConfig({ SPOT_FEED: 'ticker' })).toThrow('SPOT_FEED');
  });

  it('holds quotes 120 s unless QUOTE_LOCK_SECONDS says 10 to 180, and refuses to start otherwise', async () => {
    expect(quoteLockSecondsFromEnv({})).toBe(120);
    expect(quoteLockSecondsFromEnv({ QUOTE_LOCK_SECONDS: '10' })).toBe(10);
    expect(quoteLockSecondsFromEnv({ QUOTE_LOCK_SECONDS: '180' })).toBe(180);
    expect(() => quoteLockSecondsFromEnv({ QUOTE_LOCK_SECONDS: '9' })).toThrow(
      'QUOTE_LOCK_SECONDS must be a whole number of at least 10',
    );
    expect(() => quoteLockSecondsFromEnv({ QUOTE_LOCK_SECONDS: '181' })).toThrow(
      'QUOTE_LOCK_SECONDS must be at most 180',
    );
    expect(() => quoteLockSecondsFromEnv({ QUOTE_LOCK_SECONDS: '2 min' })).toThrow(
      'QUOTE_LOCK_SECONDS',
    );
    process.env.QUOTE_LOCK_SECONDS = '300';
    try {
      await expect(buildApp({ database: { kind: 'pglite-memory' } })).rejects.toThrow(
        'QUOTE_LOCK_SECONDS must be at most 180',
      );
    } finally {
      delete process.env.QUOTE_LOCK_SECONDS;
    }
  });

  it('reads the payment deadline and the custody fee the terms promise, and refuses to start outside their bounds', async () => {
    expect(dealerTermsFromEnv({})).toEqual({ paymentDeadlineDays: 7, depositFeeBasisPoints: 50 });
    expect(
      dealerTermsFromEnv({ PAYMENT_DEADLINE_DAYS: '10', DEPOSIT_FEE_BASIS_POINTS: '0' }),
    ).toEqual({ paymentDeadlineDays: 10, depositFeeBasisPoints: 0 });
    expect(() => dealerTermsFromEnv({ PAYMENT_DEADLINE_DAYS: '0' })).toThrow(
      'PAYMENT_DEADLINE_DAYS must be a whole number of at least 1',
    );
    expect(() => dealerTermsFromEnv({ PAYMENT_DEADLINE_DAYS: '31' })).toThrow(
      'PAYMENT_DEADLINE_DAYS must be at most 30',
    );
    expect(() => dealerTermsFromEnv({ DEPOSIT_FEE_BASIS_POINTS: '0.5' })).toThrow(
      'DEPOSIT_FEE_BASIS_POINTS',
    );
    expect(() => dealerTermsFromEnv({ DEPOSIT_FEE_BASIS_POINTS: '501' })).toThrow(
      'DEPOSIT_FEE_BASIS_POINTS must be at most 500',
    );
    process.env.PAYMENT_DEADLINE_DAYS = 'seven';
    try {
      await expect(buildApp({ database: { kind: 'pglite-memory' } })).rejects.toThrow(
        'PAYMENT_DEADLINE_DAYS',
      );
    } finally {
      delete process.env.PAYMENT_DEADLINE_DAYS;
    }
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow('API_PORT');
  });
});
