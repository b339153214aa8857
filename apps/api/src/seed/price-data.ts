import type { Currency } from '@shop/i18n';
import type { PriceRule, PriceTier } from '../prices/engine';

/**
 * The shop's price policy as seed data (tables price_rules, price_tiers, list_prices; tax_rates
 * from prices/tax-classes.ts).
 * Amounts in basis points: 350 = 3.5 %. Changing prices means changing rows, not code.
 */

const rule = (r: Partial<PriceRule> & Pick<PriceRule, 'premiumBps' | 'spreadBps'>): PriceRule => ({
  quote: false,
  sku: null,
  categoryKey: null,
  metal: null,
  form: null,
  maxFineWeightG: null,
  priority: 0,
  ...r,
});

/** Weight-banded rules of one category: [max fine grams or null, premium, spread]. */
const bands = (
  categoryKey: string,
  metal: PriceRule['metal'],
  priority: number,
  rows: [number | null, number | null, number | null][],
) =>
  rows.map(([maxFineWeightG, premiumBps, spreadBps]) =>
    rule({ categoryKey, metal, priority, maxFineWeightG, premiumBps, spreadBps }),
  );

export const priceRuleSeed: PriceRule[] = [
  // The per-ounce ticker (GET /prices/metals): a 1 oz bar's buy and sell, without VAT.
  rule({ quote: true, metal: 'gold', premiumBps: 200, spreadBps: 150 }),
  rule({ quote: true, metal: 'silver', premiumBps: 1500, spreadBps: 800 }),
  rule({ quote: true, metal: 'platinum', premiumBps: 800, spreadBps: 500 }),
  rule({ quote: true, metal: 'palladium', premiumBps: 900, spreadBps: 600 }),

  // Fallbacks per metal for products no category rule covers.
  rule({ metal: 'gold', premiumBps: 500, spreadBps: 300 }),
  rule({ metal: 'silver', premiumBps: 2000, spreadBps: 1000 }),
  rule({ metal: 'platinum', premiumBps: 1000, spreadBps: 600 }),
  rule({ metal: 'palladium', premiumBps: 1100, spreadBps: 700 }),

  // Gold bars: +8 % for 1 g down to +1.5 % for 1 kg; buy-back -4 % small to -1.5 % large.
  ...bands('gold-bars', 'gold', 100, [
    [1, 800, 400],
    [2.5, 600, 400],
    [5, 450, 350],
    [10, 350, 300],
    [20, 300, 250],
    [31.11, 250, 200],
    [50, 220, 200],
    [100, 190, 150],
    [250, 170, 150],
    [null, 150, 150],
  ]),
  // Gold coins: +6 % for 1/10 oz and smaller, +3.5 % from 1 oz.
  ...bands('gold-coins', 'gold', 100, [
    [3.2, 600, 400],
    [7.8, 500, 300],
    [15.6, 450, 250],
    [null, 350, 200],
  ]),
  // Silver: +25 % small pieces to +15 % for kilos; buy-back -12 % to -8 %.
  ...bands('silver-bars', 'silver', 100, [
    [100, 2500, 1200],
    [500, 2000, 1000],
    [null, 1500, 800],
  ]),
  ...bands('silver-coins', 'silver', 100, [
    [31.11, 2200, 1000],
    [null, 1800, 900],
  ]),
  // Platinum and palladium: +12 % small to +8 % large.
  ...bands('platinum-palladium', 'platinum', 100, [
    [31.11, 1200, 700],
    [null, 800, 500],
  ]),
  ...bands('platinum-palladium', 'palladium', 100, [
    [31.11, 1200, 800],
    [null, 900, 600],
  ]),
  // Numismatics carry a collector premium; buy-back is nearer the metal value.
  rule({
    categoryKey: 'numismatics',
    metal: 'gold',
    priority: 200,
    premiumBps: 1800,
    spreadBps: 500,
  }),
  rule({
    categoryKey: 'numismatics',
    metal: 'silver',
    priority: 200,
    premiumBps: 4500,
    spreadBps: 1500,
  }),
  rule({ categoryKey: 'numismatics', priority: 190, premiumBps: 2500, spreadBps: 900 }),
  // Gift items: packaging and design.
  rule({
    categoryKey: 'gift-items',
    metal: 'gold',
    priority: 300,
    premiumBps: 2200,
    spreadBps: 600,
  }),
  rule({ categoryKey: 'gift-items', priority: 290, premiumBps: 6000, spreadBps: 1500 }),
  // Scrap: bought only; refining costs are in the spread.
  rule({
    categoryKey: 'scrap-metals',
    metal: 'gold',
    priority: 400,
    premiumBps: null,
    spreadBps: 900,
  }),
  rule({
    categoryKey: 'scrap-metals',
    metal: 'silver',
    priority: 400,
    premiumBps: null,
    spreadBps: 2000,
  }),
  rule({ categoryKey: 'scrap-metals', priority: 390, premiumBps: null, spreadBps: 1500 }),
];

/** 10+ pieces -0.5 pp, 25+ -1 pp; silver coins (tubes, monster boxes) more. */
export const priceTierSeed: PriceTier[] = [
  { categoryKey: null, minQuantity: 10, discountBps: 50 },
  { categoryKey: null, minQuantity: 25, discountBps: 100 },
  { categoryKey: 'silver-coins', minQuantity: 10, discountBps: 100 },
  { categoryKey: 'silver-coins', minQuantity: 25, discountBps: 200 },
  { categoryKey: 'silver-coins', minQuantity: 100, discountBps: 300 },
];

/** Net list prices of accessories in minor units: [EUR, CHF, USD]. */
const accessoryPrices: [RegExp, [number, number, number]][] = [
  [/^ACC-CAPS-/, [490, 490, 590]],
  [/^ACC-BOX-BARS-/, [2490, 2390, 2790]],
  [/^ACC-BOX-SILVER-/, [1990, 1890, 2290]],
  [/^ACC-TUBE-/, [390, 390, 450]],
  [/^ACC-GLOVES-/, [790, 790, 890]],
  [/^ACC-SCALE-/, [3990, 3890, 4490]],
  [/^ACC-LOUPE-/, [1490, 1450, 1690]],
  [/^ACC-CASE-/, [5990, 5790, 6790]],
];

export function listPricesOf(sku: string): Partial<Record<Currency, number>> | null {
  const hit = accessoryPrices.find(([pattern]) => pattern.test(sku));
  if (!hit) return null;
  const [EUR, CHF, USD] = hit[1];
  return { EUR, CHF, USD };
}
