import type { MessageId } from '@shop/i18n';
import { formatDate, formatMoney } from '@shop/i18n';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useOrders } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, ButtonLink, EmptyState, Link as UiLink, Skeleton, Table, Toast } from '@shop/ui';
import { orderTypeText } from '../order-labels';
import { OrderStateBadge, PaymentStateBadge } from './OrderStatusBadges';

/** The customer's orders, newest first, each linking to its detail page. */
export function OrderList() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { store, localeTag } = useLocale();
  const { data: orders, isPending, isError, refetch } = useOrders();
  const t = (id: MessageId) => intl.formatMessage({ id });

  let content;
  if (isPending) content = <Skeleton variant="block" height="12rem" />;
  else if (isError)
    content = (
      <Toast
        type="error"
        inline
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('account.retry')}
          </Button>
        }
      >
        {t('account.orders.loadFailed')}
      </Toast>
    );
  else if (orders.length === 0)
    content = (
      <EmptyState
        headingLevel={3}
        title={t('account.orders.empty')}
        text={t('account.orders.emptyText')}
        action={
          <ButtonLink as={Link} href={pathTo('shop')} variant="outline">
            {t('account.orders.toShop')}
          </ButtonLink>
        }
      />
    );
  else
    content = (
      <Table caption={t('account.orders.caption')} captionHidden>
        <thead>
          <tr>
            <th scope="col">{t('account.orders.number')}</th>
            <th scope="col">{t('account.orders.date')}</th>
            <th scope="col">{t('account.orders.type')}</th>
            <th scope="col">{t('account.orders.status')}</th>
            <th scope="col">{t('account.orders.paymentStatus')}</th>
            <th scope="col" className="account-num">
              {t('account.orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <UiLink as={Link} href={pathTo('orderDetail', { slug: order.id })}>
                  {order.orderNumber}
                </UiLink>
              </th>
              <td>{formatDate(order.createdAt, store.key)}</td>
              <td>{t(orderTypeText(order))}</td>
              <td>
                <OrderStateBadge order={order} />
              </td>
              <td>
                <PaymentStateBadge order={order} />
              </td>
              <td className="account-num">
                {formatMoney(
                  order.totalGrossPrice.centAmount,
                  order.totalGrossPrice.currency,
                  localeTag,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <section className="ui-stack ui-stack--md" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title" className="account-heading">
        {t('account.orders.title')}
      </h2>
      {content}
    </section>
  );
}
