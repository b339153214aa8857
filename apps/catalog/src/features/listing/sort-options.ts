import { sortOrders, type SortOrder } from '@shop/api-client';
import type { MessageId } from '@shop/i18n';
import type { ListingQuery, ListingSort } from './listing-query';

/**
 * The label of each sort. Sorts where reversing the order means something to a visitor have one
 * per order; the others read best-first only.
 */
const sortLabels = {
  default: 'catalog.listing.sort.default',
  relevance: 'catalog.listing.sort.relevance',
  name: { asc: 'catalog.listing.sort.name.asc', desc: 'catalog.listing.sort.name.desc' },
  // Price texts live with the other price messages.
  price: { asc: 'prices.sort.asc', desc: 'prices.sort.desc' },
  preciousMetal: {
    asc: 'catalog.listing.sort.preciousMetal.asc',
    desc: 'catalog.listing.sort.preciousMetal.desc',
  },
} satisfies Record<ListingSort, MessageId | Record<SortOrder, MessageId>>;

export interface SortChoice {
  value: string;
  sort: ListingSort;
  order: SortOrder;
  labelId: MessageId;
}

/** The listing's sort keys as single choices ("Name (Z–A)"), for one select instead of two. */
export function sortChoices(sorts: readonly ListingSort[]): SortChoice[] {
  return sorts.flatMap((sort): SortChoice[] => {
    const label = sortLabels[sort];
    return typeof label === 'string'
      ? [{ value: `${sort}:asc`, sort, order: 'asc' as const, labelId: label }]
      : sortOrders.map((order) => ({
          value: `${sort}:${order}`,
          sort,
          order,
          labelId: label[order],
        }));
  });
}

export function sortChoiceValue(query: Pick<ListingQuery, 'sort' | 'order'>): string {
  return `${query.sort}:${typeof sortLabels[query.sort] === 'string' ? 'asc' : query.order}`;
}
