import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { staffProductsPageSize } from '@shop/api-client/staff';
import { useStaffProducts } from '@shop/api-client/staff/react';
import type { MessageId } from '@shop/i18n';
import { Button, EmptyState, Pagination, Skeleton, Toast } from '@shop/ui';
import { filtersOf, listQueryOf, searchOf } from '../features/catalogue/catalogue-filters';
import { CatalogueFiltersForm } from '../features/catalogue/components/CatalogueFiltersForm';
import { ProductsTable } from '../features/catalogue/components/ProductsTable';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/catalogue/catalogue.css';

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
        <Toast
          type="error"
          inline
          action={
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {t('backoffice.retry')}
            </Button>
          }
        >
          {t('backoffice.catalogue.loadFailed')}
        </Toast>
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
          {pageCount > 1 && (
            <Pagination
              as={Link}
              page={page}
              pageCount={pageCount}
              hrefFor={(target) => `/catalogue${searchOf(filters, target)}`}
              labels={{
                nav: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: (target) => intl.formatMessage({ id: 'pagination.page' }, { page: target }),
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}
