import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { StaffOrder } from '@shop/api-client/staff';
import { formatDate, formatMoney } from '@shop/i18n';
import { OrderStateBadge } from './StateBadges';

/** Who placed the order, and their other orders (each a link to its page). */
export function CustomerPanel({ customer }: { customer: StaffOrder['customer'] }) {
  const intl = useIntl();
  return (
    <div className="ui-stack ui-stack--sm">
      <p className="backoffice-customer">
        <strong>{customer.name}</strong>
        <a href={`mailto:${customer.email}`}>{customer.email}</a>
      </p>
      <h3 className="backoffice-subheading">
        {intl.formatMessage({ id: 'backoffice.order.otherOrders' })}
      </h3>
      {customer.otherOrders.length === 0 ? (
        <p className="backoffice-muted">
          {intl.formatMessage({ id: 'backoffice.order.noOtherOrders' })}
        </p>
      ) : (
        <ul className="backoffice-timeline">
          {customer.otherOrders.map((other) => (
            <li key={other.id}>
              <span className="backoffice-timeline__head">
                <Link to={`/orders/${other.id}`}>{other.orderNumber}</Link>
                <span className="backoffice-muted">{formatDate(other.createdAt, other.store)}</span>
                <OrderStateBadge state={other.orderState} />
              </span>
              <span className="backoffice-muted">
                {intl.formatMessage({ id: `order.type.${other.transactionType}` })} ·{' '}
                {formatMoney(other.total.centAmount, other.total.currency, intl.locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
