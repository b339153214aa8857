import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { StaffOrderSummary } from '@shop/api-client/staff';
import { formatDate, formatMoney, type MessageId } from '@shop/i18n';
import { Badge, Table } from '@shop/ui';
import { OrderStateBadge, PaymentStateBadge } from './StateBadges';

/**
 * One page of the board: a row per order, its number the link to the order page (the first
 * stop of Tab in each row), dates in the order's store's format.
 */
export function OrdersTable({ orders }: { orders: readonly StaffOrderSummary[] }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Table caption={t('backoffice.orders.table')} captionHidden density="compact" striped>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.orders.col.number')}</th>
          <th scope="col">{t('backoffice.orders.col.date')}</th>
          <th scope="col">{t('backoffice.orders.col.store')}</th>
          <th scope="col">{t('backoffice.orders.col.type')}</th>
          <th scope="col">{t('backoffice.orders.col.customer')}</th>
          <th scope="col" className="backoffice-num">
            {t('backoffice.orders.col.total')}
          </th>
          <th scope="col">{t('backoffice.orders.col.orderState')}</th>
          <th scope="col">{t('backoffice.orders.col.paymentState')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" className="backoffice-nowrap">
              <Link to={`/orders/${order.id}`}>{order.orderNumber}</Link>
            </th>
            <td className="backoffice-nowrap">{formatDate(order.createdAt, order.store)}</td>
            <td>{order.store.toUpperCase()}</td>
            <td>{t(`order.type.${order.transactionType}`)}</td>
            <td>
              <span className="backoffice-customer">
                <span>{order.customerName}</span>
                <span className="backoffice-muted">{order.customerEmail}</span>
              </span>
            </td>
            <td className="backoffice-num">
              {formatMoney(order.total.centAmount, order.total.currency, intl.locale)}
            </td>
            {/* The delivery under the state, the method under the payment: a row fits 1280 px. */}
            <td>
              <span className="backoffice-customer">
                <span>
                  <OrderStateBadge state={order.orderState} />
                </span>
                {order.shippingMethod && (
                  <span className="backoffice-muted">
                    {t(`order.delivery.${order.shippingMethod}`)}
                  </span>
                )}
              </span>
            </td>
            <td>
              <span className="backoffice-customer">
                <span>
                  <PaymentStateBadge state={order.paymentState} />{' '}
                  {order.paymentAmountMismatch && (
                    <Badge variant="danger">{t('backoffice.orders.mismatch')}</Badge>
                  )}
                </span>
                {order.paymentMethod && (
                  <span className="backoffice-muted">
                    {t(`order.payment.${order.paymentMethod}`)}
                  </span>
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
