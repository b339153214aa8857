import { maxPriceSkus, type ProductPricesResponse } from './schemas/prices';

export interface ProductPriceBatcherOptions {
  /** Calls within this many milliseconds of each other share one request (spec 7: 50 ms). */
  delayMs?: number;
  /** A burst that never pauses is still sent after this long. */
  maxWaitMs?: number;
  /** SKUs per request; larger unions are split (the API accepts at most 100). */
  maxSkus?: number;
}

export interface ProductPriceBatcher {
  /** Prices of these SKUs, fetched together with every other load of the same debounce window. */
  load(skus: readonly string[]): Promise<ProductPricesResponse>;
}

interface Waiter {
  skus: readonly string[];
  resolve: (response: ProductPricesResponse) => void;
  reject: (error: unknown) => void;
}

/**
 * Batches price lookups (spec 7: GET /prices/products is batched with a 50 ms debounce): every
 * load made while the timer runs joins one request for the union of SKUs, and each caller gets
 * the response narrowed to its own SKUs. The timer restarts with every load, up to `maxWaitMs`.
 */
export function createProductPriceBatcher(
  fetchPrices: (skus: string[]) => Promise<ProductPricesResponse>,
  { delayMs = 50, maxWaitMs = 200, maxSkus = maxPriceSkus }: ProductPriceBatcherOptions = {},
): ProductPriceBatcher {
  let waiters: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAt = 0;

  async function fetchUnion(skus: string[]): Promise<ProductPricesResponse> {
    const chunks: string[][] = [];
    for (let i = 0; i < skus.length; i += maxSkus) chunks.push(skus.slice(i, i + maxSkus));
    const responses = await Promise.all(chunks.map((chunk) => fetchPrices(chunk)));
    const [first] = responses;
    if (!first) throw new Error('no SKUs to price');
    return { ...first, products: responses.flatMap((r) => r.products) };
  }

  function flush() {
    timer = undefined;
    const batch = waiters;
    waiters = [];
    const union = [...new Set(batch.flatMap((w) => w.skus))].sort();
    fetchUnion(union).then(
      (response) => {
        for (const waiter of batch) {
          const wanted = new Set(waiter.skus);
          waiter.resolve({
            ...response,
            products: response.products.filter((p) => wanted.has(p.sku)),
          });
        }
      },
      (error: unknown) => {
        for (const waiter of batch) waiter.reject(error);
      },
    );
  }

  return {
    load(skus) {
      return new Promise<ProductPricesResponse>((resolve, reject) => {
        if (skus.length === 0) {
          reject(new Error('load needs at least one SKU'));
          return;
        }
        const now = Date.now();
        if (waiters.length === 0) firstAt = now;
        waiters.push({ skus, resolve, reject });
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(flush, Math.max(0, Math.min(delayMs, firstAt + maxWaitMs - now)));
      });
    },
  };
}
