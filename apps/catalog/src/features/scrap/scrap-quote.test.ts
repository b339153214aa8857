import type { ProductPricing } from '@shop/api-client';
import { parseGrams, scrapQuote } from './scrap-quote';

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

  it('gives no quote without prices or a whole weight from 1 gram', () => {
    expect(scrapQuote(undefined, 10)).toBeNull();
    expect(scrapQuote(pricing, 0)).toBeNull();
    expect(scrapQuote(pricing, parseGrams('2.5'))).toBeNull();
    expect(parseGrams(' 12 ')).toBe(12);
  });
});
