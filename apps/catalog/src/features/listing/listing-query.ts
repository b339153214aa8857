import {
  categoryKeys,
  preciousMetals,
  productSearchDefaults,
  sortOrders,
  type CategoryKey,
  type PreciousMetal,
  type ProductSearchParams,
  type ProductSortKey,
  type SortOrder,
} from '@shop/api-client';
import { weightBucketKeys, weightBuckets, type WeightBucket } from './weight-buckets';

/** Sort keys a listing may offer. */
export type ListingSort = ProductSortKey;
export const listingViews = ['grid', 'list'] as const;
export type ListingView = (typeof listingViews)[number];

export const listingPageSize = productSearchDefaults.limit;
const maxPage = 10_000;
const maxTextLength = 100;
/** Whole major units; more than any product costs, small enough to stay exact in minor units. */
const maxPrice = 10_000_000;

/** Everything a visitor can choose on a product listing; all of it lives in the URL query. */
export interface ListingQuery {
  q: string | null;
  category: CategoryKey | null;
  metal: PreciousMetal | null;
  manufacturer: string | null;
  /**
   * Price range by the buy price of one piece, in whole major units of the store currency
   * (`?priceMin=1000` is 1,000 €); the URL keeps what the visitor typed, the API gets minor units.
   */
  priceMin: number | null;
  priceMax: number | null;
  /** Fine-weight range (weight-buckets.ts). */
  weight: WeightBucket | null;
  sort: ListingSort;
  order: SortOrder;
  page: number;
  view: ListingView;
}

export interface ListingQueryOptions {
  /** Sort keys the listing offers; the first one is its default. */
  sorts: readonly [ListingSort, ...ListingSort[]];
  /** The visitor picks the category (the whole shop); false where the page fixes it. */
  categoryFilter: boolean;
  /** The listing is a text search (`?q=`). */
  text: boolean;
  /** The visitor may narrow by price (not where nothing has a buy price: scrap). */
  priceFilter: boolean;
}

export const shopListing: ListingQueryOptions = {
  sorts: ['default', 'name', 'price', 'preciousMetal'],
  categoryFilter: true,
  text: false,
  priceFilter: true,
};
export const categoryListing: ListingQueryOptions = { ...shopListing, categoryFilter: false };
/** Scrap is only bought, per gram: there is no buy price to sort or filter by. */
export const scrapListing: ListingQueryOptions = {
  ...categoryListing,
  sorts: ['default', 'name', 'preciousMetal'],
  priceFilter: false,
};
export const searchListing: ListingQueryOptions = {
  sorts: ['relevance', 'name', 'price', 'preciousMetal'],
  categoryFilter: true,
  text: true,
  priceFilter: true,
};

export function defaultListingQuery(options: ListingQueryOptions): ListingQuery {
  return {
    q: null,
    category: null,
    metal: null,
    manufacturer: null,
    priceMin: null,
    priceMax: null,
    weight: null,
    sort: options.sorts[0],
    order: 'asc',
    page: 1,
    view: 'grid',
  };
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  // Longer terms are cut rather than dropped: the API caps text at this length.
  return trimmed.slice(0, maxTextLength).trim();
}

function price(value: string | null): number | null {
  if (value === null || !/^\d{1,8}$/.test(value)) return null;
  const amount = Number(value);
  return amount <= maxPrice ? amount : null;
}

function pageNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= maxPage ? page : null;
}

/** A range typed the wrong way round is meant the right way round. */
export function priceRange(
  min: number | null,
  max: number | null,
): Pick<ListingQuery, 'priceMin' | 'priceMax'> {
  return min !== null && max !== null && min > max
    ? { priceMin: max, priceMax: min }
    : { priceMin: min, priceMax: max };
}

/** Reads a listing from a URL query. Anything unknown or malformed falls back to its default. */
export function parseListingQuery(
  search: URLSearchParams | string,
  options: ListingQueryOptions,
): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const defaults = defaultListingQuery(options);
  return {
    q: options.text ? text(params.get('q')) : null,
    category: options.categoryFilter ? oneOf(categoryKeys, params.get('category')) : null,
    metal: oneOf(preciousMetals, params.get('metal')),
    manufacturer: text(params.get('manufacturer')),
    ...priceRange(
      options.priceFilter ? price(params.get('priceMin')) : null,
      options.priceFilter ? price(params.get('priceMax')) : null,
    ),
    weight: oneOf(weightBucketKeys, params.get('weight')),
    sort: oneOf(options.sorts, params.get('sort')) ?? defaults.sort,
    order: oneOf(sortOrders, params.get('order')) ?? defaults.order,
    page: pageNumber(params.get('page')) ?? defaults.page,
    view: oneOf(listingViews, params.get('view')) ?? defaults.view,
  };
}

/** The shortest query string for a listing: defaults are left out, so links stay clean. */
export function serializeListingQuery(query: ListingQuery, options: ListingQueryOptions): string {
  const defaults = defaultListingQuery(options);
  const params = new URLSearchParams();
  if (options.text && query.q) params.set('q', query.q);
  if (options.categoryFilter && query.category) params.set('category', query.category);
  if (query.metal) params.set('metal', query.metal);
  if (query.manufacturer) params.set('manufacturer', query.manufacturer);
  if (options.priceFilter && query.priceMin !== null)
    params.set('priceMin', String(query.priceMin));
  if (options.priceFilter && query.priceMax !== null)
    params.set('priceMax', String(query.priceMax));
  if (query.weight) params.set('weight', query.weight);
  if (query.sort !== defaults.sort) params.set('sort', query.sort);
  if (query.order !== defaults.order) params.set('order', query.order);
  if (query.page !== defaults.page) params.set('page', String(query.page));
  if (query.view !== defaults.view) params.set('view', query.view);
  return params.toString();
}

/**
 * Applies a visitor's change. A new filter or sort order changes what page N contains, so it
 * starts again at page 1; switching the view or the page does not.
 */
export function changeListingQuery(
  query: ListingQuery,
  change: Partial<ListingQuery>,
): ListingQuery {
  const next = { ...query, ...change };
  const refilters = (
    [
      'q',
      'category',
      'metal',
      'manufacturer',
      'priceMin',
      'priceMax',
      'weight',
      'sort',
      'order',
    ] as const
  ).some((key) => key in change && change[key] !== query[key]);
  if (refilters && !('page' in change)) next.page = 1;
  return next;
}

/** True when the visitor has narrowed the listing (the search text does not count). */
export function hasListingFilters(query: ListingQuery): boolean {
  return (
    query.category !== null ||
    query.metal !== null ||
    query.manufacturer !== null ||
    query.priceMin !== null ||
    query.priceMax !== null ||
    query.weight !== null
  );
}

/** The change that clears every filter (the search text stays). */
export const clearedFilters: Partial<ListingQuery> = {
  category: null,
  metal: null,
  manufacturer: null,
  priceMin: null,
  priceMax: null,
  weight: null,
};

/** Major units to the minor units the API filters by (every shop currency has two decimals). */
const toMinor = (major: number) => major * 100;

/** The API search for a listing; `fixedCategory` is the category a page shows regardless of the URL. */
export function listingSearchParams(
  query: ListingQuery,
  { fixedCategory, languageTag }: { fixedCategory?: CategoryKey | undefined; languageTag: string },
): ProductSearchParams {
  const category = fixedCategory ?? query.category;
  return {
    ...(query.q ? { text: query.q } : {}),
    ...(category ? { category } : {}),
    ...(query.metal ? { metal: query.metal } : {}),
    ...(query.manufacturer ? { manufacturer: query.manufacturer } : {}),
    ...(query.priceMin !== null ? { priceMin: toMinor(query.priceMin) } : {}),
    ...(query.priceMax !== null ? { priceMax: toMinor(query.priceMax) } : {}),
    ...(query.weight ? weightBuckets[query.weight] : {}),
    sort: query.sort,
    order: query.order,
    page: query.page,
    limit: listingPageSize,
    languageTag,
  };
}
