import {
  availabilities,
  categoryKeys,
  preciousMetals,
  type Availability,
  type CategoryKey,
  type PreciousMetal,
} from '@shop/api-client';
import type { StaffProductListQueryInput } from '@shop/api-client/staff';

/**
 * The catalogue list's filters as the page's address holds them, so a filtered list can be
 * shared, reloaded and paged with plain links.
 */
export interface CatalogueFilters {
  q: string;
  category: CategoryKey | '';
  metal: PreciousMetal | '';
  availability: Availability | '';
  published: 'true' | 'false' | '';
}

export const noFilters: CatalogueFilters = {
  q: '',
  category: '',
  metal: '',
  availability: '',
  published: '',
};

const filterNames = Object.keys(noFilters) as Array<keyof CatalogueFilters>;

/** One of `values`, or '' for anything else the address says. */
const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

/** The filters and the page the address names; what it cannot mean is left out. */
export function filtersOf(search: URLSearchParams): { filters: CatalogueFilters; page: number } {
  const text = (name: keyof CatalogueFilters) => search.get(name)?.trim() ?? '';
  const page = Number(search.get('page'));
  return {
    filters: {
      q: text('q').slice(0, 100),
      category: oneOf(categoryKeys, text('category')),
      metal: oneOf(preciousMetals, text('metal')),
      availability: oneOf(availabilities, text('availability')),
      published: oneOf(['true', 'false'] as const, text('published')),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a filtered page: only the filters that are set, page 1 left out. */
export function searchOf(filters: CatalogueFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const name of filterNames) if (filters[name]) params.set(name, filters[name]);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API's query for the filters and page. */
export function listQueryOf(filters: CatalogueFilters, page: number): StaffProductListQueryInput {
  const query: StaffProductListQueryInput = { page };
  for (const name of filterNames)
    if (filters[name]) Object.assign(query, { [name]: filters[name] });
  return query;
}

/** Basis points as a percent a person types: 350 → "3.5" (the page's decimal sign). */
export function percentOf(bps: number | null, locale: string): string {
  if (bps === null) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(
    bps / 100,
  );
}

/**
 * A typed percent as basis points: "3,5" or "3.5" → 350; empty → null; undefined for what is
 * no percent with at most two decimals (the contract's schema then names the rule).
 */
export function bpsOf(text: string): number | null | undefined {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(value)) return undefined;
  return Math.round(Number(value) * 100);
}
