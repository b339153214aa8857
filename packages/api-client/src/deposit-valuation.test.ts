import { buyBackUnitPrice, percentOf, valueDeposit } from './deposit-valuation';
import type { ProductPricing } from './schemas/prices';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const pricing = (
  sku: string,
  sell: { centAmount: number; minQuantity: number }[],
): ProductPricing => ({
  sku,
  prices: [
    { type: 'buy', centAmount: 999_999, currency: 'EUR', minQuantity: 1 },
    ...sell.map((price) => ({ type: 'sell' as const, currency: 'EUR' as const, ...price })),
  ],
  taxRate: 0,
  dutyFree: false,
  taxClass: 'investment_gold',
  spotValue: null,
});
const position = (sku: string, quantity: number, cost: number) => ({
  sku,
  productId: sku,
  name: { de: sku, en: sku },
  slug: { de: sku, en: sku },
  preciousMetal: 'gold' as const,
  fineWeightGrams: 31.1,
  quantity,
  cost: eur(cost),
  firstOrderedAt: '2026-11-01T00:00:00.000Z',
});

describe('buyBackUnitPrice', () => {
  it('takes the sell tier the quantity reaches, never a buy price', () => {
    const tiers = pricing('G', [
      { centAmount: 240_000, minQuantity: 1 },
      { centAmount: 241_000, minQuantity: 10 },
    ]);
    expect(buyBackUnitPrice(tiers, 9)).toEqual(eur(240_000));
    expect(buyBackUnitPrice(tiers, 10)).toEqual(eur(241_000));
    expect(buyBackUnitPrice(pricing('A', []), 1)).toBeNull();
    expect(buyBackUnitPrice(undefined, 1)).toBeNull();
  });
});

describe('percentOf', () => {
  it('rounds to two decimals and has none without a base', () => {
    expect(percentOf(-20_000, 500_000)).toBe(-4);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(5, 0)).toBeNull();
  });
});

describe('valueDeposit', () => {
  it('values at the buy-back price, a product not bought back at cost, and sums the difference', () => {
    const prices = new Map([['G', pricing('G', [{ centAmount: 260_000, minQuantity: 1 }])]]);
    const deposit = valueDeposit(
      {
        id: 'd',
        depotNumber: 'AT-1000001',
        store: 'at',
        currency: 'EUR',
        openedAt: '2026-11-01T00:00:00.000Z',
        positions: [position('G', 2, 500_000), position('X', 1, 10_000)],
        incoming: [],
      },
      (sku) => prices.get(sku),
      '2026-11-23T15:00:00.000Z',
    );
    expect(deposit.positions.map((p) => [p.unitValue, p.value])).toEqual([
      [eur(260_000), eur(520_000)],
      [null, eur(10_000)],
    ]);
    expect(deposit).toMatchObject({
      openingValue: eur(510_000),
      currentValue: eur(530_000),
      difference: eur(20_000),
      differencePercent: 3.92,
      valuedAt: '2026-11-23T15:00:00.000Z',
    });
  });

  it('does not value a deposit with prices of another currency', () => {
    const chf = pricing('G', [{ centAmount: 250_000, minQuantity: 1 }]);
    chf.prices = chf.prices.map((price) => ({ ...price, currency: 'CHF' }));
    const deposit = valueDeposit(
      {
        id: 'd',
        depotNumber: 'AT-1000001',
        store: 'at',
        currency: 'EUR',
        openedAt: '2026-11-01T00:00:00.000Z',
        positions: [position('G', 1, 240_000)],
        incoming: [],
      },
      () => chf,
      '2026-11-23T15:00:00.000Z',
    );
    expect(deposit.currentValue).toEqual(eur(240_000));
    expect(deposit.differencePercent).toBe(0);
  });
});
