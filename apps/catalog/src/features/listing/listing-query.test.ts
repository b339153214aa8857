import {
  categoryListing,
  changeListingQuery,
  defaultListingQuery,
  listingSearchParams,
  parseListingQuery,
  scrapListing,
  searchListing,
  serializeListingQuery,
  shopListing,
  type ListingQuery,
} from './listing-query';

describe('listing query', () => {
  it('reads every setting from the URL', () => {
    expect(
      parseListingQuery(
        '?category=gold-coins&metal=gold&manufacturer=M%C3%BCnze+%C3%96sterreich&priceMin=100&priceMax=2500&weight=1ozTo100g&sort=name&order=desc&page=2&view=list',
        shopListing,
      ),
    ).toEqual({
      q: null,
      category: 'gold-coins',
      metal: 'gold',
      manufacturer: 'Münze Österreich',
      priceMin: 100,
      priceMax: 2500,
      weight: '1ozTo100g',
      sort: 'name',
      order: 'desc',
      page: 2,
      view: 'list',
    });
  });

  it('round-trips a query through the URL', () => {
    const query: ListingQuery = {
      q: '1 oz & more',
      category: 'silver-bars',
      metal: 'silver',
      manufacturer: 'Valcambi',
      priceMin: 0,
      priceMax: 999,
      weight: 'upTo10g',
      sort: 'price',
      order: 'desc',
      page: 7,
      view: 'list',
    };
    expect(parseListingQuery(serializeListingQuery(query, searchListing), searchListing)).toEqual(
      query,
    );
  });

  it('leaves defaults out of the URL', () => {
    expect(serializeListingQuery(defaultListingQuery(shopListing), shopListing)).toBe('');
    expect(
      serializeListingQuery(
        { ...defaultListingQuery(shopListing), metal: 'gold', page: 2 },
        shopListing,
      ),
    ).toBe('metal=gold&page=2');
    expect(serializeListingQuery(defaultListingQuery(searchListing), searchListing)).toBe('');
  });

  it('ignores bad values', () => {
    expect(
      parseListingQuery(
        '?category=tin&metal=copper&sort=weight&order=up&page=0&view=table&manufacturer=%20%20&priceMin=-5&priceMax=1.5&weight=heavy',
        shopListing,
      ),
    ).toEqual(defaultListingQuery(shopListing));
    for (const page of ['-1', '1.5', 'two', '99999999', '']) {
      expect(parseListingQuery(`?page=${page}`, shopListing).page).toBe(1);
    }
  });

  it('reads a price range in whole currency units and puts it the right way round', () => {
    expect(parseListingQuery('?priceMin=2500&priceMax=100', shopListing)).toMatchObject({
      priceMin: 100,
      priceMax: 2500,
    });
    expect(parseListingQuery('?priceMax=50', shopListing)).toMatchObject({
      priceMin: null,
      priceMax: 50,
    });
    expect(parseListingQuery('?priceMin=999999999', shopListing).priceMin).toBeNull();
    expect(
      serializeListingQuery(
        { ...defaultListingQuery(shopListing), priceMin: 0, priceMax: 250 },
        shopListing,
      ),
    ).toBe('priceMin=0&priceMax=250');
  });

  it('turns a weight range into fine-weight bounds in grams for the API', () => {
    const query = parseListingQuery('?weight=10gTo1oz', shopListing);
    expect(listingSearchParams(query, { languageTag: 'de-AT' })).toMatchObject({
      weightMin: 10,
      weightMax: 32,
    });
    expect(
      listingSearchParams(parseListingQuery('?weight=from1kg', shopListing), {
        languageTag: 'en-GB',
      }),
    ).not.toHaveProperty('weightMax');
    expect(changeListingQuery({ ...query, page: 3 }, { weight: 'upTo10g' }).page).toBe(1);
  });

  it('offers neither price filter nor price order for scrap, which has no buy price', () => {
    expect(parseListingQuery('?priceMin=10&sort=price', scrapListing)).toMatchObject({
      priceMin: null,
      sort: 'default',
    });
  });

  it('accepts only the sort keys the listing offers', () => {
    expect(parseListingQuery('?sort=price&order=desc', shopListing)).toMatchObject({
      sort: 'price',
      order: 'desc',
    });
    expect(parseListingQuery('?sort=relevance', shopListing).sort).toBe('default');
    expect(parseListingQuery('?sort=relevance', searchListing).sort).toBe('relevance');
    expect(parseListingQuery('?sort=default', searchListing).sort).toBe('relevance');
  });

  it('drops the category where the page fixes it, and the text outside search', () => {
    expect(parseListingQuery('?category=gold-bars&q=gold', categoryListing)).toMatchObject({
      category: null,
      q: null,
    });
    expect(
      serializeListingQuery(
        { ...defaultListingQuery(categoryListing), category: 'gold-bars' },
        categoryListing,
      ),
    ).toBe('');
  });

  it('trims the search text and cuts it to the length the API accepts', () => {
    expect(parseListingQuery(`?q=${'a'.repeat(150)}`, searchListing).q).toHaveLength(100);
    expect(parseListingQuery('?q=%20krugerrand%20', searchListing).q).toBe('krugerrand');
  });

  it('starts again at page 1 when a filter or the order changes, but not for the view', () => {
    const onPage3 = { ...defaultListingQuery(shopListing), page: 3 };
    expect(changeListingQuery(onPage3, { metal: 'silver' }).page).toBe(1);
    expect(changeListingQuery(onPage3, { sort: 'name' }).page).toBe(1);
    expect(changeListingQuery(onPage3, { priceMax: 100 }).page).toBe(1);
    expect(changeListingQuery(onPage3, { view: 'list' }).page).toBe(3);
    expect(changeListingQuery(onPage3, { page: 4 }).page).toBe(4);
    expect(changeListingQuery(onPage3, { metal: null }).page).toBe(3);
  });

  it('builds the API search, with a fixed category taking precedence', () => {
    const query = {
      ...defaultListingQuery(shopListing),
      category: 'gold-bars' as const,
      metal: 'gold' as const,
      priceMin: 0,
      priceMax: 1500,
    };
    expect(listingSearchParams(query, { languageTag: 'en-GB' })).toEqual({
      category: 'gold-bars',
      metal: 'gold',
      priceMin: 0,
      priceMax: 150_000,
      sort: 'default',
      order: 'asc',
      page: 1,
      limit: 24,
      languageTag: 'en-GB',
    });
    expect(
      listingSearchParams(query, { fixedCategory: 'scrap-metals', languageTag: 'de-AT' }).category,
    ).toBe('scrap-metals');
  });
});
