import { cartTotals, lineGross } from './totals';

describe('line totals', () => {
  it('multiplies whole pieces exactly', () => {
    expect(lineGross({ unitCentAmount: 4_123, quantity: 20 })).toBe(82_460);
  });

  it('prices scrap in tenths of a gram, rounded once half-up', () => {
    // 12.5 g at 41.23 per gram is 515.375: half a cent goes up.
    expect(lineGross({ unitCentAmount: 4_123, quantity: 12.5 })).toBe(51_538);
    // 12.3 g at 41.23 is 507.129 (12.3 x 4123 in floating point is 50712.899999...).
    expect(lineGross({ unitCentAmount: 4_123, quantity: 12.3 })).toBe(50_713);
    expect(lineGross({ unitCentAmount: 4_122, quantity: 0.1 })).toBe(412);
  });

  it('adds the rounded lines of a sell cart without rounding again', () => {
    const scrap = { unitCentAmount: 4_123, quantity: 12.5, taxRateBps: 0, isScrap: true };
    const coin = { unitCentAmount: 2_999, quantity: 2, taxRateBps: 0, isScrap: false };
    expect(cartTotals([scrap, coin])).toEqual({ gross: 57_536, net: 57_536, tax: 0 });
  });
});
