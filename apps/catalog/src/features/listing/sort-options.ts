import type { SortOrder } from '@shop/api-client';
import type { ListingQuery, ListingSort } from './listing-query';

/** Sorts where reversing the order means something to a visitor; the others read best-first only. */
const reversible: ReadonlySet<ListingSort> = new Set(['name', 'price', 'preciousMetal']);

export interface SortChoice {
  value: string;
  sort: ListingSort;
  order: SortOrder;
  labelId: string;
}

/** The listing's sort keys as single choices ("Name (Z–A)"), for one select instead of two. */
export function sortChoices(sorts: readonly ListingSort[]): SortChoice[] {
  return sorts.flatMap((sort) =>
    reversible.has(sort)
      ? (['asc', 'desc'] as const).map((order) => ({
          value: `${sort}:${order}`,
          sort,
          order,
          // Price texts live with the other price messages.
          labelId:
            sort === 'price' ? `prices.sort.${order}` : `catalog.listing.sort.${sort}.${order}`,
        }))
      : [
          {
            value: `${sort}:asc`,
            sort,
            order: 'asc' as const,
            labelId: `catalog.listing.sort.${sort}`,
          },
        ],
  );
}

export function sortChoiceValue(query: Pick<ListingQuery, 'sort' | 'order'>): string {
  return `${query.sort}:${reversible.has(query.sort) ? query.order : 'asc'}`;
}
