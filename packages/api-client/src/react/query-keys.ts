import type { ProductSearchParams } from '../schemas/product-search';

/**
 * Query keys per resource. Keys hold plain data only, and search parameters are stored with
 * sorted keys and without undefined values, so equal searches share one cache entry.
 */
export const productKeys = {
  all: ['products'] as const,
  search: (query: ProductSearchParams = {}) =>
    [...productKeys.all, 'search', canonical(query)] as const,
  identifiers: () => [...productKeys.all, 'identifiers'] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
};

export const contentKeys = {
  all: ['content'] as const,
  page: (rootFolder: string, path: string, languageTag?: string) =>
    [...contentKeys.all, 'page', rootFolder, path, languageTag ?? null] as const,
};

function canonical<T extends object>(query: T): Partial<T> {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries) as Partial<T>;
}
