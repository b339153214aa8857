import type { Deposit, ProductPricesResponse } from '@shop/api-client';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });

/** A deposit of two Krugerrands that cost 5,000 EUR, worth 4,800 EUR at the buy-back price. */
export const sampleDeposit: Deposit = {
  id: 'd-1',
  depotNumber: 'AT-1000042',
  store: 'at',
  currency: 'EUR',
  openedAt: '2026-11-02T09:00:00.000Z',
  positions: [
    {
      sku: 'CGO-KRU-1OZ',
      productId: 'p1',
      name: { de: 'Krugerrand 1 Unze', en: 'Krugerrand 1 ounce' },
      slug: { de: 'krugerrand-1-unze', en: 'krugerrand-1-ounce' },
      preciousMetal: 'gold',
      fineWeightGrams: 31.1035,
      quantity: 2,
      cost: eur(500_000),
      unitValue: eur(240_000),
      value: eur(480_000),
      firstOrderedAt: '2026-11-03T10:00:00.000Z',
    },
  ],
  incoming: [],
  openingValue: eur(500_000),
  currentValue: eur(480_000),
  difference: eur(-20_000),
  differencePercent: -4,
  valuedAt: '2026-11-23T14:00:00.000Z',
};

export const emptyDeposit: Deposit = {
  ...sampleDeposit,
  positions: [],
  openingValue: eur(0),
  currentValue: eur(0),
  difference: eur(0),
  differencePercent: null,
};

/** The live prices after a recalculation: the Krugerrand is bought back at 2,600 EUR. */
export const risenPrices = (lastRecalculatedAt: string): ProductPricesResponse => ({
  lastRecalculatedAt,
  serverTimestamp: lastRecalculatedAt,
  nextRecalculationAt: '2099-01-01T00:00:00.000Z',
  products: [
    {
      sku: 'CGO-KRU-1OZ',
      prices: [
        { type: 'buy', centAmount: 270_000, currency: 'EUR', minQuantity: 1 },
        { type: 'sell', centAmount: 260_000, currency: 'EUR', minQuantity: 1 },
      ],
      taxRate: 0,
      dutyFree: false,
      taxClass: 'investment_gold',
      spotValue: eur(265_000),
    },
  ],
});

/** The sample deposit with a Maple Leaf bought into it, its order not paid yet. */
export const depositWithIncoming: Deposit = {
  ...sampleDeposit,
  incoming: [
    {
      sku: 'CGO-MPL-1OZ',
      productId: 'p2',
      name: { de: 'Maple Leaf 1 Unze', en: 'Maple Leaf 1 ounce' },
      slug: { de: 'maple-leaf-1-unze', en: 'maple-leaf-1-ounce' },
      quantity: 3,
      orderId: 'o-7',
      orderNumber: '2026-000007',
      orderedAt: '2026-11-24T08:00:00.000Z',
    },
  ],
};
