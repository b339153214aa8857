import { formatWeight, grams, g, kg, oz, weightCode } from './format';

describe('seed formatting', () => {
  it('writes ounce fractions as fractions', () => {
    expect(formatWeight(oz(1 / 25), 'de')).toBe('1/25 oz');
    expect(formatWeight(oz(1), 'en')).toBe('1 oz');
    expect(formatWeight(g(2.5), 'de')).toBe('2,5 g');
    expect(formatWeight(g(2.5), 'en')).toBe('2.5 g');
  });
  it('converts to grams', () => {
    expect(grams(oz(1))).toBe(31.1035);
    expect(grams(kg(5))).toBe(5000);
  });
  it('builds SKU weight codes', () => {
    expect(weightCode(oz(1))).toBe('1OZ');
    expect(weightCode(oz(1 / 10))).toBe('110OZ');
    expect(weightCode(g(2.5))).toBe('2G5');
    expect(weightCode(g(100))).toBe('100G');
    expect(weightCode(kg(1))).toBe('1KG');
  });
});
