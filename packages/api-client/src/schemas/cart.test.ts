import * as v from 'valibot';
import {
  addQuantities,
  formatGrams,
  gramsInputValue,
  parseGrams,
  SetLineItemBodySchema,
} from './cart';

describe('scrap weights to a tenth of a gram', () => {
  it('reads a weight with a decimal point or comma, and says why it refuses one', () => {
    expect(parseGrams(' 12 ')).toEqual({ grams: 12 });
    expect(parseGrams('12.5')).toEqual({ grams: 12.5 });
    expect(parseGrams('12,5')).toEqual({ grams: 12.5 });
    expect(parseGrams('12.50')).toEqual({ grams: 12.5 });
    expect(parseGrams('12.55')).toEqual({ problem: 'decimals' });
    expect(parseGrams('0')).toEqual({ problem: 'zero' });
    expect(parseGrams('0,0')).toEqual({ problem: 'zero' });
    expect(parseGrams('abc')).toEqual({ problem: 'format' });
    expect(parseGrams('12 g')).toEqual({ problem: 'format' });
    expect(parseGrams('-3')).toEqual({ problem: 'format' });
    expect(parseGrams('100000.1')).toEqual({ problem: 'tooHigh' });
  });

  it('writes a weight as the locale does, and as a field value without grouping', () => {
    expect(formatGrams(12.5, 'de-AT')).toBe('12,5');
    expect(formatGrams(12.5, 'en-GB')).toBe('12.5');
    expect(formatGrams(20, 'de-AT')).toBe('20');
    expect(gramsInputValue(1000.5, 'de-DE')).toBe('1000,5');
  });

  it('adds and takes off tenths exactly', () => {
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
    expect(addQuantities(12.8, -0.3)).toBe(12.5);
  });

  it('takes one decimal place in a line-item body, and no more', () => {
    const body = (quantity: number) =>
      v.safeParse(SetLineItemBodySchema, { sku: 'SCRAP-AU-585', quantity });
    expect(body(12.5).success).toBe(true);
    expect(body(12.55).issues?.[0]?.message).toBe('must have at most one decimal place');
    expect(body(0).issues?.[0]?.message).toBe('must be more than 0');
  });
});
