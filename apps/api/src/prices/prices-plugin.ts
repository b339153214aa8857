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
import {
  preparePricing,
  priceMetals,
  priceProduct,
  type MetalQuotePrice,
  type StorePrices,
} from '../../prices/engine';
import { createHttpFeed } from '../../prices/feed/http';
import { createSimulatedFeed } from '../../prices/feed/simulated';
import type { SpotFeed } from '../../prices/feed/spot-feed';
import { initialLevels, metals, shockQuotes } from '../../prices/market';
import { storeTaxClass } from '../../prices/tax-classes';
import type { SheetRow } from './repositories/prices';

/** NOTIFY channel every API instance listens on; payloads are price socket messages. */
export const priceChannel = 'price_events';
/** Advisory lock key: one recalculation at a time across all instances on one database. */
const recalcLockKey = 7_245_002;
/** Products priced and stored per statement of a recalculation (see runRecalculation). */
const sliceSize = 2500;

export interface RecalculateOptions {
  /** Run even if another instance has just recalculated (admin, tests); waits for the lock. */
  force?: boolean;
  /** Move every spot price by this fraction first (0.05 = +5 %). */
  shock?: number;
  /** Run only when prices are missing (see PricesRepository.pricesMissing): start-up, reconnect. */
  onlyIfMissing?: boolean;
}

export interface RecalculationResult {
  ran: boolean;
  lastRecalculatedAt: Date | null;
  durationMs: number;
  /**
   * Milliseconds per phase of a run that ran: feed, load, price+write, commit (together
   * durationMs); engine, the pricing alone within price+write (it overlaps the database storing
   * earlier slices); view, building this instance's in-memory prices after the commit.
   */
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
   * GET /prices/products as ready UTF-8 JSON from this instance's memory: the envelope around the
   * pre-serialized entries of the known `skus`, in their order, each product once.
   */
  productPricesJson(store: StoreKey, skus: readonly string[], now: Date): Buffer;
  /** GET /prices/metals: the ticker as of the last recalculation. */
  metalPrices(now: Date): MetalPricesResponse;
  /** Re-reads prices from the database (after another instance's recalculation). */
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

/** One product's entry of GET /prices/products in one store. */
interface PriceEntry {
  /** Serialized once per recalculation (productJson). */
  json: Buffer;
  /** The number of the last answer that included this entry: a repeated SKU is answered once. */
  lastAnswer: number;
}

/** One product's entry of GET /prices/products in one store, as UTF-8 JSON. */
function productJson(row: SheetRow, p: StorePrices, store: StoreKey): Buffer {
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
  return Buffer.from(
    JSON.stringify({
      sku: row.sku,
      prices,
      taxRate: p.taxRate,
      dutyFree: row.dutyFree,
      taxClass: storeTaxClass(row.taxClass, store),
      spotValue: p.spot === null ? null : { centAmount: p.spot, currency },
    }),
  );
}

type TickerPrice = Pick<MetalQuotePrice, 'metal' | 'currency' | 'type' | 'centAmount'>;

/** What GET /prices/products and /prices/metals answer from: the prices of one recalculation. */
interface PriceView {
  at: Date;
  /** GET /prices/products around its entries: before and after serverTimestamp. */
  envelope: { head: Buffer; middle: Buffer };
  /** Per store: SKU -> the product's entry of GET /prices/products. */
  products: Map<StoreKey, Map<string, PriceEntry>>;
  ticker: Map<string, MetalPricesResponse[number]['prices']>;
}

function buildView(
  at: Date,
  nextAt: Date,
  rows: readonly SheetRow[],
  ticker: readonly TickerPrice[],
): PriceView {
  const products = new Map(storeKeys.map((k) => [k, new Map<string, PriceEntry>()]));
  for (const row of rows) {
    // The engine shares one StorePrices between neighbouring stores with the same currency and
    // VAT (at and de, ch and li): serialize those once.
    let previous: StorePrices | undefined;
    let entry: PriceEntry | undefined;
    for (const store of storeKeys) {
      const prices = row.sheet[store];
      if (prices !== previous || !entry)
        entry = { json: productJson(row, prices, store), lastAnswer: 0 };
      previous = prices;
      products.get(store)!.set(row.sku, entry);
    }
  }
  return {
    at,
    envelope: {
      head: Buffer.from(`{"lastRecalculatedAt":"${at.toISOString()}","serverTimestamp":"`),
      middle: Buffer.from(`","nextRecalculationAt":"${nextAt.toISOString()}","products":[`),
    },
    products,
    ticker: new Map(
      metals.map((m) => [
        m,
        ticker
          .filter((r) => r.metal === m)
          .sort((a, b) => a.currency.localeCompare(b.currency) || a.type.localeCompare(b.type))
          .map((r) => ({ currency: r.currency, type: r.type, centAmount: r.centAmount })),
      ]),
    ),
  };
}

const productsEnd = Buffer.from(']}');
const comma = 0x2c;

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
    const viewOf = (at: Date, rows: readonly SheetRow[], ticker: readonly TickerPrice[]) =>
      buildView(at, new Date(at.getTime() + nominalIntervalMs), rows, ticker);
    let view = viewOf(new Date(0), [], []);
    /**
     * The recalculation this instance is committing: it shows its prices from memory once committed
     * (`shown`), so its own Finished must not read them back; other instances reload.
     */
    let computed: { at: string; shown: Promise<void> } | null = null;

    async function reload(): Promise<void> {
      const [lastAt, sheets, metalRows] = await Promise.all([
        repo.lastRecalculatedAt(),
        repo.sheets(),
        repo.metalPrices(),
      ]);
      view = viewOf(lastAt ?? new Date(0), sheets, metalRows as TickerPrice[]);
    }

    /** Makes the view the prices committed at `at` (a Finished message). */
    async function showPricesOf(at: string): Promise<void> {
      if (computed?.at === at) await computed.shown;
      else if (view.at.toISOString() !== at) await reload();
    }

    /** Start-up, and after a lost LISTEN connection: computes prices if missing, else re-reads them. */
    async function refresh(): Promise<void> {
      const result =
        (options.seed ?? true) ? await recalculate({ force: true, onlyIfMissing: true }) : null;
      if (!result?.ran) await reload();
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
            await showPricesOf(message.lastRecalculatedAt).catch((error: unknown) =>
              log.error({ err: error }, 'Reloading prices failed'),
            );
            message = {
              ...message,
              nextRecalculationAt: new Date(view.at.getTime() + nominalIntervalMs).toISOString(),
            };
          }
          emit(message);
          if (message.type === 'RecalculationProcessFinished') schedule();
        });
      },
      () =>
        void refresh().catch((error: unknown) =>
          log.error({ err: error }, 'Refreshing prices after a reconnect failed'),
        ),
    );

    const notify = (db: Database, message: PriceSocketMessage) =>
      db.execute(sql`select pg_notify(${priceChannel}, ${JSON.stringify(message)})`);

    // ---- the recalculation
    let running: Promise<RecalculationResult> | null = null;

    async function runRecalculation({
      force = false,
      shock,
      onlyIfMissing = false,
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
      if (onlyIfMissing && !(await repo.pricesMissing())) return skipped();
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
          // Checked again under the lock: another instance may have just computed them.
          if (onlyIfMissing && !(await repo.pricesMissing(session))) return skipped();
          await notify(session, {
            type: 'RecalculationProcessStarted',
            startedAt: at.toISOString(),
          });
          let show = () => {};
          const own = { at: at.toISOString(), shown: new Promise<void>((r) => (show = r)) };
          try {
            // Read before the transaction, side by side on pooled connections (PostgreSQL): every
            // statement sees its own snapshot anyway, as it would inside a READ COMMITTED one.
            const [data, products] = await Promise.all([repo.pricingData(), repo.pricedProducts()]);
            lap('load');
            const pricing = preparePricing(data, quotes);
            const ticker = priceMetals(data.rules, pricing.spot);
            const rows: (SheetRow & { id: string })[] = [];
            let engineMs = 0;
            await session.transaction(async (tx) => {
              // Priced and stored in slices: the database stores one slice while the next one is
              // priced (two cores at once). One statement in flight at a time, as drivers require.
              let stored: Promise<void> = Promise.resolve();
              for (let start = 0; start < products.length; start += sliceSize) {
                const t = performance.now();
                const slice = products.slice(start, start + sliceSize).map((p) => ({
                  id: p.id,
                  sku: p.sku,
                  dutyFree: p.dutyFree,
                  taxClass: p.taxClass,
                  sheet: priceProduct(p, pricing),
                }));
                rows.push(...slice);
                engineMs += performance.now() - t;
                await stored;
                stored = repo.writeSheets(tx, slice);
                stored.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
                // Lets the driver send the statement before the next slice occupies the thread.
                await new Promise((resolve) => setImmediate(resolve));
              }
              await stored;
              await repo.writeRecalculation(tx, at, quotes, ticker);
              computed = own;
              // Delivered on commit, to every instance.
              await notify(tx, {
                type: 'RecalculationProcessFinished',
                lastRecalculatedAt: at.toISOString(),
                nextRecalculationAt: new Date(at.getTime() + nominalIntervalMs).toISOString(),
              });
              lap('price+write');
            });
            lap('commit');
            phases.engine = engineMs;
            const durationMs = performance.now() - started;
            // Shown from memory, not read back; the relay of Finished waits for it (showPricesOf).
            view = viewOf(at, rows, ticker);
            show();
            lap('view');
            return { ran: true, lastRecalculatedAt: at, durationMs, phases };
          } catch (error) {
            show();
            // Clients waiting since Started must not wait forever: the old prices stay valid.
            const lastAt = (await repo.lastRecalculatedAt(session).catch(() => null)) ?? at;
            await notify(session, {
              type: 'RecalculationProcessFinished',
              lastRecalculatedAt: lastAt.toISOString(),
              nextRecalculationAt: new Date(lastAt.getTime() + nominalIntervalMs).toISOString(),
            }).catch(() => undefined);
            throw error;
          } finally {
            if (computed === own) computed = null;
          }
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
      const due = view.at.getTime() + intervalSeconds * 1000 - now().getTime();
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

    // Prices exist before the first request (computed now if missing: first start, or a crash of
    // PostgreSQL emptied the UNLOGGED product_prices).
    await refresh();
    await events;

    let answers = 0;
    const service: PriceService = {
      feed,
      intervalSeconds,
      recalculate,
      reload,
      lastRecalculatedAt: () => view.at,
      nextRecalculationAt: () => new Date(view.at.getTime() + nominalIntervalMs),
      productPricesJson(store, skus, at) {
        const { envelope, products } = view;
        const entries = products.get(store)!;
        const serverTimestamp = at.toISOString();
        // Repeats are skipped by marking entries rather than deduplicating the list first: a Set
        // of 50 SKUs took about 3 µs of the 40 µs an answer costs the server.
        const answer = ++answers;
        const found: Buffer[] = [];
        let length =
          envelope.head.length +
          serverTimestamp.length +
          envelope.middle.length +
          productsEnd.length;
        for (const sku of skus) {
          const entry = entries.get(sku);
          if (entry === undefined || entry.lastAnswer === answer) continue;
          entry.lastAnswer = answer;
          found.push(entry.json);
          length += entry.json.length;
        }
        if (found.length) length += found.length - 1; // commas between entries
        // Filled with TypedArray#set: Buffer#copy checks its arguments again on every call.
        const body = Buffer.allocUnsafe(length);
        body.set(envelope.head);
        let offset = envelope.head.length;
        offset += body.write(serverTimestamp, offset, 'latin1');
        body.set(envelope.middle, offset);
        offset += envelope.middle.length;
        for (let i = 0; i < found.length; i++) {
          if (i) body[offset++] = comma;
          const json = found[i]!;
          body.set(json, offset);
          offset += json.length;
        }
        body.set(productsEnd, offset);
        return body;
      },
      metalPrices(at) {
        const lastRecalculatedAt = view.at.toISOString();
        const nextRecalculationAt = new Date(view.at.getTime() + nominalIntervalMs).toISOString();
        const serverTimestamp = at.toISOString();
        return metals.map((name) => ({
          name,
          prices: view.ticker.get(name) ?? [],
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
