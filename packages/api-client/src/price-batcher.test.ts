import { createProductPriceBatcher } from './price-batcher';
import type { ProductPricesResponse } from './schemas/prices';

const response = (skus: string[]): ProductPricesResponse => ({
  lastRecalculatedAt: '2026-01-05T10:00:00.000Z',
  serverTimestamp: '2026-01-05T10:01:00.000Z',
  nextRecalculationAt: '2026-01-05T10:03:00.000Z',
  products: skus
    .filter((sku) => sku !== 'UNKNOWN')
    .map((sku) => ({
      sku,
      prices: [{ type: 'buy', centAmount: 100, currency: 'EUR', minQuantity: 1 }],
      taxRate: 0,
      dutyFree: false,
      taxClass: 'investment_gold',
      spotValue: null,
    })),
});

describe('product price batcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns loads within 50 ms into one request for the union and answers each with its own SKUs', async () => {
    const fetchPrices = jest.fn(async (skus: string[]) => response(skus));
    const batcher = createProductPriceBatcher(fetchPrices);
    const first = batcher.load(['B', 'A']);
    jest.advanceTimersByTime(30);
    const second = batcher.load(['C', 'A', 'UNKNOWN']);
    jest.advanceTimersByTime(49);
    expect(fetchPrices).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
    expect(fetchPrices).toHaveBeenCalledWith(['A', 'B', 'C', 'UNKNOWN']);
    expect((await first).products.map((p) => p.sku)).toEqual(['A', 'B']);
    expect((await second).products.map((p) => p.sku)).toEqual(['A', 'C']);

    // A later load starts a new batch.
    const third = batcher.load(['D']);
    jest.advanceTimersByTime(50);
    expect(fetchPrices).toHaveBeenCalledTimes(2);
    expect((await third).products.map((p) => p.sku)).toEqual(['D']);
  });

  it('sends a never-pausing burst after maxWaitMs and splits unions above 100 SKUs', async () => {
    const fetchPrices = jest.fn(async (skus: string[]) => response(skus));
    const batcher = createProductPriceBatcher(fetchPrices, { maxWaitMs: 200 });
    const loads: Promise<ProductPricesResponse>[] = [];
    for (let i = 0; i < 150; i++) {
      loads.push(batcher.load([`SKU-${String(i).padStart(3, '0')}`]));
      jest.advanceTimersByTime(1);
    }
    // 150 ms of loads 1 ms apart: still waiting; at 200 ms it must go.
    expect(fetchPrices).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(fetchPrices).toHaveBeenCalledTimes(2);
    expect(fetchPrices.mock.calls[0]![0]).toHaveLength(100);
    expect(fetchPrices.mock.calls[1]![0]).toHaveLength(50);
    const all = await Promise.all(loads);
    expect(all[149]!.products.map((p) => p.sku)).toEqual(['SKU-149']);
  });

  it('rejects every caller of a failed batch', async () => {
    const batcher = createProductPriceBatcher(async () => {
      throw new Error('down');
    });
    const a = batcher.load(['A']);
    const b = batcher.load(['B']);
    jest.advanceTimersByTime(50);
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    await expect(batcher.load([])).rejects.toThrow();
  });
});
