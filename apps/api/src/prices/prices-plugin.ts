import fp from 'fastify-plugin';
import type { MetalPricesResponse, PriceSocketMessage } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import {
  defaultFeedMaxAgeSeconds,
  defaultRecalcIntervalSeconds,
  type FeedOptions,
} from '../config';
import { seedPricesIfEmpty } from '../seed/prices';
import { createCurrentPrices, type TickerPrice } from './current-prices';
import { listenToPriceEvents, type PriceListener, type PriceVersion } from './events';
import { createHttpFeed } from './feed/http';
import { createSimulatedFeed } from './feed/simulated';
import type { SpotFeed } from './feed/spot-feed';
import {
  createRecalculation,
  type RecalculateOptions,
  type RecalculationResult,
} from './recalculation';
import { createScheduler } from './scheduling';

export interface PriceService {
  readonly feed: SpotFeed;
  readonly intervalSeconds: number;
  recalculate(options?: RecalculateOptions): Promise<RecalculationResult>;
  lastRecalculatedAt(): Date;
  nextRecalculationAt(): Date;
  /** The spot feed's own time of the last good quote the current prices come from. */
  feedUpdatedAt(): Date;
  /**
   * True when that quote is older than PRICE_FEED_MAX_AGE_SECONDS at `now`: orders are refused
   * (prices_stale) until the feed delivers again.
   */
  stale(now: Date): boolean;
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
  /** A new price socket's Hello: the recalculation the messages it gets next follow. */
  greeting(): Extract<PriceSocketMessage, { type: 'Hello' }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    prices: PriceService;
  }
}

export interface PricesPluginOptions {
  intervalSeconds: number;
  feed: FeedOptions | SpotFeed;
  /** Seconds after the feed's last good quote when prices are stale (default 900). */
  feedMaxAgeSeconds?: number;
  /** Seed the price policy and history when missing (default true). */
  seed?: boolean;
  now?: () => Date;
}

function createFeed(feed: FeedOptions | SpotFeed): SpotFeed {
  if ('next' in feed) return feed;
  return feed.kind === 'http' ? createHttpFeed({ url: feed.url }) : createSimulatedFeed(feed.seed);
}

/**
 * The prices: this instance's view of the current prices (current-prices.ts), the recalculation
 * that renews them (recalculation.ts), the events that tell every instance and the price socket
 * of a new one (events.ts), and the timer that starts the next (scheduling.ts).
 */
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

    const feedMaxAgeMs = (options.feedMaxAgeSeconds ?? defaultFeedMaxAgeSeconds) * 1000;
    const current = createCurrentPrices(nominalIntervalMs, feedMaxAgeMs);

    async function reload(): Promise<void> {
      const [lastAt, quotes, sheets, metalRows] = await Promise.all([
        repo.lastRecalculatedAt(),
        repo.quotes(),
        repo.sheets(),
        repo.metalPrices(),
      ]);
      current.show(
        lastAt ?? new Date(0),
        quotes?.quotedAt ?? new Date(0),
        sheets,
        metalRows as TickerPrice[],
      );
    }

    const recalculation = createRecalculation({
      connection,
      repo,
      feed,
      current,
      nominalIntervalMs,
      feedMaxAgeMs,
      now,
      log,
    });
    const { recalculate } = recalculation;

    /** Makes the view the prices committed at `at` (a Finished message). */
    async function showPricesOf(at: string): Promise<void> {
      const own = recalculation.shownWhenCommitted(at);
      if (own) await own;
      else if (current.at().toISOString() !== at) await reload();
    }

    /** Start-up, and after a lost LISTEN connection: computes prices if missing or stale, else re-reads them. */
    async function refresh(): Promise<void> {
      const result =
        (options.seed ?? true) ? await recalculate({ force: true, onlyIfOutdated: true }) : null;
      if (!result?.ran) await reload();
    }

    const scheduler = createScheduler({
      intervalSeconds,
      lastRecalculatedAt: current.at,
      recalculate,
      now,
      log,
    });

    const shownVersion = (): PriceVersion => ({
      lastRecalculatedAt: current.at().toISOString(),
      nextRecalculationAt: current.nextRecalculationAt().toISOString(),
    });

    const events = await listenToPriceEvents({
      connection,
      log,
      async showFinished(message) {
        await showPricesOf(message.lastRecalculatedAt).catch((error: unknown) =>
          log.error({ err: error }, 'Reloading prices failed'),
        );
        return { ...message, nextRecalculationAt: current.nextRecalculationAt().toISOString() };
      },
      afterFinished: () => scheduler.schedule(),
      async catchUp() {
        await refresh().catch((error: unknown) =>
          log.error({ err: error }, 'Refreshing prices after a reconnect failed'),
        );
        return shownVersion();
      },
    });

    // Prices exist before the first request (computed now if missing: first start, or a crash of
    // PostgreSQL emptied the UNLOGGED product_prices).
    await refresh();
    await events.settled();
    events.startFrom(shownVersion());

    const service: PriceService = {
      feed,
      intervalSeconds,
      recalculate,
      reload,
      lastRecalculatedAt: current.at,
      nextRecalculationAt: current.nextRecalculationAt,
      feedUpdatedAt: current.feedUpdatedAt,
      stale: current.stale,
      productPricesJson: current.productPricesJson,
      metalPrices: current.metalPrices,
      subscribe: events.subscribe,
      greeting: events.greeting,
    };
    fastify.decorate('prices', service);

    fastify.addHook('onReady', async () => {
      scheduler.schedule();
    });
    fastify.addHook('preClose', async () => {
      scheduler.close();
      await recalculation.settled();
      await events.settled();
      await events.unlisten().catch(() => undefined);
    });
  },
  { name: 'prices', dependencies: ['db', 'prices-repository'] },
);
