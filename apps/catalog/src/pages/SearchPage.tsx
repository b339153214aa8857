import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { EmptyState, SearchIcon } from '@shop/ui';
import { ProductListing } from '../widgets/ProductListing';
import { clearedFilters, searchListing } from '../features/listing/listing-query';
import { useListingQuery } from '../features/listing/use-listing-query';
import { SearchForm } from '../features/search/components/SearchForm';
import { ShopLinkButton } from '../widgets/ShopLinkButton';
import '../catalog.css';

/** Text search (`?q=`), ranked by relevance, through the shop's listing. */
export default function SearchPage() {
  const intl = useIntl();
  const { query, update } = useListingQuery(searchListing);
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const q = query.q;
  return (
    <div className="catalog-stack">
      {/* Keyed by the term so a search from the header refills the field. */}
      <SearchForm
        key={q ?? ''}
        initial={q ?? ''}
        onSearch={(text) => update({ q: text || null, ...clearedFilters, page: 1 })}
      />
      {q === null ? (
        <EmptyState
          icon={<SearchIcon />}
          title={t('catalog.search.prompt.title')}
          text={t('catalog.search.prompt.text')}
        />
      ) : (
        <ProductListing
          options={searchListing}
          countLabel={(count) => t('catalog.search.results', { count, query: q })}
          empty={
            <EmptyState
              headingLevel={3}
              icon={<SearchIcon />}
              title={t('catalog.search.empty.title', { query: q })}
              text={t('catalog.search.empty.hint')}
              action={<ShopLinkButton variant="outline" />}
            />
          }
        />
      )}
    </div>
  );
}
