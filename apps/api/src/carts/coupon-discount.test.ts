import {
  couponLineDiscounts,
  hasEligibleLine,
  isInvestmentBullion,
  type CouponTerms,
  type DiscountLine,
} from './coupon-discount';

const percent5: CouponTerms = {
  percentBps: 500,
  centAmount: null,
  includesInvestmentBullion: false,
};
const fixed20: CouponTerms = {
  percentBps: null,
  centAmount: 2_000,
  includesInvestmentBullion: false,
};
const withBullion = (coupon: CouponTerms): CouponTerms => ({
  ...coupon,
  includesInvestmentBullion: true,
});

/** A 500 g gold bar: 3,000 EUR spread per bar. */
const bar: DiscountLine = {
  unitCentAmount: 4_000_000,
  quantity: 8,
  sellUnitCentAmount: 3_700_000,
  bullion: true,
};
const gift: DiscountLine = {
  unitCentAmount: 10_000,
  quantity: 2,
  sellUnitCentAmount: null,
  bullion: false,
};

describe('isInvestmentBullion', () => {
  it('takes bars and coins of the four metals, nothing else', () => {
    expect(isInvestmentBullion({ form: 'bar', preciousMetal: 'gold' })).toBe(true);
    expect(isInvestmentBullion({ form: 'coin', preciousMetal: 'silver' })).toBe(true);
    expect(isInvestmentBullion({ form: 'coin', preciousMetal: 'palladium' })).toBe(true);
    expect(isInvestmentBullion({ form: 'bar', preciousMetal: 'platinum' })).toBe(true);
    expect(isInvestmentBullion({ form: 'gift', preciousMetal: 'gold' })).toBe(false);
    expect(isInvestmentBullion({ form: 'scrap', preciousMetal: 'gold' })).toBe(false);
    expect(isInvestmentBullion({ form: 'accessory', preciousMetal: null })).toBe(false);
    expect(isInvestmentBullion({ form: 'coin', preciousMetal: null })).toBe(false);
  });
});

describe('couponLineDiscounts', () => {
  it('leaves bullion out unless the coupon includes it', () => {
    expect(couponLineDiscounts([bar], percent5)).toEqual({
      perLine: [0],
      total: 0,
      bullionLimited: true,
    });
    expect(hasEligibleLine([bar], percent5)).toBe(false);
    expect(couponLineDiscounts([bar, gift], percent5)).toEqual({
      perLine: [0, 1_000],
      total: 1_000,
      bullionLimited: true,
    });
    expect(couponLineDiscounts([gift], fixed20)).toEqual({
      perLine: [2_000],
      total: 2_000,
      bullionLimited: false,
    });
    expect(hasEligibleLine([], percent5)).toBe(false);
  });

  it('keeps an included bullion line one minor unit below its spread', () => {
    // 5 % of 320,000 EUR is 16,000 EUR; the spread of 8 bars is 24,000 EUR.
    expect(couponLineDiscounts([bar], withBullion(percent5)).perLine).toEqual([1_600_000]);
    const thin = { ...bar, sellUnitCentAmount: 3_900_000 };
    expect(couponLineDiscounts([thin], withBullion(percent5))).toEqual({
      perLine: [799_999],
      total: 799_999,
      bullionLimited: true,
    });
    const noBuyBack = { ...bar, quantity: 1, sellUnitCentAmount: null };
    expect(couponLineDiscounts([noBuyBack], withBullion(fixed20)).perLine).toEqual([2_000]);
    const sellAboveBuy = { ...bar, sellUnitCentAmount: 4_100_000 };
    expect(couponLineDiscounts([sellAboveBuy], withBullion(percent5)).total).toBe(0);
  });

  it('spreads the discount by gross and gives rounding remainders to the first lines', () => {
    const a: DiscountLine = { ...gift, unitCentAmount: 101, quantity: 1 };
    const b: DiscountLine = { ...gift, unitCentAmount: 101, quantity: 1 };
    const c: DiscountLine = { ...gift, unitCentAmount: 101, quantity: 1 };
    const fixed100: CouponTerms = { ...fixed20, centAmount: 100 };
    expect(couponLineDiscounts([a, b, c], fixed100)).toEqual({
      perLine: [34, 33, 33],
      total: 100,
      bullionLimited: false,
    });
    // A fixed amount never exceeds the eligible goods.
    expect(couponLineDiscounts([a], { ...fixed20, centAmount: 500 }).total).toBe(101);
  });
});
