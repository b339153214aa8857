import type { ProductPricing } from '@shop/api-client';
import {
  GRAMS_PER_TROY_OUNCE,
  fineWeightGrams,
  netAmount,
  premiumOverSpot,
  pricePerGram,
  priceTiers,
  taxNote,
  unitPrice,
} from './product-pricing';

const pricing: ProductPricing = {
  sku: 'PHI-G-1OZ',
  prices: [
    { type: 'sell', centAmount: 290_000, currency: 'EUR', minQuantity: 1 },
    { type: 'buy', centAmount: 305_000, currency: 'EUR', minQuantity: 10 },
    { type: 'buy', centAmount: 310_000, currency: 'EUR', minQuantity: 1 },
    { type: 'buy', centAmount: 302_500, currency: 'EUR', minQuantity: 50 },
  ],
  taxRate: 0,
  dutyFree: false,
  taxClass: 'investment_gold',
  spotValue: { centAmount: 300_000, currency: 'EUR' },
};

describe('product pricing', () => {
  it('orders tiers by quantity and finds the one a quantity reaches', () => {
    expect(priceTiers(pricing, 'buy').map((p) => p.minQuantity)).toEqual([1, 10, 50]);
    expect(unitPrice(pricing, 'buy')?.centAmount).toBe(310_000);
    expect(unitPrice(pricing, 'buy', 9)?.centAmount).toBe(310_000);
    expect(unitPrice(pricing, 'buy', 10)?.centAmount).toBe(305_000);
    expect(unitPrice(pricing, 'buy', 500)?.centAmount).toBe(302_500);
    expect(unitPrice(pricing, 'sell')?.centAmount).toBe(290_000);
    expect(unitPrice({ ...pricing, prices: [] }, 'buy')).toBeNull();
  });

  it('converts fine weights to grams', () => {
    const fields = {
      manufacturer: null,
      preciousMetal: 'gold' as const,
      series: null,
      yearsOfIssue: null,
    };
    expect(fineWeightGrams({ ...fields, fineWeight: 1, fineWeightUnit: 'oz' })).toBe(
      GRAMS_PER_TROY_OUNCE,
    );
    expect(fineWeightGrams({ ...fields, fineWeight: 1, fineWeightUnit: 'kg' })).toBe(1000);
    expect(fineWeightGrams({ ...fields, fineWeight: 2.5, fineWeightUnit: 'g' })).toBe(2.5);
    expect(fineWeightGrams({ ...fields, fineWeight: null, fineWeightUnit: null })).toBeNull();
  });

  it('prices a gram of fine metal to the nearest cent', () => {
    expect(pricePerGram(310_000, GRAMS_PER_TROY_OUNCE)).toBe(9967);
  });

  it('compares the price without VAT against the spot value', () => {
    expect(premiumOverSpot(pricing, unitPrice(pricing, 'buy')!)).toBeCloseTo(0.0333, 4);
    const silver = {
      ...pricing,
      taxRate: 2000,
      prices: [
        { type: 'buy' as const, centAmount: 4_200, currency: 'EUR' as const, minQuantity: 1 },
      ],
      spotValue: { centAmount: 3_000, currency: 'EUR' as const },
    };
    expect(netAmount(4_200, 2000)).toBe(3_500);
    expect(premiumOverSpot(silver, silver.prices[0]!)).toBeCloseTo(0.1667, 4);
    expect(premiumOverSpot({ ...pricing, spotValue: null }, pricing.prices[2]!)).toBeNull();
  });

  it('names what the price includes', () => {
    expect(taxNote(pricing)).toEqual({ kind: 'exemptGold' });
    expect(taxNote({ ...pricing, taxClass: 'standard' })).toEqual({ kind: 'exempt' });
    expect(taxNote({ ...pricing, taxClass: 'standard', taxRate: 2000 })).toEqual({
      kind: 'vat',
      rate: 0.2,
    });
    // The margin scheme's VAT is in the price but must not be shown: no rate, whatever the class.
    expect(taxNote({ ...pricing, taxClass: 'margin' })).toEqual({ kind: 'margin' });
    expect(taxNote({ ...pricing, taxRate: 2000, dutyFree: true })).toEqual({ kind: 'dutyFree' });
  });
});
