import type { ProductPricing } from '@shop/api-client';
import { scrapQuote } from './scrap-quote';

const pricing: ProductPricing = {
  sku: 'SCRAP-AU-585',
  prices: [
    { type: 'sell', centAmount: 6_512, currency: 'EUR', minQuantity: 1 },
    { type: 'sell', centAmount: 6_600, currency: 'EUR', minQuantity: 100 },
  ],
  taxRate: 0,
  dutyFree: false,
  taxClass: 'standard',
  spotValue: null,
};

describe('scrap quote', () => {
  it('prices grams at the tier the weight reaches, as the cart line will', () => {
    expect(scrapQuote(pricing, 10)).toBe(65_120);
    expect(scrapQuote(pricing, 100)).toBe(660_000);
  });

  it('prices tenths of a gram exactly, rounding the total once half-up', () => {
    // 12.5 g x 65.12 = 814.00; 12.3 g x 65.12 = 800.976; 0.5 g takes the first tier: 32.56.
    expect(scrapQuote(pricing, 12.5)).toBe(81_400);
    expect(scrapQuote(pricing, 12.3)).toBe(80_098);
    expect(scrapQuote(pricing, 0.5)).toBe(3_256);
    const odd = { ...pricing, prices: [{ ...pricing.prices[0]!, centAmount: 4_123 }] };
    expect(scrapQuote(odd, 12.5)).toBe(51_538);
  });

  it('gives no quote without prices or a weight', () => {
    expect(scrapQuote(undefined, 10)).toBeNull();
    expect(scrapQuote(pricing, 0)).toBeNull();
  });
});
