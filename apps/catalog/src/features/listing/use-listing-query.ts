import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  changeListingQuery,
  parseListingQuery,
  serializeListingQuery,
  type ListingQuery,
  type ListingQueryOptions,
} from './listing-query';

/**
 * The listing as the URL describes it, the link to any variation of it, and navigation to one.
 * The URL is the only state, so back/forward, reloads and shared links all show the same list.
 */
export function useListingQuery(options: ListingQueryOptions) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseListingQuery(search, options), [search, options]);

  const hrefFor = useCallback(
    (change: Partial<ListingQuery>) => {
      const next = serializeListingQuery(changeListingQuery(query, change), options);
      return next ? `${pathname}?${next}` : pathname;
    },
    [query, options, pathname],
  );

  const update = useCallback(
    (change: Partial<ListingQuery>) => navigate(hrefFor(change), { preventScrollReset: true }),
    [navigate, hrefFor],
  );

  return { query, hrefFor, update };
}
