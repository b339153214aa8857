import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { Link } from '@shop/router';
import { useCategories } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import {
  categoryKeys,
  preciousMetals,
  type CategoryKey,
  type FacetEntry,
  type PreciousMetal,
  type ProductSearchResponse,
} from '@shop/api-client';
import { Button, FormField, GridIcon, ListIcon, Select, type SelectOption } from '@shop/ui';
import {
  clearedFilters,
  hasListingFilters,
  listingViews,
  type ListingQuery,
  type ListingQueryOptions,
} from '../listing-query';
import { sortChoiceValue, sortChoices } from '../sort-options';
import { weightBucketKeys } from '../weight-buckets';
import { PriceRangeFilter } from './PriceRangeFilter';

interface ListingControlsProps {
  query: ListingQuery;
  options: ListingQueryOptions;
  facets: ProductSearchResponse['facets'] | undefined;
  onChange: (change: Partial<ListingQuery>) => void;
  hrefFor: (change: Partial<ListingQuery>) => string;
}

/**
 * Facet entries as select options with their counts. The chosen value stays listed even when the
 * current results no longer count it (a shared link, a manufacturer that sold out), so the select
 * never silently shows "all" while the list is filtered.
 */
function facetOptions(
  entries: readonly FacetEntry[],
  selected: string | null,
  label: (key: string) => string | null,
  format: (label: string, count: number) => string,
): SelectOption[] {
  const withSelected =
    selected !== null && !entries.some((e) => e.key === selected)
      ? [...entries, { key: selected, count: 0 }]
      : entries;
  return withSelected.flatMap((entry) => {
    const text = label(entry.key);
    return text === null ? [] : [{ value: entry.key, label: format(text, entry.count) }];
  });
}

const isCategoryKey = (key: string): key is CategoryKey =>
  (categoryKeys as readonly string[]).includes(key);
const isMetal = (key: string): key is PreciousMetal =>
  (preciousMetals as readonly string[]).includes(key);

export function ListingControls({
  query,
  options,
  facets,
  onChange,
  hrefFor,
}: ListingControlsProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const categories = useCategories();
  const headingId = useId();
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const withCount = (label: string, count: number) =>
    t('catalog.listing.filter.option', { label, count });

  const categoryName = (key: string) =>
    categories.data?.find((c) => c.key === key)?.name[language] ?? null;
  const metalOrder = (entries: readonly FacetEntry[]) =>
    [...entries].sort(
      (a, b) =>
        preciousMetals.indexOf(a.key as PreciousMetal) -
        preciousMetals.indexOf(b.key as PreciousMetal),
    );

  const categoryOptions = facetOptions(
    facets?.categories ?? [],
    query.category,
    categoryName,
    withCount,
  );
  const metalOptions = facetOptions(
    metalOrder(facets?.metals ?? []),
    query.metal,
    (key) => (isMetal(key) ? t(`metal.${key}`) : null),
    withCount,
  );
  const manufacturerOptions = facetOptions(
    facets?.manufacturers ?? [],
    query.manufacturer,
    (key) => key,
    withCount,
  );
  // Before the first answer the filters are drawn empty so the layout does not jump; after it, a
  // filter with nothing to choose (scrap has no manufacturers) is left out.
  const shows = (filterOptions: SelectOption[]) => facets === undefined || filterOptions.length > 0;

  return (
    <section className="catalog-controls" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-sr-only">
        {t('catalog.listing.filters')}
      </h2>
      <div className="catalog-controls__filters">
        {options.categoryFilter && shows(categoryOptions) ? (
          <FormField label={t('catalog.listing.filter.category')}>
            <Select
              value={query.category ?? ''}
              placeholder={t('catalog.listing.filter.category.all')}
              options={categoryOptions}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange({ category: isCategoryKey(value) ? value : null });
              }}
            />
          </FormField>
        ) : null}
        {shows(metalOptions) ? (
          <FormField label={t('catalog.listing.filter.metal')}>
            <Select
              value={query.metal ?? ''}
              placeholder={t('catalog.listing.filter.metal.all')}
              options={metalOptions}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange({ metal: isMetal(value) ? value : null });
              }}
            />
          </FormField>
        ) : null}
        {shows(manufacturerOptions) ? (
          <FormField label={t('catalog.listing.filter.manufacturer')}>
            <Select
              value={query.manufacturer ?? ''}
              placeholder={t('catalog.listing.filter.manufacturer.all')}
              options={manufacturerOptions}
              onChange={(event) => onChange({ manufacturer: event.currentTarget.value || null })}
            />
          </FormField>
        ) : null}
        <FormField label={t('catalog.listing.filter.weight')}>
          <Select
            value={query.weight ?? ''}
            placeholder={t('catalog.listing.filter.weight.all')}
            options={weightBucketKeys.map((key) => ({
              value: key,
              label: t(`catalog.listing.filter.weight.${key}`),
            }))}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ weight: weightBucketKeys.find((key) => key === value) ?? null });
            }}
          />
        </FormField>
        {options.priceFilter ? (
          <PriceRangeFilter
            key={`${query.priceMin}-${query.priceMax}`}
            range={query}
            onApply={(range) => onChange(range)}
          />
        ) : null}
        <FormField label={t('catalog.listing.sort')}>
          <Select
            value={sortChoiceValue(query)}
            options={sortChoices(options.sorts).map((choice) => ({
              value: choice.value,
              label: t(choice.labelId),
            }))}
            onChange={(event) => {
              const choice = sortChoices(options.sorts).find(
                (c) => c.value === event.currentTarget.value,
              );
              if (choice) onChange({ sort: choice.sort, order: choice.order });
            }}
          />
        </FormField>
      </div>
      <div className="catalog-controls__aside">
        {hasListingFilters({
          ...query,
          category: options.categoryFilter ? query.category : null,
        }) ? (
          <Link className="ui-link catalog-controls__reset" to={hrefFor(clearedFilters)}>
            {t('catalog.listing.filter.reset')}
          </Link>
        ) : null}
        <div role="group" aria-label={t('catalog.listing.view')} className="catalog-view-switch">
          {listingViews.map((view) => (
            <Button
              key={view}
              variant={query.view === view ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={query.view === view}
              iconStart={view === 'grid' ? <GridIcon size={18} /> : <ListIcon size={18} />}
              onClick={() => onChange({ view })}
            >
              {t(`catalog.listing.view.${view}`)}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
