import {
  preciousMetals,
  type CategoryKey,
  type PreciousMetal,
  type Product,
} from '@shop/api-client/contract';
import type { CategoryRow, ProductRow } from '../catalogue/product-mapping';
import { vocabularyOf } from '../lib/fuzzy';

/** A product as the repository reads it for the index. */
export interface CatalogueProduct {
  row: ProductRow;
  /** Keys of its categories, in category order. */
  categoryKeys: CategoryKey[];
  /** As GET /products/search answers it. */
  product: Product;
}

/** The whole catalogue, read in one snapshot. */
export interface Catalogue {
  /** In category order. */
  categories: CategoryRow[];
  products: CatalogueProduct[];
}

/** One product in the index: what filters, sorts and scores read, computed once per build. */
export interface IndexedProduct {
  id: string;
  /** Folded names, manufacturer, series and SKU (seed/rows.ts): query words must occur here. */
  searchText: string;
  /** The folded names: hits here rank higher. */
  searchName: string;
  slugDe: string;
  slugEn: string;
  metal: PreciousMetal | null;
  /** Position of `metal` in the enum's order (gold, silver, platinum, palladium); -1 without. */
  metalOrder: number;
  manufacturer: string | null;
  /** Lowercase, as the manufacturer filter compares. */
  manufacturerKey: string | null;
  fineWeightG: number | null;
  position: number;
  /** Rank of the SKU in byte order: the last tie-breaker of every sort. */
  skuOrder: number;
  /** Ranks of the folded German and English names in byte order; equal names share a rank. */
  nameOrder: { de: number; en: number };
  /** Indexes into CatalogueIndex.categoryKeys. */
  categories: number[];
  /** The product as GET /products/search answers it, serialized once per build. */
  json: string;
}

export interface CatalogueIndex {
  /** In curated order (position, then SKU): the order every sort falls back to. */
  products: IndexedProduct[];
  /** In category order, the order of the category facet. */
  categoryKeys: string[];
  /** Rank of each manufacturer in byte order: the manufacturer facet's tie-breaker. */
  manufacturerOrder: Map<string, number>;
  /** The catalogue's words, for typo correction (lib/fuzzy.ts). */
  vocabulary: string[];
}

/**
 * Ranks of `values` in UTF-8 byte order, equal values sharing a rank. Byte order is what the
 * database sorted by: `collate "C"` for names, and its C / C.UTF-8 collation for SKUs and
 * manufacturers.
 */
export function byteOrderRanks(values: readonly string[]): number[] {
  const keys = values.map((value) => Buffer.from(value));
  const order = keys.map((_, i) => i).sort((a, b) => Buffer.compare(keys[a]!, keys[b]!));
  const ranks = new Array<number>(values.length);
  order.forEach((index, k) => {
    const previous = order[k - 1];
    ranks[index] =
      previous !== undefined && keys[previous]!.equals(keys[index]!) ? ranks[previous]! : k;
  });
  return ranks;
}

export function buildCatalogueIndex(catalogue: Catalogue): CatalogueIndex {
  const entries = catalogue.products;
  const skuRanks = byteOrderRanks(entries.map((p) => p.row.sku));
  const deRanks = byteOrderRanks(entries.map((p) => p.row.sortNameDe));
  const enRanks = byteOrderRanks(entries.map((p) => p.row.sortNameEn));
  const categoryKeys = catalogue.categories.map((c) => c.key);
  const categoryIndex = new Map(categoryKeys.map((key, i) => [key, i]));

  const indexed = entries.map(({ row, categoryKeys: own, product }, i): IndexedProduct => ({
    id: row.id,
    searchText: row.searchText,
    searchName: row.searchName,
    slugDe: row.slugDe,
    slugEn: row.slugEn,
    metal: row.preciousMetal,
    metalOrder: row.preciousMetal ? preciousMetals.indexOf(row.preciousMetal) : -1,
    manufacturer: row.manufacturer,
    manufacturerKey: row.manufacturer?.toLowerCase() ?? null,
    fineWeightG: row.fineWeightG,
    position: row.position,
    skuOrder: skuRanks[i]!,
    nameOrder: { de: deRanks[i]!, en: enRanks[i]! },
    categories: own.map((key) => categoryIndex.get(key)!),
    json: JSON.stringify(product),
  }));
  indexed.sort((a, b) => a.position - b.position || a.skuOrder - b.skuOrder);

  const manufacturers = [...new Set(entries.flatMap((p) => p.row.manufacturer ?? []))];
  const manufacturerRanks = byteOrderRanks(manufacturers);
  return {
    products: indexed,
    categoryKeys,
    manufacturerOrder: new Map(manufacturers.map((m, i) => [m, manufacturerRanks[i]!])),
    vocabulary: vocabularyOf(entries.map((p) => p.row.searchText)),
  };
}
