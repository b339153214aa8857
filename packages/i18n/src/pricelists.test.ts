import { pricelistBySlug, pricelistSlug } from './pricelists';

describe('price list slugs', () => {
  it('names a list in the page language, optionally narrowed to one metal', () => {
    expect(pricelistSlug('standard', 'de')).toBe('standard');
    expect(pricelistSlug('duty-free', 'de', 'gold')).toBe('zollfrei/gold');
    expect(pricelistSlug('duty-free', 'en', 'silver')).toBe('duty-free/silver');
  });

  it('builds what the pricelist guard resolves back to the same list and metal', () => {
    for (const language of ['de', 'en'] as const)
      for (const key of ['standard', 'duty-free'] as const)
        for (const metal of [null, 'gold', 'palladium'])
          expect(pricelistBySlug(pricelistSlug(key, language, metal), language)).toMatchObject({
            pricelist: { key },
            metal,
          });
  });
});
