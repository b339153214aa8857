import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@shop/router';
import { staffProductsPageSize } from '@shop/api-client/staff';
import { useStaffProducts } from '@shop/api-client/staff/react';
import type { MessageId } from '@shop/i18n';
import { EmptyState, Skeleton } from '@shop/ui';
import { filtersOf, listQueryOf, searchOf } from '../features/catalogue/catalogue-filters';
import { CatalogueFiltersForm } from '../features/catalogue/components/CatalogueFiltersForm';
import { ProductsTable } from '../features/catalogue/components/ProductsTable';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/catalogue/catalogue.css';
import { LoadFailed } from '../shared/page/LoadFailed';
import { PageLinks } from '../shared/page/PageLinks';

/**
 * The catalogue (permission `catalogue`): every product, published or not, searched and
 * filtered by the address, 50 a page, each linking to its page.
 */
export function CataloguePage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  usePageTitle('backoffice.catalogue.title');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { filters, page } = filtersOf(search);
  const list = useStaffProducts(listQueryOf(filters, page));
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / staffProductsPageSize));
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--xs">
        <h1 className="backoffice-heading">{t('backoffice.catalogue.title')}</h1>
        <p className="backoffice-muted">{t('backoffice.catalogue.intro')}</p>
      </header>
      <CatalogueFiltersForm
        // A new address (a link, the back button) starts the form from what it says.
        key={search.toString()}
        filters={filters}
        onApply={(next) => navigate(`/catalogue${searchOf(next)}`)}
      />
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>
          {t('backoffice.catalogue.loadFailed')}
        </LoadFailed>
      ) : list.data === undefined ? (
        <Skeleton variant="block" aria-label={t('backoffice.loading')} />
      ) : list.data.products.length === 0 ? (
        <EmptyState headingLevel={2} title={t('backoffice.catalogue.empty')} />
      ) : (
        <div className="ui-stack" aria-busy={list.isFetching}>
          <p className="backoffice-total" aria-live="polite">
            {intl.formatMessage({ id: 'backoffice.catalogue.count' }, { count: list.data.total })}
          </p>
          <ProductsTable products={list.data.products} />
          <PageLinks
            page={page}
            pageCount={pageCount}
            hrefFor={(target) => `/catalogue${searchOf(filters, target)}`}
          />
        </div>
      )}
    </div>
  );
}
