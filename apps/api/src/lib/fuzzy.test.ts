import { correctToken, editDistance, maxTypos, vocabularyOf } from './fuzzy';

const vocabulary = vocabularyOf([
  'krugerrand 1 oz gold south african mint',
  'wiener philharmoniker 1 oz gold muenze oesterreich munze',
  'maple leaf 1 oz silber royal canadian mint',
  'britannia 1 oz gold royal mint',
]);

describe('editDistance', () => {
  it('counts inserts, deletes, substitutions and swapped neighbours', () => {
    expect(editDistance('krugerand', 'krugerrand', 2)).toBe(1);
    expect(editDistance('mapel', 'maple', 2)).toBe(1);
    expect(editDistance('gold', 'geld', 2)).toBe(1);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
  });

  it('gives up beyond the limit', () => {
    expect(editDistance('silber', 'platin', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('correctToken', () => {
  it('keeps words the catalogue has, also inside longer words', () => {
    expect(correctToken('krugerrand', vocabulary)).toEqual(['krugerrand']);
    expect(correctToken('harmon', vocabulary)).toEqual(['harmon']);
  });

  it('corrects small typos in German and English words', () => {
    expect(correctToken('krugerand', vocabulary)).toEqual(['krugerrand']);
    expect(correctToken('philarmoniker', vocabulary)).toEqual(['philharmoniker']);
    expect(correctToken('mapel', vocabulary)).toEqual(['maple']);
    expect(correctToken('britania', vocabulary)).toEqual(['britannia']);
    expect(correctToken('silbr', vocabulary)).toEqual(['silber']);
  });

  it('corrects a misspelt word start', () => {
    expect(correctToken('philarmon', vocabulary)).toEqual(['philharmoniker']);
  });

  it('leaves short words and hopeless words alone', () => {
    expect(maxTypos('oz')).toBe(0);
    expect(correctToken('oz', vocabulary)).toEqual(['oz']);
    expect(correctToken('xylophon', vocabulary)).toEqual(['xylophon']);
  });
});
