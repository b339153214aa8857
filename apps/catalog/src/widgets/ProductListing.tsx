import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { Link } from '@shop/router';
import { useProductSearch } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import type { CategoryKey } from '@shop/api-client';
import { ButtonLink, EmptyState, Pagination, cx } from '@shop/ui';
import { ProductGrid } from './ProductGrid';
import { LoadError } from './LoadError';
import {
  clearedFilters,
  hasListingFilters,
  listingSearchParams,
  type ListingQueryOptions,
} from '../features/listing/listing-query';
import { useListingQuery } from '../features/listing/use-listing-query';
import { ListingControls } from '../features/listing/components/ListingControls';

export interface ProductListingProps {
  options: ListingQueryOptions;
  /** Category the page shows whatever the URL says (a category page, scrap metals). */
  fixedCategory?: CategoryKey;
  /** Heading of the results; hidden from sight unless `headingVisible` (the page title says it already). */
  heading?: string;
  headingVisible?: boolean;
  /** Result count in the page's own words, e.g. "3 results for “gold”". */
  countLabel?: (total: number) => string;
  /** What to show when nothing matches and the visitor has not filtered (an empty category, a fruitless search). */
  empty: ReactNode;
}

/** Filters, sorting, view switch, results and pagination of every product list in the shop. */
export function ProductListing({
  options,
  fixedCategory,
  heading,
  headingVisible = false,
  countLabel,
  empty,
}: ProductListingProps) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const { query, hrefFor, update } = useListingQuery(options);
  const search = useProductSearch(
    listingSearchParams(query, { fixedCategory, languageTag: localeTag }),
  );
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  // Paging through links keeps the scroll position at the pagination; take the reader (and the
  // keyboard focus) back to the top of the new results instead.
  const previousPage = useRef(query.page);
  useEffect(() => {
    if (previousPage.current === query.page) return;
    previousPage.current = query.page;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page]);

  const data = search.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const filtered = hasListingFilters({
    ...query,
    category: options.categoryFilter ? query.category : null,
  });

  let body: ReactNode;
  if (!data && search.isError) {
    body = <LoadError onRetry={() => void search.refetch()} />;
  } else if (!data) {
    body = (
      <ProductGrid
        products={null}
        layout={query.view}
        placeholderCount={query.view === 'list' ? 4 : 8}
      />
    );
  } else if (data.results.length === 0 && data.total > 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('catalog.listing.pageOutOfRange.title', { page: query.page })}
        action={
          <ButtonLink as={Link} href={hrefFor({ page: 1 })} variant="outline">
            {t('catalog.listing.pageOutOfRange.action')}
          </ButtonLink>
        }
      />
    );
  } else if (data.results.length === 0 && filtered) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('catalog.listing.empty.title')}
        text={t('catalog.listing.empty.text')}
        action={
          <ButtonLink as={Link} href={hrefFor(clearedFilters)} variant="outline">
            {t('catalog.listing.filter.reset')}
          </ButtonLink>
        }
      />
    );
  } else if (data.results.length === 0) {
    body = empty;
  } else {
    body = <ProductGrid products={data.results} layout={query.view} />;
  }

  const title = (
    <h2
      id={headingId}
      ref={headingRef}
      tabIndex={-1}
      className={headingVisible ? 'catalog-section-title' : 'ui-sr-only'}
    >
      {heading ?? t('catalog.listing.heading')}
    </h2>
  );

  return (
    <div className="catalog-listing">
      {/* A visible heading names the whole listing, so it stands above the filters. */}
      {headingVisible ? title : null}
      <ListingControls
        query={query}
        options={options}
        facets={data?.facets}
        onChange={update}
        hrefFor={hrefFor}
      />
      <section
        className={cx(
          'catalog-listing__results',
          search.isPlaceholderData && 'catalog-listing__results--stale',
        )}
        aria-labelledby={headingId}
        aria-busy={search.isFetching}
      >
        <div className="catalog-listing__head">
          {headingVisible ? null : title}
          <p role="status" className="catalog-listing__count">
            {data
              ? [
                  countLabel
                    ? countLabel(data.total)
                    : t('catalog.listing.count', { count: data.total }),
                  pageCount > 1
                    ? t('catalog.listing.pageInfo', {
                        page: Math.min(query.page, pageCount),
                        pages: pageCount,
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(', ')
              : search.isError
                ? null
                : t('catalog.listing.loading')}
          </p>
        </div>
        {data && search.isError ? <LoadError onRetry={() => void search.refetch()} /> : null}
        {body}
      </section>
      {data ? (
        <Pagination
          as={Link}
          page={query.page}
          pageCount={pageCount}
          hrefFor={(page) => hrefFor({ page })}
          labels={{
            nav: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            page: (page) => t('pagination.page', { page }),
          }}
        />
      ) : null}
    </div>
  );
}
