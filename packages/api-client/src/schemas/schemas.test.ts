import * as v from 'valibot';
import { categoryDefinitions, categoryKeys } from './category';
import { ContentPageParamsSchema } from './content';
import { ErrorObjectSchema } from './error';
import { ProductSearchQuerySchema } from './product-search';
import { StoreHeadersSchema } from './store';
import { languageOfTag } from './translation';
import { ProductSchema } from './product';
import { sampleProduct } from '../test-support';

describe('ProductSearchQuerySchema', () => {
  it('fills defaults', () => {
    expect(v.parse(ProductSearchQuerySchema, {})).toEqual({
      page: 1,
      limit: 24,
      sort: 'default',
      order: 'asc',
    });
  });

  it('turns query-string numbers into integers and accepts numbers from the typed client', () => {
    expect(v.parse(ProductSearchQuerySchema, { page: '3', limit: '100' })).toMatchObject({
      page: 3,
      limit: 100,
    });
    expect(v.parse(ProductSearchQuerySchema, { page: 2, limit: 5 })).toMatchObject({
      page: 2,
      limit: 5,
    });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1e3' }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ order: 'ASC' }, 'order'],
    [{ metal: 'copper' }, 'metal'],
    [{ category: 'goldbarren' }, 'category'],
    [{ languageTag: 'fr-FR' }, 'languageTag'],
    [{ unknown: 'x' }, 'unknown'],
  ])('rejects %j', (input, path) => {
    const result = v.safeParse(ProductSearchQuerySchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => v.getDotPath(i))).toContain(path);
  });

  it.each(['text', 'manufacturer', 'slug'])('refuses control characters in %s', (field) => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\n', '\t']) {
      const result = v.safeParse(ProductSearchQuerySchema, { [field]: `gold${c}` });
      expect(result.success).toBe(false);
      expect(result.issues?.map((i) => v.getDotPath(i))).toEqual([field]);
    }
  });

  it('treats blank text filters as absent', () => {
    expect(v.parse(ProductSearchQuerySchema, { text: '   ', manufacturer: '' })).not.toHaveProperty(
      'text',
      expect.anything(),
    );
  });

  it('accepts every sort key of the spec', () => {
    for (const sort of ['default', 'name', 'price', 'preciousMetal', 'relevance']) {
      expect(v.is(ProductSearchQuerySchema, { sort })).toBe(true);
    }
  });
});

describe('categories', () => {
  it('are the nine of spec section 3 with German slugs in ae/oe/ue spelling', () => {
    expect(categoryKeys).toEqual([
      'gold-bars',
      'gold-coins',
      'silver-bars',
      'silver-coins',
      'platinum-palladium',
      'numismatics',
      'accessories',
      'gift-items',
      'scrap-metals',
    ]);
    expect(categoryDefinitions.map((c) => c.slug.de)).toEqual([
      'goldbarren',
      'goldmuenzen',
      'silberbarren',
      'silbermuenzen',
      'platin-palladium',
      'numismatik',
      'zubehoer',
      'geschenkartikel',
      'altgold',
    ]);
    for (const c of categoryDefinitions) expect(c.slug.en).toBe(c.key);
  });
});

describe('other schemas', () => {
  it('accepts a full product', () => {
    expect(v.parse(ProductSchema, sampleProduct)).toEqual(sampleProduct);
  });

  it('knows the four error names only', () => {
    const base = { message: 'x', code: 'y', statusCode: 500 };
    expect(v.is(ErrorObjectSchema, { ...base, name: 'RepositoryError' })).toBe(true);
    expect(v.is(ErrorObjectSchema, { ...base, name: 'TypeError' })).toBe(false);
    expect(v.is(ErrorObjectSchema, { ...base, name: 'UnknownError', message: 'x\u0000' })).toBe(
      false,
    );
  });

  it('defaults the store key to at and refuses unknown ones', () => {
    expect(v.parse(StoreHeadersSchema, {})).toEqual({ 'x-store-key': 'at' });
    expect(v.parse(StoreHeadersSchema, { 'x-store-key': 'us', host: 'x' })).toEqual({
      'x-store-key': 'us',
    });
    expect(v.is(StoreHeadersSchema, { 'x-store-key': 'fr' })).toBe(false);
  });

  it('normalizes content paths and refuses dot segments', () => {
    expect(
      v.parse(ContentPageParamsSchema, { rootFolder: 'at', path: '/ueber-uns/team/' }),
    ).toEqual({ rootFolder: 'at', path: 'ueber-uns/team' });
    expect(v.is(ContentPageParamsSchema, { rootFolder: 'at', path: 'a/../b' })).toBe(false);
    expect(v.is(ContentPageParamsSchema, { rootFolder: 'At', path: 'a' })).toBe(false);
    expect(v.is(ContentPageParamsSchema, { rootFolder: 'at', path: 'a\u0000b' })).toBe(false);
    expect(v.is(ContentPageParamsSchema, { rootFolder: 'at\u0000', path: 'a' })).toBe(false);
  });

  it('reads the language of a tag', () => {
    expect(languageOfTag('en-US')).toBe('en');
    expect(languageOfTag('de-CH')).toBe('de');
    expect(languageOfTag(undefined)).toBe('de');
  });
});
