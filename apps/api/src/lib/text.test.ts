import { fold, searchTokens, searchVariants, slugify, spellOutUmlauts } from './text';

describe('text folding', () => {
  it('folds accents and case', () => {
    expect(fold('Münze Größe ÉLYSÉE')).toBe('munze grosse elysee');
  });
  it('spells out German umlauts', () => {
    expect(spellOutUmlauts('Goldmünzen Zubehör Größe')).toBe('Goldmuenzen Zubehoer Groesse');
  });
  it('builds URL-safe slugs with ae/oe/ue/ss', () => {
    expect(slugify('Wiener Philharmoniker 1/25 oz Gold')).toBe(
      'wiener-philharmoniker-1-25-oz-gold',
    );
    expect(slugify('Münzkapseln 32,7 mm (10 Stück)')).toBe('muenzkapseln-32-7-mm-10-stueck');
    expect(slugify('Goldbarren „Zur Hochzeit“ – 5 g')).toBe('goldbarren-zur-hochzeit-5-g');
    expect(slugify('Weißgold')).toBe('weissgold');
  });
  it('keeps both spellings as search variants', () => {
    expect(searchVariants('Münze')).toEqual(['munze', 'muenze']);
    expect(searchVariants('Gold')).toEqual(['gold']);
  });
  it('splits queries into folded tokens without surrounding punctuation', () => {
    expect(searchTokens('  „Krügerrand“,  1/10 OZ ')).toEqual(['krugerrand', '1/10', 'oz']);
    expect(searchTokens('   ')).toEqual([]);
  });
});
