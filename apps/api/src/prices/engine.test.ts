import type { PreciousMetal } from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import { priceRuleSeed, priceTierSeed } from '../seed/price-data';
import {
  preparePricing,
  priceMetals,
  priceProduct,
  resolveRule,
  orderRules,
  tiersFor,
  type PricingData,
  type ProductInput,
} from './engine';
import { initialLevels } from './market';
import { mulberry32 } from './prng';
import { decodeSheet, encodeSheet } from './sheet';
import { roundHalfUp, roundHalfUpFast } from './rounding';
import { taxRateTable } from './tax-classes';
import { gramsPerTroyOunce, toOunces } from './units';

const data: PricingData = { rules: priceRuleSeed, tiers: priceTierSeed, taxRates: taxRateTable };
/** Round numbers so expectations can be worked out by hand: gold $4000, EUR 0.9, CHF 0.8. */
const quotes = {
  spotUsdPerOz: { gold: 4000, silver: 50, platinum: 1500, palladium: 1000 },
  fxPerUsd: { USD: 1, EUR: 0.9, CHF: 0.8 },
};
const pricing = preparePricing(data, quotes);

const product = (p: Partial<ProductInput>): ProductInput => ({
  sku: 'TEST',
  form: 'coin',
  metal: 'gold',
  fineWeight: 1,
  fineWeightUnit: 'oz',
  categoryKeys: ['gold-coins'],
  dutyFree: false,
  taxClass: 'investment_gold',
  ...p,
});

describe('rounding (rounding.ts)', () => {
  it('rounds half up once', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3); // 2.5
    expect(roundHalfUp(149n, 100n)).toBe(1);
    expect(roundHalfUp(150n, 100n)).toBe(2);
    expect(roundHalfUp(0n, 7n)).toBe(0);
    expect(() => roundHalfUp(1n, 0n)).toThrow();
  });
});

describe('units', () => {
  it('converts g, oz and kg to exact troy-ounce fractions', () => {
    const oz = toOunces(1, 'oz');
    expect(Number(oz.num) / Number(oz.den)).toBe(1);
    // Weights carry four decimals: 31.1035 g.
    const g = toOunces(gramsPerTroyOunce, 'g');
    expect(Number(g.num) / Number(g.den)).toBeCloseTo(1, 5);
    const kg = toOunces(1, 'kg');
    expect(Number(kg.num) / Number(kg.den)).toBeCloseTo(32.1507466, 6);
  });

  it('prices 1 kg like 1000 g and 31.1034768 g like 1 oz', () => {
    const bar = (fineWeight: number, fineWeightUnit: 'g' | 'kg' | 'oz') =>
      priceProduct(
        product({ form: 'bar', categoryKeys: ['gold-bars'], fineWeight, fineWeightUnit }),
        pricing,
      ).at;
    expect(bar(1, 'kg')).toEqual(bar(1000, 'g'));
    expect(bar(1, 'oz').spot).toBe(bar(31.1034768, 'g').spot);
  });
});

describe('price engine', () => {
  it('prices a 1 oz gold coin: spot x (1 + premium), VAT-free investment gold, tiers and sell', () => {
    const sheet = priceProduct(product({}), pricing);
    // EUR spot 3600.00; coin premium 3.5 % -> 3726.00; 10+ 3 % -> 3708.00; 25+ 2.5 % -> 3690.00
    expect(sheet.at).toEqual({
      buy: [
        [1, 372_600],
        [10, 370_800],
        [25, 369_000],
      ],
      sell: 352_800, // -2 %
      taxRate: 0,
      spot: 360_000,
    });
    expect(sheet.de).toEqual(sheet.at);
    expect(sheet.ch.spot).toBe(320_000);
    expect(sheet.us.buy[0]).toEqual([1, 414_000]);
  });

  it('adds VAT per store on silver: 20 % AT, 19 % DE, 8.1 % CH/LI, none in the US', () => {
    const coin = product({ metal: 'silver', categoryKeys: ['silver-coins'], taxClass: 'standard' });
    const sheet = priceProduct(coin, pricing);
    // EUR spot 45.00; premium 22 % -> 54.90 net
    expect(sheet.at.buy[0]).toEqual([1, 6588]); // x 1.20
    expect(sheet.de.buy[0]).toEqual([1, 6533]); // 6533.1
    expect(sheet.ch.buy[0]).toEqual([1, 5275]); // 40.00 x 1.22 x 1.081 = 52.7528
    expect(sheet.li).toEqual(sheet.ch);
    expect(sheet.us.buy[0]).toEqual([1, 6100]);
    expect(sheet.at.taxRate).toBe(2000);
    expect(sheet.at.sell).toBe(4050); // -10 %, never VAT
    // Silver coins have their own tiers (10, 25, 100).
    expect(sheet.at.buy.map(([q]) => q)).toEqual([1, 10, 25, 100]);
  });

  it('taxes only the margin under the margin scheme and shows no VAT', () => {
    const coin = product({ metal: 'silver', categoryKeys: ['silver-coins'], taxClass: 'margin' });
    const sheet = priceProduct(coin, pricing);
    // EUR spot 45.00; premium 22 % = 9.90, plus 20 % VAT on it: 45.00 + 11.88
    expect(sheet.at.buy[0]).toEqual([1, 5688]);
    expect(sheet.de.buy[0]).toEqual([1, 5678]); // 45.00 + 9.90 x 1.19 = 56.781
    expect(sheet.ch.buy[0]).toEqual([1, 4951]); // 40.00 + 8.80 x 1.081 = 49.5128
    expect(sheet.us.buy[0]).toEqual([1, 6100]); // no VAT: as any other silver coin
    for (const store of storeKeys) expect(sheet[store].taxRate).toBe(0);
    expect(sheet.at.sell).toBe(4050);
    // Between no VAT (54.90) and VAT on the whole price (65.88).
    const standard = priceProduct({ ...coin, taxClass: 'standard' }, pricing);
    expect(sheet.at.buy[0]![1]).toBeLessThan(standard.at.buy[0]![1]);
    expect(sheet.at.buy[0]![1]).toBeGreaterThan(5490);
  });

  it('prices duty-free products without VAT', () => {
    const coin = product({ metal: 'silver', categoryKeys: ['silver-coins'], taxClass: 'standard' });
    const free = priceProduct({ ...coin, dutyFree: true }, pricing);
    expect(free.at.taxRate).toBe(0);
    expect(free.at.buy[0]).toEqual([1, 5490]);
  });

  it('charges small gold bars more than large ones (premium by weight band)', () => {
    const bar = (grams: number) =>
      priceProduct(
        product({
          form: 'bar',
          categoryKeys: ['gold-bars'],
          fineWeight: grams,
          fineWeightUnit: 'g',
        }),
        pricing,
      ).at;
    const perGram = (grams: number) => bar(grams).buy[0]![1] / grams;
    expect(perGram(1)).toBeGreaterThan(perGram(10));
    expect(perGram(10)).toBeGreaterThan(perGram(100));
    expect(perGram(100)).toBeGreaterThan(perGram(1000));
    expect(
      resolveRule(
        product({ form: 'bar', categoryKeys: ['gold-bars'], fineWeight: 1, fineWeightUnit: 'g' }),
        orderRules(data.rules),
      )?.premiumBps,
    ).toBe(800);
  });

  it('sells accessories at list price plus VAT and never buys them back', () => {
    const scale = product({
      sku: 'ACC-X',
      form: 'accessory',
      metal: null,
      fineWeight: null,
      fineWeightUnit: null,
      categoryKeys: ['accessories'],
      taxClass: 'standard',
      listPrices: { EUR: 3990, CHF: 3890, USD: 4490 },
    });
    const sheet = priceProduct(scale, pricing);
    expect(sheet.at).toEqual({ buy: [[1, 4788]], sell: null, taxRate: 2000, spot: null });
    expect(sheet.de.buy).toEqual([[1, 4748]]); // 47.481
    expect(sheet.ch.buy).toEqual([[1, 4205]]); // 42.0509
    expect(sheet.us.buy).toEqual([[1, 4490]]);
  });

  it('buys scrap per gram of material (fine content from the hallmark) and never sells it', () => {
    const scrap = product({
      sku: 'SCRAP-AU-585',
      form: 'scrap',
      fineWeight: 0.585,
      fineWeightUnit: 'g',
      categoryKeys: ['scrap-metals'],
    });
    const sheet = priceProduct(scrap, pricing);
    expect(sheet.at.buy).toEqual([]);
    // 3600 / 31.1034768 x 0.585 x 0.91 = 61.6153...
    expect(sheet.at.sell).toBe(6162);
  });

  it('prices the per-ounce ticker in every currency and side', () => {
    const ticker = priceMetals(data.rules, pricing.spot);
    expect(ticker).toHaveLength(4 * 3 * 2);
    expect(
      ticker.find((t) => t.metal === 'gold' && t.currency === 'EUR' && t.type === 'buy')
        ?.centAmount,
    ).toBe(367_200);
    expect(
      ticker.find((t) => t.metal === 'gold' && t.currency === 'USD' && t.type === 'sell')
        ?.centAmount,
    ).toBe(394_000);
  });

  it('uses the general tiers unless the category has its own, never decreasing the discount', () => {
    expect(tiersFor(product({}), data.tiers)).toEqual([
      [1, 0],
      [10, 50],
      [25, 100],
    ]);
    expect(
      tiersFor(product({}), [
        { categoryKey: null, minQuantity: 10, discountBps: 80 },
        { categoryKey: null, minQuantity: 25, discountBps: 20 },
      ]),
    ).toEqual([
      [1, 0],
      [10, 80],
      [25, 80],
    ]);
  });
});

describe('price engine properties (seeded random inputs)', () => {
  const random = mulberry32(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const metalsList: PreciousMetal[] = ['gold', 'silver', 'platinum', 'palladium'];
  const categories: Record<PreciousMetal, string[]> = {
    gold: ['gold-bars', 'gold-coins', 'numismatics', 'gift-items'],
    silver: ['silver-bars', 'silver-coins', 'numismatics', 'gift-items'],
    platinum: ['platinum-palladium'],
    palladium: ['platinum-palladium'],
  };

  const cases = Array.from({ length: 400 }, () => {
    const metal = pick(metalsList);
    const unit = pick(['g', 'oz', 'kg'] as const);
    const fineWeight =
      Math.round(
        (unit === 'kg'
          ? random() * 5
          : unit === 'oz'
            ? 0.05 + random() * 100
            : 0.5 + random() * 1000) * 10_000,
      ) / 10_000 || 1;
    const market = {
      spotUsdPerOz: {
        gold: 1000 + random() * 5000,
        silver: 10 + random() * 90,
        platinum: 500 + random() * 2000,
        palladium: 500 + random() * 2500,
      },
      fxPerUsd: { USD: 1, EUR: 0.7 + random() * 0.5, CHF: 0.6 + random() * 0.5 },
    };
    const input = product({
      metal,
      form: pick(['coin', 'bar'] as const),
      fineWeight,
      fineWeightUnit: unit,
      categoryKeys: [pick(categories[metal])],
      taxClass: metal === 'gold' ? 'investment_gold' : 'standard',
      dutyFree: random() < 0.2,
    });
    return { input, market };
  });

  it('buy is above sell, and more quantity never costs more per unit', () => {
    for (const { input, market } of cases) {
      const sheet = priceProduct(input, preparePricing(data, market));
      for (const store of storeKeys) {
        const p = sheet[store];
        expect(p.buy.length).toBeGreaterThan(0);
        expect(p.sell).not.toBeNull();
        expect(p.buy[0]![1]).toBeGreaterThan(p.sell!);
        for (let i = 1; i < p.buy.length; i++) {
          expect(p.buy[i]![0]).toBeGreaterThan(p.buy[i - 1]![0]);
          expect(p.buy[i]![1]).toBeLessThanOrEqual(p.buy[i - 1]![1]);
        }
      }
    }
  });

  it('rounds to within half a minor unit of the exact rational', () => {
    for (const { input, market } of cases) {
      const sheet = priceProduct(input, preparePricing(data, market));
      const rule = resolveRule(input, orderRules(data.rules))!;
      for (const store of storeKeys) {
        const currency = store === 'us' ? 'USD' : store === 'ch' || store === 'li' ? 'CHF' : 'EUR';
        const fx = Math.round((currency === 'USD' ? 1 : market.fxPerUsd[currency]) * 1e8) / 1e8;
        const spot = Math.round(market.spotUsdPerOz[input.metal!] * 1e6) / 1e6;
        const grams =
          input.fineWeight! *
          (input.fineWeightUnit === 'kg'
            ? 1000
            : input.fineWeightUnit === 'g'
              ? 1
              : gramsPerTroyOunce);
        const value = (spot * fx * grams * 100) / gramsPerTroyOunce;
        const tax = sheet[store].taxRate / 10_000;
        const exactBuy = value * (1 + rule.premiumBps! / 10_000) * (1 + tax);
        const exactSell = value * (1 - rule.spreadBps! / 10_000);
        // Floating point reference: allow its own tiny error on top of the half unit.
        expect(Math.abs(sheet[store].buy[0]![1] - exactBuy)).toBeLessThanOrEqual(
          0.5 + (1e-6 * exactBuy) / 1e6 + 1e-6,
        );
        expect(Math.abs(sheet[store].sell! - exactSell)).toBeLessThanOrEqual(0.5 + 1e-6);
      }
    }
  });

  it('keeps every amount an integer of minor units', () => {
    for (const { input, market } of cases.slice(0, 50)) {
      const sheet = priceProduct(input, preparePricing(data, market));
      for (const store of storeKeys) {
        for (const [, cents] of sheet[store].buy) expect(Number.isSafeInteger(cents)).toBe(true);
      }
    }
  });

  it('prices the ticker from realistic levels plausibly', () => {
    const ticker = priceMetals(data.rules, preparePricing(data, initialLevels).spot);
    const gold = ticker.find(
      (t) => t.metal === 'gold' && t.currency === 'USD' && t.type === 'buy',
    )!;
    expect(gold.centAmount).toBeGreaterThan(300_000);
  });
});

describe('fast rounding path', () => {
  it('gives exactly the BigInt result, also right at and around x.5', () => {
    const random = mulberry32(99);
    for (let i = 0; i < 20_000; i++) {
      const den = BigInt(1 + Math.floor(random() * 1e6));
      // Numerators near a half: k x den + den / 2 (+/- 1).
      const k = BigInt(Math.floor(random() * 1e7));
      const num = k * den + den / 2n + BigInt(Math.floor(random() * 3) - 1);
      const approx = Number(num) / Number(den);
      expect(roundHalfUpFast(approx, num, 1n, 1, den)).toBe(roundHalfUp(num, den));
    }
  });
});

describe('stored sheet format', () => {
  it('round-trips a sheet through the compact integer array', () => {
    const coin = priceProduct(
      product({ metal: 'silver', categoryKeys: ['silver-coins'], taxClass: 'standard' }),
      pricing,
    );
    expect(decodeSheet(encodeSheet(coin))).toEqual(coin);
    const scrap = priceProduct(
      product({
        form: 'scrap',
        fineWeight: 0.585,
        fineWeightUnit: 'g',
        categoryKeys: ['scrap-metals'],
      }),
      pricing,
    );
    expect(decodeSheet(encodeSheet(scrap))).toEqual(scrap);
    const accessory = priceProduct(
      product({
        metal: null,
        form: 'accessory',
        fineWeight: null,
        fineWeightUnit: null,
        categoryKeys: ['accessories'],
        taxClass: 'standard',
        listPrices: { EUR: 100, CHF: 100, USD: 100 },
      }),
      pricing,
    );
    expect(decodeSheet(encodeSheet(accessory))).toEqual(accessory);
  });
});
