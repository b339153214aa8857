import { categoryDefinitions, ProductSearchQuerySchema } from '@shop/api-client/contract';
import * as v from 'valibot';
import type { categories } from '../catalogue/tables';
import { catalogue as seedCatalogue } from '../seed/catalogue';
import { productRow } from '../seed/rows';
import { toProduct } from '../catalogue';
import { buildCatalogueIndex, byteOrderRanks, type Catalogue } from './catalogue-index';
import { searchCatalogue, wordScore, type BuyPrices } from './search-catalogue';

const categoryRows: (typeof categories.$inferSelect)[] = categoryDefinitions.map((c, i) => ({
  id: `category-${c.key}`,
  key: c.key,
  nameDe: c.name.de,
  nameEn: c.name.en,
  slugDe: c.slug.de,
  slugEn: c.slug.en,
  position: i,
}));

/** Seed products at the given positions (ties on purpose), as the repository would read them. */
function catalogueOf(entries: [sku: string, position: number][]): Catalogue {
  return {
    categories: categoryRows,
    products: entries.map(([sku, position]) => {
      const seed = seedCatalogue.find((p) => p.sku === sku)!;
      const row = {
        id: sku,
        ...productRow(seed, position, new Date(0)),
      } as Catalogue['products'][number]['row'];
      const own = categoryRows.filter((c) => seed.categories.includes(c.key as never));
      return { row, categoryKeys: own.map((c) => c.key), product: toProduct(row, own, [], '') };
    }),
  };
}

const query = (text: string) =>
  v.parse(ProductSearchQuerySchema, Object.fromEntries(new URLSearchParams(text)));
const skusOf = (result: ReturnType<typeof searchCatalogue>) =>
  result.results.map((p) => JSON.parse(p.json).sku as string);

describe('wordScore', () => {
  it('prefers a whole word over a word start over a hit inside a word', () => {
    expect(wordScore('krugerrand 1 oz gold', 'oz')).toBe(12);
    expect(wordScore('krugerrand 1/10 oz gold', '10')).toBe(12);
    expect(wordScore('krugerrand 1 oz gold', 'kruger')).toBe(8);
    expect(wordScore('krugerrand 1 oz gold', 'gerr')).toBe(4);
    expect(wordScore('krugerrand 1 oz gold', 'silver')).toBe(1);
    // A later occurrence may be the better one.
    expect(wordScore('goldbarren | gold bar', 'gold')).toBe(12);
  });
});

describe('byteOrderRanks', () => {
  it('ranks by UTF-8 bytes, as collate "C" sorts, equal values alike', () => {
    expect(byteOrderRanks(['b', 'a', 'B', 'b', 'ä', 'z'])).toEqual([2, 1, 0, 2, 5, 4]);
  });
});

describe('searchCatalogue', () => {
  const index = buildCatalogueIndex(
    catalogueOf([
      ['CGO-KRU-1OZ', 2],
      ['CGO-KRU-110OZ', 1],
      ['CSI-KRU-1OZ', 1],
      ['SCRAP-AU-DENTAL', 3],
      ['BSI-UMI-1KG', 3],
    ]),
  );
  // at, de, ch, li, us; scrap has no buy price.
  const prices: BuyPrices = new Map([
    ['CGO-KRU-1OZ', [300_000, 300_000, 290_000, 290_000, 320_000]],
    ['CGO-KRU-110OZ', [33_000, 33_000, 32_000, 32_000, 35_000]],
    ['CSI-KRU-1OZ', [4_000, 4_000, 3_900, 3_900, 4_200]],
    ['SCRAP-AU-DENTAL', [null, null, null, null, null]],
    ['BSI-UMI-1KG', [130_000, 130_000, 125_000, 125_000, 140_000]],
  ]);
  const run = (text: string) => searchCatalogue(index, prices, query(text), 'at');

  it('breaks ties of the curated position by SKU in byte order', () => {
    expect(skusOf(run(''))).toEqual([
      'CGO-KRU-110OZ',
      'CSI-KRU-1OZ',
      'CGO-KRU-1OZ',
      'BSI-UMI-1KG',
      'SCRAP-AU-DENTAL',
    ]);
    expect(skusOf(run('order=desc'))).toEqual([
      'BSI-UMI-1KG',
      'SCRAP-AU-DENTAL',
      'CGO-KRU-1OZ',
      'CGO-KRU-110OZ',
      'CSI-KRU-1OZ',
    ]);
  });

  it('sorts products without a buy price last in both directions', () => {
    expect(skusOf(run('sort=price'))).toEqual([
      'CSI-KRU-1OZ',
      'CGO-KRU-110OZ',
      'BSI-UMI-1KG',
      'CGO-KRU-1OZ',
      'SCRAP-AU-DENTAL',
    ]);
    expect(skusOf(run('sort=price&order=desc')).at(-1)).toBe('SCRAP-AU-DENTAL');
    expect(run('priceMin=0').total).toBe(4);
  });

  it('counts each facet without its own filter', () => {
    const result = run('text=krugerrand&metal=gold');
    expect(result.total).toBe(2);
    expect(result.facets.metals).toEqual([
      { key: 'gold', count: 2 },
      { key: 'silver', count: 1 },
    ]);
    expect(result.facets.categories).toEqual([{ key: 'gold-coins', count: 2 }]);
  });

  it('matches nothing for a category the catalogue lacks', () => {
    const few = buildCatalogueIndex({
      ...catalogueOf([['SCRAP-AU-DENTAL', 1]]),
      categories: categoryRows.filter((c) => c.key !== 'gold-coins'),
    });
    expect(searchCatalogue(few, prices, query('category=gold-coins'), 'at').total).toBe(0);
    expect(searchCatalogue(few, prices, query('category=scrap-metals'), 'at').total).toBe(1);
  });
});
