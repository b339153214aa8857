import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  PriceSocketMessageSchema,
  type MetalPricesResponse,
  type PriceSocketMessage,
} from '@shop/api-client';
import { storeKeys, stores, type StoreKey } from '@shop/i18n';
import * as v from 'valibot';
import { defaultRecalcIntervalSeconds, type FeedOptions } from '../../config';
import type { Database } from '../../db/client';
import { seedPricesIfEmpty } from '../../db/seed/prices';
import { preparePricing, priceMetals, priceProduct, type PriceSheet } from '../../prices/engine';
import { createHttpFeed } from '../../prices/feed/http';
import { createSimulatedFeed } from '../../prices/feed/simulated';
import type { SpotFeed } from '../../prices/feed/spot-feed';
import { initialLevels, metals, shockQuotes } from '../../prices/market';
import type { SheetRow } from './repositories/prices';

/** NOTIFY channel every API instance listens on; payloads are price socket messages. */
export const priceChannel = 'price_events';
/** Advisory lock key: one recalculation at a time across all instances on one database. */
const recalcLockKey = 7_245_002;

export interface RecalculateOptions {
  /** Run even if another instance has just recalculated (admin, tests); waits for the lock. */
  force?: boolean;
  /** Move every spot price by this fraction first (0.05 = +5 %). */
  shock?: number;
}

export interface RecalculationResult {
  ran: boolean;
  lastRecalculatedAt: Date | null;
  durationMs: number;
  /** Milliseconds per phase of a run that ran (feed, load, compute, write, commit). */
  phases?: Record<string, number>;
}

export type PriceListener = (message: PriceSocketMessage, json: string) => void;

export interface PriceService {
  readonly feed: SpotFeed;
  readonly intervalSeconds: number;
  recalculate(options?: RecalculateOptions): Promise<RecalculationResult>;
  lastRecalculatedAt(): Date;
  nextRecalculationAt(): Date;
  /**
   * GET /prices/products as a ready JSON string, served from this instance's memory, for a query answered before since the last recalculation, by its raw query string
   * (pages ask for the same SKU sets over and over); undefined when not cached.
   */
  cachedProductPricesJson(queryKey: string, now: Date): string | undefined;
  /** Remembers the products part of an answer under its raw query string until the next reload. */
  rememberProductPrices(
    queryKey: string,
    store: StoreKey,
    skus: readonly string[],
    now: Date,
  ): string;
  /** GET /prices/metals: the ticker as of the last recalculation. */
  metalPrices(now: Date): MetalPricesResponse;
  /** Re-reads prices from the database (after a NOTIFY or a lost connection). */
  reload(): Promise<void>;
  subscribe(listener: PriceListener): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    prices: PriceService;
  }
}

export interface PricesPluginOptions {
  intervalSeconds: number;
  feed: FeedOptions | SpotFeed;
  /** Seed the price policy and history when missing (default true). */
  seed?: boolean;
  now?: () => Date;
}

function createFeed(feed: FeedOptions | SpotFeed): SpotFeed {
  if ('next' in feed) return feed;
  return feed.kind === 'http' ? createHttpFeed({ url: feed.url }) : createSimulatedFeed(feed.seed);
}

/** One product's entry of GET /prices/products in one store, serialized once per recalculation. */
function productJson(row: SheetRow, store: StoreKey): string {
  const p = row.sheet[store];
  const currency = stores[store].currency;
  const prices = [
    ...p.buy.map(([minQuantity, centAmount]) => ({
      type: 'buy',
      centAmount,
      currency,
      minQuantity,
    })),
    ...(p.sell !== null ? [{ type: 'sell', centAmount: p.sell, currency, minQuantity: 1 }] : []),
  ];
  return JSON.stringify({
    sku: row.sku,
    prices,
    taxRate: p.taxRate,
    dutyFree: row.dutyFree,
    spotValue: p.spot === null ? null : { centAmount: p.spot, currency },
  });
}

export default fp<PricesPluginOptions>(
  async (fastify, options) => {
    const now = options.now ?? (() => new Date());
    const feed = createFeed(options.feed);
    const intervalSeconds = options.intervalSeconds;
    const nominalIntervalMs = (intervalSeconds || defaultRecalcIntervalSeconds) * 1000;
    const connection = fastify.dbConnection;
    const repo = fastify.pricesRepository;
    const log = fastify.log.child({ module: 'prices' });

    if (options.seed ?? true) {
      await connection.withStartupLock(async () => {
        if (await seedPricesIfEmpty(fastify.db, feed, now())) log.info('Seeded price data');
      });
    }

    // ---- in-memory view of the current prices, identical on every instance after each NOTIFY
    let last = new Date(0);
    let byStore = new Map<StoreKey, Map<string, string>>();
    /** Products parts of answers by raw query string; bounded, emptied on every reload. */
    const answers = new Map<string, string>();
    const maxAnswers = 2000;
    let tickerPrices = new Map<string, { currency: string; type: string; centAmount: number }[]>();

    async function reload(): Promise<void> {
      const [lastAt, sheets, metalRows] = await Promise.all([
        repo.lastRecalculatedAt(),
        repo.sheets(),
        repo.metalPrices(),
      ]);
      const next = new Map<StoreKey, Map<string, string>>();
      for (const store of storeKeys) {
        const map = new Map<string, string>();
        for (const row of sheets) map.set(row.sku, productJson(row, store));
        next.set(store, map);
      }
      byStore = next;
      answers.clear();
      tickerPrices = new Map(
        metals.map((m) => [
          m,
          metalRows
            .filter((r) => r.metal === m)
            .sort((a, b) => a.currency.localeCompare(b.currency) || a.type.localeCompare(b.type))
            .map((r) => ({ currency: r.currency, type: r.type, centAmount: r.centAmount })),
        ]),
      );
      last = lastAt ?? new Date(0);
    }

    // ---- events: every instance hears every NOTIFY, also its own
    const listeners = new Set<PriceListener>();
    const emit = (message: PriceSocketMessage) => {
      const json = JSON.stringify(message);
      for (const listener of listeners) listener(message, json);
    };
    let events: Promise<void> = Promise.resolve();
    const unlisten = await connection.listen(
      priceChannel,
      (payload) => {
        // Handled in order: a Finished reloads before it is relayed, so clients refetch new prices.
        events = events.then(async () => {
          let message: PriceSocketMessage;
          try {
            message = v.parse(PriceSocketMessageSchema, JSON.parse(payload));
          } catch {
            log.warn({ payload }, 'Ignoring a malformed price event');
            return;
          }
          if (message.type === 'RecalculationProcessFinished') {
            await reload().catch((error: unknown) =>
              log.error({ err: error }, 'Reloading prices failed'),
            );
            message = {
              ...message,
              nextRecalculationAt: new Date(last.getTime() + nominalIntervalMs).toISOString(),
            };
          }
          emit(message);
          if (message.type === 'RecalculationProcessFinished') schedule();
        });
      },
      () => void reload().catch(() => undefined),
    );

    const notify = (db: Database, message: PriceSocketMessage) =>
      db.execute(sql`select pg_notify(${priceChannel}, ${JSON.stringify(message)})`);

    // ---- the recalculation
    let running: Promise<RecalculationResult> | null = null;

    async function runRecalculation({
      force = false,
      shock,
    }: RecalculateOptions): Promise<RecalculationResult> {
      const started = performance.now();
      const phases: Record<string, number> = {};
      let mark = started;
      const lap = (name: string) => {
        const t = performance.now();
        phases[name] = t - mark;
        mark = t;
      };
      const skipped = async (): Promise<RecalculationResult> => ({
        ran: false,
        lastRecalculatedAt: await repo.lastRecalculatedAt(),
        durationMs: performance.now() - started,
      });
      // Fetch the next quotes before taking any lock: a slow provider must not hold the database.
      const previous = (await repo.quotes()) ?? { ...initialLevels, quotedAt: now() };
      const at = now();
      let quotes = previous;
      try {
        quotes = await feed.next(previous, at);
      } catch (error) {
        log.warn(
          { err: error, feed: feed.name },
          'Spot feed failed; recalculating with the last quotes',
        );
        quotes = { ...previous, quotedAt: at };
      }
      if (shock) quotes = shockQuotes(quotes, shock);
      lap('feed');

      return connection.withSession(async (session) => {
        const lock = force
          ? await session.execute(sql`select pg_advisory_lock(${recalcLockKey}) as ok`)
          : await session.execute(sql`select pg_try_advisory_lock(${recalcLockKey}) as ok`);
        const won = force || Boolean((lock as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok);
        if (!won) return skipped();
        try {
          if (!force) {
            const lastAt = await repo.lastRecalculatedAt(session);
            if (lastAt && at.getTime() - lastAt.getTime() < nominalIntervalMs * 0.9)
              return skipped();
          }
          await notify(session, {
            type: 'RecalculationProcessStarted',
            startedAt: at.toISOString(),
          });
          try {
            await session.transaction(async (tx) => {
              // One connection: queries in sequence (node-postgres does not pipeline).
              const data = await repo.pricingData(tx);
              const products = await repo.pricedProducts(tx);
              lap('load');
              const pricing = preparePricing(data, quotes);
              const sheets: { id: string; sheet: PriceSheet }[] = products.map((p) => ({
                id: p.id,
                sheet: priceProduct(p, pricing),
              }));
              const ticker = priceMetals(data.rules, pricing.spot);
              lap('compute');
              await repo.writeRecalculation(tx, at, quotes, sheets, ticker);
              // Delivered on commit, to every instance.
              await notify(tx, {
                type: 'RecalculationProcessFinished',
                lastRecalculatedAt: at.toISOString(),
                nextRecalculationAt: new Date(at.getTime() + nominalIntervalMs).toISOString(),
              });
              lap('write');
            });
            lap('commit');
          } catch (error) {
            // Clients waiting since Started must not wait forever: the old prices stay valid.
            const lastAt = (await repo.lastRecalculatedAt(session).catch(() => null)) ?? at;
            await notify(session, {
              type: 'RecalculationProcessFinished',
              lastRecalculatedAt: lastAt.toISOString(),
              nextRecalculationAt: new Date(lastAt.getTime() + nominalIntervalMs).toISOString(),
            }).catch(() => undefined);
            throw error;
          }
          return {
            ran: true,
            lastRecalculatedAt: at,
            durationMs: performance.now() - started,
            phases,
          };
        } finally {
          await session
            .execute(sql`select pg_advisory_unlock(${recalcLockKey})`)
            .catch(() => undefined);
        }
      });
    }

    function recalculate(opts: RecalculateOptions = {}): Promise<RecalculationResult> {
      // One run per instance at a time; a forced run queues behind a running one.
      const previous = running ?? Promise.resolve(null);
      const run = previous.catch(() => null).then(() => runRecalculation(opts));
      running = run;
      void run
        .finally(() => {
          if (running === run) running = null;
        })
        .catch(() => undefined);
      return run;
    }

    // ---- scheduler
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closing = false;
    function schedule(minDelayMs = 0) {
      if (!intervalSeconds || closing) return;
      if (timer) clearTimeout(timer);
      const due = last.getTime() + intervalSeconds * 1000 - now().getTime();
      timer = setTimeout(tick, Math.max(minDelayMs, due, 0));
      timer.unref?.();
    }
    function tick() {
      timer = undefined;
      recalculate().then(
        (result) => {
          if (!result.ran) schedule(1000);
        },
        (error: unknown) => {
          log.error({ err: error }, 'Price recalculation failed');
          schedule(10_000);
        },
      );
    }

    // First start: prices exist before the first request.
    if ((await repo.lastRecalculatedAt()) === null && (options.seed ?? true)) {
      await recalculate({ force: true });
    }
    await reload();
    await events;

    function productsPart(store: StoreKey, skus: readonly string[]): string {
      const map = byStore.get(store);
      const parts: string[] = [];
      for (const sku of skus) {
        const json = map?.get(sku);
        if (json) parts.push(json);
      }
      return `[${parts.join(',')}]`;
    }
    const envelope = (products: string, at: Date) =>
      `{"lastRecalculatedAt":"${last.toISOString()}","serverTimestamp":"${at.toISOString()}","nextRecalculationAt":"${new Date(last.getTime() + nominalIntervalMs).toISOString()}","products":${products}}`;

    const service: PriceService = {
      feed,
      intervalSeconds,
      recalculate,
      reload,
      lastRecalculatedAt: () => last,
      nextRecalculationAt: () => new Date(last.getTime() + nominalIntervalMs),
      cachedProductPricesJson(queryKey, at) {
        const part = answers.get(queryKey);
        return part === undefined ? undefined : envelope(part, at);
      },
      rememberProductPrices(queryKey, store, skus, at) {
        const part = productsPart(store, skus);
        if (answers.size >= maxAnswers) answers.clear();
        answers.set(queryKey, part);
        return envelope(part, at);
      },
      metalPrices(at) {
        const lastRecalculatedAt = last.toISOString();
        const nextRecalculationAt = new Date(last.getTime() + nominalIntervalMs).toISOString();
        const serverTimestamp = at.toISOString();
        return metals.map((name) => ({
          name,
          prices: (tickerPrices.get(name) ?? []) as MetalPricesResponse[number]['prices'],
          lastRecalculatedAt,
          serverTimestamp,
          nextRecalculationAt,
        }));
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    fastify.decorate('prices', service);

    fastify.addHook('onReady', async () => {
      schedule();
    });
    fastify.addHook('preClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      await events;
      await unlisten().catch(() => undefined);
    });
  },
  { name: 'prices', dependencies: ['db', 'prices-repository'] },
);
