import {
  languageOfTag,
  preciousMetals,
  type ProductSearchQuery,
  type ProductSearchResponse,
} from '@shop/api-client/contract';
import { storeKeys, type StoreKey } from '@shop/i18n';
import { correctToken } from '../lib/fuzzy';
import { searchTokens } from '../lib/text';
import type { CatalogueIndex, IndexedProduct } from './catalogue-index';

/**
 * Per product id, its current gross buy price for quantity 1 in every store (storeKeys order);
 * null when it has no buy price (scrap). Price filters and the price sort read it.
 */
export type BuyPrices = Map<string, readonly (number | null)[]>;

export interface SearchResult {
  /** The requested page of the matching products, in the requested order. */
  results: IndexedProduct[];
  total: number;
  facets: ProductSearchResponse['facets'];
}

/** Each query word with its spellings to look for: itself, or its corrections (lib/fuzzy.ts). */
type TokenGroups = string[][];

/** Word characters of folded text; anything else separates words. */
const isWordChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * How well `token` occurs in `name`: 12 as a whole word, 8 at the start of a word, 4 inside one,
 * 1 not at all.
 */
export function wordScore(name: string, token: string): number {
  let best = 1;
  for (let at = name.indexOf(token); at !== -1; at = name.indexOf(token, at + 1)) {
    if (at > 0 && isWordChar(name.charCodeAt(at - 1))) {
      best = Math.max(best, 4);
      continue;
    }
    const end = at + token.length;
    if (end === name.length || !isWordChar(name.charCodeAt(end))) return 12;
    best = 8;
  }
  return best;
}

/**
 * The score of sort=relevance: each word by its best spelling, plus 20 when the words occur as one
 * phrase in the names, so "krugerrand 1 oz" ranks the 1 oz coin above the 1/10 oz one.
 */
export function relevance(product: IndexedProduct, groups: TokenGroups): number {
  const phrase = groups.map((group) => group[0]).join(' ');
  let score = product.searchName.includes(phrase) ? 20 : 0;
  for (const group of groups) {
    let best = 0;
    for (const token of group) best = Math.max(best, wordScore(product.searchName, token));
    score += best;
  }
  return score;
}

type Compare = (a: IndexedProduct, b: IndexedProduct) => number;

/** Every ordering ends in the curated position and the SKU, so pages never overlap or skip. */
const curated: Compare = (a, b) => a.position - b.position || a.skuOrder - b.skuOrder;

/** Compares possibly missing values: missing ones last whatever the direction. */
function nullsLast(a: number | null, b: number | null, direction: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return direction * (a - b);
}

function ordering(
  query: ProductSearchQuery,
  groups: TokenGroups,
  buyPrice: (p: IndexedProduct) => number | null,
): Compare | null {
  const direction = query.order === 'desc' ? -1 : 1;
  switch (query.sort) {
    case 'name': {
      const language = languageOfTag(query.languageTag) === 'en' ? 'en' : 'de';
      return (a, b) => direction * (a.nameOrder[language] - b.nameOrder[language]) || curated(a, b);
    }
    case 'price': {
      const prices = new Map<IndexedProduct, number | null>();
      const price = (p: IndexedProduct) => {
        if (!prices.has(p)) prices.set(p, buyPrice(p));
        return prices.get(p)!;
      };
      return (a, b) => nullsLast(price(a), price(b), direction) || curated(a, b);
    }
    case 'preciousMetal': {
      // Enum order: gold, silver, platinum, palladium; then the lighter first.
      const metal = (p: IndexedProduct) => (p.metalOrder < 0 ? null : p.metalOrder);
      return (a, b) =>
        nullsLast(metal(a), metal(b), direction) ||
        nullsLast(a.fineWeightG, b.fineWeightG, 1) ||
        curated(a, b);
    }
    case 'relevance': {
      // Best match first whatever `order` says: "least relevant first" is nobody's wish.
      if (groups.length === 0) return null;
      const scores = new Map<IndexedProduct, number>();
      const score = (p: IndexedProduct) => {
        let value = scores.get(p);
        if (value === undefined) scores.set(p, (value = relevance(p, groups)));
        return value;
      };
      return (a, b) => score(b) - score(a) || curated(a, b);
    }
    default:
      // The index is in curated order already.
      if (direction === 1) return null;
      return (a, b) => b.position - a.position || a.skuOrder - b.skuOrder;
  }
}

/**
 * GET /products/search over the index. Text: every query word (or one of its corrections) must
 * occur in the folded search text. Facets count the products that match every other filter (a
 * facet ignores its own filter, so a chosen metal still shows the alternatives). Prices are the
 * store's gross buy price for quantity 1; products without one never match a price filter.
 */
export function searchCatalogue(
  index: CatalogueIndex,
  buyPrices: BuyPrices,
  query: ProductSearchQuery,
  store: StoreKey,
): SearchResult {
  const groups: TokenGroups = searchTokens(query.text ?? '').map((word) =>
    correctToken(word, index.vocabulary),
  );
  const storeIndex = storeKeys.indexOf(store);
  const buyPrice = (p: IndexedProduct) => buyPrices.get(p.id)?.[storeIndex] ?? null;
  // -1 (a category the catalogue does not have) matches nothing; null is no filter.
  const category = query.category === undefined ? null : index.categoryKeys.indexOf(query.category);
  const manufacturer = query.manufacturer?.toLowerCase();
  const { priceMin, priceMax, weightMin, weightMax, metal, slug } = query;
  const byPrice = priceMin !== undefined || priceMax !== undefined;
  const byWeight = weightMin !== undefined || weightMax !== undefined;

  const matches: IndexedProduct[] = [];
  const categoryCounts = new Array<number>(index.categoryKeys.length).fill(0);
  const metalCounts = new Array<number>(preciousMetals.length).fill(0);
  const manufacturerCounts = new Map<string, number>();
  for (const p of index.products) {
    if (!groups.every((group) => group.some((token) => p.searchText.includes(token)))) continue;
    if (byPrice) {
      const buy = buyPrice(p);
      if (buy === null) continue;
      if ((priceMin !== undefined && buy < priceMin) || (priceMax !== undefined && buy > priceMax))
        continue;
    }
    if (byWeight) {
      const grams = p.fineWeightG;
      if (grams === null) continue;
      if (
        (weightMin !== undefined && grams < weightMin) ||
        (weightMax !== undefined && grams > weightMax)
      )
        continue;
    }
    if (slug !== undefined && p.slugDe !== slug && p.slugEn !== slug) continue;
    const inCategory = category === null || p.categories.includes(category);
    const ofMetal = metal === undefined || p.metal === metal;
    const byManufacturer = manufacturer === undefined || p.manufacturerKey === manufacturer;
    if (ofMetal && byManufacturer) for (const c of p.categories) categoryCounts[c]!++;
    if (inCategory && byManufacturer && p.metalOrder >= 0) metalCounts[p.metalOrder]!++;
    if (inCategory && ofMetal && p.manufacturer !== null)
      manufacturerCounts.set(p.manufacturer, (manufacturerCounts.get(p.manufacturer) ?? 0) + 1);
    if (inCategory && ofMetal && byManufacturer) matches.push(p);
  }

  const compare = ordering(query, groups, buyPrice);
  if (compare) matches.sort(compare);
  const start = (query.page - 1) * query.limit;
  return {
    results: matches.slice(start, start + query.limit),
    total: matches.length,
    facets: {
      categories: index.categoryKeys.flatMap((key, i) =>
        categoryCounts[i] ? [{ key, count: categoryCounts[i] }] : [],
      ),
      metals: preciousMetals.flatMap((key, i) =>
        metalCounts[i] ? [{ key, count: metalCounts[i] }] : [],
      ),
      manufacturers: [...manufacturerCounts]
        .sort(
          ([a, m], [b, n]) =>
            n - m || index.manufacturerOrder.get(a)! - index.manufacturerOrder.get(b)!,
        )
        .map(([key, count]) => ({ key, count })),
    },
  };
}
