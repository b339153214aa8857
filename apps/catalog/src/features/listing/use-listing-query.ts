import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from '@shop/router';
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
  // The router renders a navigation in a transition: on a slow device the address bar already
  // holds the new query while the page still shows the old one. A change made in that moment (a
  // sort chosen right after "Apply") builds on the query last navigated to, not on the one drawn,
  // or it would drop what was just applied.
  const latestSearch = useRef(search);
  useEffect(() => {
    latestSearch.current = search;
  }, [search]);

  const hrefFor = useCallback(
    (change: Partial<ListingQuery>) => {
      const next = serializeListingQuery(changeListingQuery(query, change), options);
      return next ? `${pathname}?${next}` : pathname;
    },
    [query, options, pathname],
  );

  const update = useCallback(
    (change: Partial<ListingQuery>) => {
      const latest = parseListingQuery(latestSearch.current, options);
      const next = serializeListingQuery(changeListingQuery(latest, change), options);
      latestSearch.current = next ? `?${next}` : '';
      void navigate(next ? `${pathname}?${next}` : pathname, { preventScrollReset: true });
    },
    [navigate, options, pathname],
  );

  return { query, hrefFor, update };
}
