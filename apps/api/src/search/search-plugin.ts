import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { ProductSearchQuery } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { searchCatalogue, type BuyPrices } from './search-catalogue';

/** NOTIFY channel of catalogue changes: triggers on the catalogue tables (migration 0003). */
export const catalogueChannel = 'catalogue_events';
/** After a failed rebuild (database away), the next attempt; the old index serves meanwhile. */
const retryMs = 5000;

export interface ProductSearch {
  /** GET /products/search as JSON text, from this instance's memory. */
  searchJson(query: ProductSearchQuery, store: StoreKey): string;
  /**
   * Resolves once this instance's index includes the next catalogue change it hears of (rejects
   * if reading it fails). Every instance hears every change and rebuilds moments after the commit.
   */
  nextChange(): Promise<void>;
  /** Resolves when the reads of the index and of the buy prices under way have ended. */
  settled(): Promise<void>;
  /**
   * A digest of the products the index holds: the same on every instance that holds the same
   * catalogue, so the edge can key rendered pages on it (GET /versions).
   */
  version(): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    productSearch: ProductSearch;
  }
}

/**
 * Runs `task` one at a time. A call while it runs queues one more run, which starts afterwards and
 * so reads whatever was committed before the call; further calls meanwhile share the queued run.
 */
function serially(task: () => Promise<void>) {
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  return {
    run(): Promise<void> {
      if (queued) return queued;
      const next = running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return task();
        });
      queued = next;
      running = next;
      return next;
    },
    /** Settles when the runs started so far have ended. */
    settled: () =>
      running.then(
        () => undefined,
        () => undefined,
      ),
  };
}

/**
 * Search from memory: every instance keeps an index of the whole catalogue (search/) and the buy
 * prices it filters and sorts by, so a search costs no database round trip (PGlite has one
 * connection, which orders and accounts need). The index is rebuilt when the catalogue changes
 * (NOTIFY from triggers, heard by every instance through the same LISTEN mechanism as prices), the
 * buy prices after every recalculation (the prices plugin's Finished event).
 */
export default fp(
  async (fastify) => {
    const repo = fastify.productsRepository;
    const log = fastify.log.child({ module: 'product-search' });
    let index: CatalogueIndex = buildCatalogueIndex({ categories: [], products: [] });
    let buyPrices: BuyPrices = new Map();
    let version = '';
    let closing = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const rebuild = serially(async () => {
      index = buildCatalogueIndex(await repo.catalogue());
      const digest = createHash('sha1');
      for (const product of index.products) digest.update(product.json);
      version = digest.digest('base64url').slice(0, 16);
    });
    const reloadPrices = serially(async () => {
      buyPrices = await repo.buyPrices();
    });

    type Waiter = { resolve: () => void; reject: (error: unknown) => void };
    let waiters: Waiter[] = [];
    function refreshIndex(waiting: Waiter[]) {
      rebuild.run().then(
        () => {
          for (const w of waiting) w.resolve();
        },
        (error: unknown) => {
          log.error({ err: error }, 'Rebuilding the search index failed');
          for (const w of waiting) w.reject(error);
          if (closing) return;
          retry = setTimeout(() => refreshIndex([]), retryMs);
          retry.unref?.();
        },
      );
    }
    function catalogueChanged() {
      if (closing) return;
      if (retry) clearTimeout(retry);
      retry = undefined;
      const waiting = waiters;
      waiters = [];
      refreshIndex(waiting);
    }
    function pricesChanged() {
      if (closing) return;
      // On failure the previous prices serve until the next recalculation's event.
      reloadPrices
        .run()
        .catch((error: unknown) =>
          log.error({ err: error }, 'Reloading the buy prices of search failed'),
        );
    }
    const settled = async () => {
      await Promise.all([rebuild.settled(), reloadPrices.settled()]);
    };

    const unlisten = await fastify.dbConnection.listen(catalogueChannel, catalogueChanged, () => {
      // Changes may have been missed while the connection was away.
      catalogueChanged();
      pricesChanged();
    });
    const unsubscribe = fastify.prices.subscribe((message) => {
      if (message.type === 'RecalculationProcessFinished') pricesChanged();
    });
    try {
      await Promise.all([rebuild.run(), reloadPrices.run()]);
    } catch (error) {
      unsubscribe();
      await unlisten().catch(() => undefined);
      throw error;
    }

    fastify.decorate('productSearch', {
      searchJson(query, store) {
        const { results, total, facets } = searchCatalogue(index, buyPrices, query, store);
        // The products are serialized once per rebuild; the rest is small.
        return (
          `{"results":[${results.map((p) => p.json).join(',')}],"total":${total},` +
          `"page":${query.page},"limit":${query.limit},"facets":${JSON.stringify(facets)}}`
        );
      },
      nextChange: () => new Promise<void>((resolve, reject) => waiters.push({ resolve, reject })),
      settled,
      version: () => version,
    } satisfies ProductSearch);

    fastify.addHook('preClose', async () => {
      closing = true;
      if (retry) clearTimeout(retry);
      unsubscribe();
      await unlisten().catch(() => undefined);
      await settled();
    });
  },
  { name: 'product-search', dependencies: ['db', 'products-repository', 'prices'] },
);
