import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { orderStates, type OrderState } from '@shop/api-client';
import { type StaffOrderList } from '@shop/api-client/staff';
import { cx } from '@shop/ui';
import { searchOf, type BoardFilters } from '../board-filters';

/**
 * The board by order state: every state with how many orders of the other filters it holds,
 * each a link that keeps the other filters (so the view can be shared).
 */
export function StateTabs({
  filters,
  counts,
}: {
  filters: BoardFilters;
  counts: StaffOrderList['counts'] | undefined;
}) {
  const intl = useIntl();
  const all = orderStates.reduce((sum, state) => sum + (counts?.[state] ?? 0), 0);
  const tab = (state: OrderState | '', label: string, count: number | undefined) => {
    const current = filters.orderState === state;
    return (
      <li key={state || 'all'}>
        <Link
          to={`/orders${searchOf({ ...filters, orderState: state })}`}
          className={cx('backoffice-tab', current && 'backoffice-tab--current')}
          aria-current={current ? 'page' : undefined}
        >
          {label}
          {count !== undefined && <span className="backoffice-tab__count">{count}</span>}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={intl.formatMessage({ id: 'backoffice.orders.tabs' })}>
      <ul className="backoffice-tabs">
        {tab('', intl.formatMessage({ id: 'backoffice.orders.tab.all' }), counts ? all : undefined)}
        {orderStates.map((state) =>
          tab(state, intl.formatMessage({ id: `order.state.${state}` }), counts?.[state]),
        )}
      </ul>
    </nav>
  );
}
