import * as v from 'valibot';
import { CategoryKeySchema } from './category';
import { PreciousMetalSchema, ProductSchema } from './product';
import { LanguageTagSchema } from './translation';
import { TextSchema } from './text';

export const productSortKeys = ['default', 'name', 'price', 'preciousMetal', 'relevance'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * Query strings arrive as text while the typed client passes numbers; both become an integer
 * that is checked against the bounds.
 */
export const integerParam = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([
        v.pipe(TextSchema, v.regex(/^\d{1,9}$/, 'must be a whole number'), v.transform(Number)),
        v.number(),
      ]),
      v.integer('must be a whole number'),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    fallback,
  );

/** Like integerParam but without a default: absent means "no filter". */
const optionalInteger = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.union([
        v.pipe(TextSchema, v.regex(/^\d{1,10}$/, 'must be a whole number'), v.transform(Number)),
        v.number(),
      ]),
      v.integer('must be a whole number'),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
  );

/** Blank text filters mean "no filter", so a cleared search box does not produce a 400. */
const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      TextSchema,
      v.trim(),
      v.maxLength(max, `must be at most ${max} characters`),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

export const productSearchDefaults = { page: 1, limit: 24, sort: 'default', order: 'asc' } as const;
export const maxSearchLimit = 100;

/**
 * GET /products/search. Sorting:
 * - `default`: the shop's curated order (category, then series, then weight);
 * - `name`: by name in the language of `languageTag` (German when absent);
 * - `price`: by the store's (x-store-key) current gross buy price for quantity 1, with the curated
 *   order as tie-breaker; products without a buy price (scrap) come last in either direction;
 * - `preciousMetal`: gold, silver, platinum, palladium, then by fine weight;
 * - `relevance`: best text match first whatever `order` says (the curated order without `text`).
 * Unknown query parameters are rejected: a misspelt filter must not silently return everything.
 */
export const ProductSearchQuerySchema = v.strictObject({
  text: optionalText(100),
  category: v.optional(CategoryKeySchema),
  metal: v.optional(PreciousMetalSchema),
  manufacturer: optionalText(100),
  slug: optionalText(200),
  page: integerParam(1, 10_000, productSearchDefaults.page),
  limit: integerParam(1, maxSearchLimit, productSearchDefaults.limit),
  sort: v.optional(v.picklist(productSortKeys), productSearchDefaults.sort),
  order: v.optional(v.picklist(sortOrders), productSearchDefaults.order),
  languageTag: v.optional(LanguageTagSchema),
  /**
   * Price range filters in minor units of the store currency (x-store-key), by the gross buy price
   * for quantity 1; products without a buy price never match a price filter.
   */
  priceMin: optionalInteger(0, 1_000_000_000),
  priceMax: optionalInteger(0, 1_000_000_000),
  /**
   * Fine metal weight in whole grams, inclusive bounds; products without precious metal never
   * match a weight filter.
   */
  weightMin: optionalInteger(0, 1_000_000),
  weightMax: optionalInteger(0, 1_000_000),
});
export type ProductSearchQuery = v.InferOutput<typeof ProductSearchQuerySchema>;
/** What callers pass: every field optional, numbers as numbers. */
export type ProductSearchParams = Partial<ProductSearchQuery>;

export const FacetEntrySchema = v.object({
  key: TextSchema,
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type FacetEntry = v.InferOutput<typeof FacetEntrySchema>;

export const ProductSearchResponseSchema = v.object({
  results: v.array(ProductSchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /**
   * Counts over the products matching every other filter (a facet ignores its own filter, so a
   * chosen metal still shows the alternatives).
   */
  facets: v.object({
    categories: v.array(FacetEntrySchema),
    metals: v.array(FacetEntrySchema),
    manufacturers: v.array(FacetEntrySchema),
  }),
});
export type ProductSearchResponse = v.InferOutput<typeof ProductSearchResponseSchema>;
