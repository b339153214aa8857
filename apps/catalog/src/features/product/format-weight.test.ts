import { formatFineWeight } from './format-weight';

describe('formatFineWeight', () => {
  it('keeps troy-ounce fractions as the trade writes them', () => {
    expect(formatFineWeight(0.1, 'oz', 'de-AT')).toBe('1/10 oz');
    expect(formatFineWeight(0.25, 'oz', 'en-GB')).toBe('1/4 oz');
    expect(formatFineWeight(0.04, 'oz', 'en-GB')).toBe('1/25 oz');
  });

  it('formats other weights per locale', () => {
    expect(formatFineWeight(2.5, 'g', 'de-AT')).toBe('2,5 g');
    expect(formatFineWeight(2.5, 'g', 'en-GB')).toBe('2.5 g');
    expect(formatFineWeight(0.333, 'g', 'de-DE')).toBe('0,333 g');
    expect(formatFineWeight(1, 'kg', 'en-US')).toBe('1 kg');
    expect(formatFineWeight(0.3, 'oz', 'en-GB')).toBe('0.3 oz');
  });
});
