import type { PriceType } from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import type { PricingData, ProductInput, TaxTable } from '../prices';
import { depositValueHistory, type DepositHistoryInput } from './history';
import type { DepositMovement } from './holdings';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
const noTax = Object.fromEntries(
  storeKeys.map((key) => [key, { investment_gold: 0, standard: 0 }]),
) as TaxTable;
const rule = { sku: null, categoryKey: null, form: null, maxFineWeightG: null, priority: 0 };
// The ticker's buy-back quote keeps 2 % of spot; the coin's buy-back price 3 %.
const pricing: PricingData = {
  rules: [
    { ...rule, quote: true, metal: 'gold', premiumBps: 100, spreadBps: 200 },
    { ...rule, quote: false, metal: 'gold', premiumBps: 400, spreadBps: 300 },
  ],
  tiers: [],
  taxRates: noTax,
};
const coin: ProductInput = {
  sku: 'GOLD-1OZ',
  form: 'coin',
  metal: 'gold',
  fineWeight: 1,
  fineWeightUnit: 'oz',
  categoryKeys: [],
  dutyFree: false,
  taxClass: 'investment_gold',
};
const movement = (
  transactionType: PriceType,
  quantity: number,
  at: Date,
  sku = coin.sku,
): DepositMovement => ({
  transactionType,
  orderedAt: at,
  at,
  sku,
  productId: sku,
  nameDe: sku,
  nameEn: sku,
  slugDe: null,
  slugEn: null,
  preciousMetal: 'gold',
  fineWeightG: 31.1035,
  quantity,
  unitCentAmount: 210_000,
});
/** The ticker's gold buy-back quote per ounce, EUR: spot 2,000.00 is quoted 1,960.00. */
const quote = (n: number, spotCents: number) => ({
  timestamp: day(n).toISOString(),
  centAmount: (spotCents * 98) / 100,
});

const input = (over: Partial<DepositHistoryInput> = {}): DepositHistoryInput => ({
  store: 'at',
  openedAt: day(1),
  movements: [movement('buy', 2, day(2))],
  products: new Map([[coin.sku, coin]]),
  pricing,
  metalHistory: new Map([
    ['gold', [quote(1, 200_000), quote(3, 250_000), quote(5, 300_000), quote(7, 310_000)]],
  ]),
  current: { valuedAt: day(7).toISOString(), centAmount: 601_397 },
  ...over,
});

describe('depositValueHistory', () => {
  it("values what was held at each time at the coin's own buy-back price then", () => {
    const points = depositValueHistory(input());
    expect(points.map((point) => [point.timestamp, point.centAmount])).toEqual([
      // Nothing held before the first order.
      [day(1).toISOString(), 0],
      // Spot 2,500.00 recovered from the quote; the coin's 3 % spread: 2,425.00 per unit.
      [day(3).toISOString(), 2 * 242_500],
      [day(5).toISOString(), 2 * 291_000],
      // The last point is the valuation shown, not recomputed from the rounded quote.
      [day(7).toISOString(), 601_397],
    ]);
  });

  it('follows sales and counts nothing before the opening', () => {
    const points = depositValueHistory(
      input({
        openedAt: day(2),
        movements: [movement('buy', 2, day(2)), movement('sell', 1, day(4))],
      }),
    );
    expect(points.map((point) => point.centAmount)).toEqual([2 * 242_500, 291_000, 601_397]);
  });

  it('holds at cost what has no buy-back price or no metal history', () => {
    const bar = { ...coin, sku: 'PLAIN', metal: null };
    const points = depositValueHistory(
      input({
        movements: [movement('buy', 1, day(2)), movement('buy', 1, day(2), 'PLAIN')],
        products: new Map([
          [coin.sku, coin],
          [bar.sku, bar],
        ]),
        metalHistory: new Map([['gold', [quote(3, 250_000)]]]),
      }),
    );
    expect(points.map((point) => point.centAmount)).toEqual([242_500 + 210_000, 601_397]);
  });
});
