import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@shop/router';
import { staffOrdersPageSize, type StaffMe } from '@shop/api-client/staff';
import { useStaffApi, useStaffOrders } from '@shop/api-client/staff/react';
import { storeKeys, type MessageId } from '@shop/i18n';
import { EmptyState, Link as UiLink, Skeleton } from '@shop/ui';
import { boardQueryOf, filtersOf, searchOf } from '../features/orders/board-filters';
import { BoardFiltersForm } from '../features/orders/components/BoardFiltersForm';
import { OrdersTable } from '../features/orders/components/OrdersTable';
import { StateTabs } from '../features/orders/components/StateTabs';
import { usePageTitle } from '../shared/page/use-page-title';
import { storesWith } from '../shared/session/grants';
import '../features/orders/orders.css';
import { LoadFailed } from '../shared/page/LoadFailed';
import { PageLinks } from '../shared/page/PageLinks';

/**
 * The orders board (permission `orders`): by state with counts, filtered by the address, 50 a
 * page, with the CSV export of the same filters. The API lists only the member's stores.
 */
export function OrdersPage({ me }: { me: StaffMe }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  usePageTitle('backoffice.orders.title');
  const api = useStaffApi();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { filters, page } = filtersOf(search);
  const query = boardQueryOf(filters, page);
  const board = useStaffOrders(query);
  const stores = storesWith(me, 'orders');
  const storeNames = (stores ?? storeKeys).map((store) => t(`store.${store}`));
  const pageCount = Math.max(1, Math.ceil((board.data?.total ?? 0) / staffOrdersPageSize));
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="backoffice-page-header">
        <div className="ui-stack ui-stack--xs">
          <h1 className="backoffice-heading">{t('backoffice.orders.title')}</h1>
          <p className="backoffice-muted">
            {stores === null
              ? t('backoffice.orders.allStores')
              : intl.formatMessage(
                  { id: 'backoffice.orders.stores' },
                  { stores: intl.formatList(storeNames) },
                )}
          </p>
        </div>
        <UiLink href={api.staffOrders.csvUrl(query)} download variant="standalone">
          {t('backoffice.orders.csv')}
        </UiLink>
      </header>
      <StateTabs filters={filters} counts={board.data?.counts} />
      <BoardFiltersForm
        // A new address (a tab, a link, the back button) starts the form from what it says.
        key={search.toString()}
        filters={filters}
        stores={stores ?? storeKeys}
        onApply={(next) => navigate(`/orders${searchOf(next)}`)}
      />
      {board.isError ? (
        <LoadFailed onRetry={() => void board.refetch()}>
          {t('backoffice.orders.loadFailed')}
        </LoadFailed>
      ) : board.data === undefined ? (
        <Skeleton variant="block" aria-label={t('backoffice.loading')} />
      ) : board.data.orders.length === 0 ? (
        <EmptyState headingLevel={2} title={t('backoffice.orders.empty')} />
      ) : (
        <div className="ui-stack" aria-busy={board.isFetching}>
          <p className="backoffice-total" aria-live="polite">
            {intl.formatMessage({ id: 'backoffice.orders.count' }, { count: board.data.total })}
          </p>
          <OrdersTable orders={board.data.orders} />
          <PageLinks
            page={page}
            pageCount={pageCount}
            hrefFor={(target) => `/orders${searchOf(filters, target)}`}
          />
        </div>
      )}
    </div>
  );
}
