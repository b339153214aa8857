import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useLimitOrders } from '@shop/api-client/react';
import { formatDateTime, formatMoney, type MessageId } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, Card, CardBody, CardHeader, EmptyState, Skeleton, Table } from '@shop/ui';
import { failureOf, FormAlert } from '@shop/forms';
import { LimitOrderStatus } from './LimitOrderStatus';

/** The customer's limit orders (spec 3's fields), each number leading to its detail. */
export function LimitOrderList() {
  const intl = useIntl();
  const { store, language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const { data, isPending, error, refetch } = useLimitOrders();
  const t = (id: MessageId) => intl.formatMessage({ id });

  let content;
  if (data === undefined && isPending) content = <Skeleton variant="block" height="12rem" />;
  else if (data === undefined)
    content = (
      <FormAlert
        failure={failureOf(error)}
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('account.retry')}
          </Button>
        }
      />
    );
  else if (data.length === 0)
    content = <EmptyState title={t('account.limitOrders.empty')} headingLevel={3} />;
  else
    content = (
      <Table caption={t('account.limitOrders.title')} captionHidden density="compact">
        <thead>
          <tr>
            <th scope="col">{t('account.limitOrders.number')}</th>
            <th scope="col">{t('account.limitOrders.product')}</th>
            <th scope="col">{t('account.limitOrders.type')}</th>
            <th scope="col">{t('account.limitOrders.quantity')}</th>
            <th scope="col">{t('account.limitOrders.target')}</th>
            <th scope="col">{t('account.limitOrders.current')}</th>
            <th scope="col">{t('account.limitOrders.expiresAt')}</th>
            <th scope="col">{t('account.limitOrders.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link className="ui-link" to={pathTo('limitOrderDetail', { slug: order.id })}>
                  {order.number}
                </Link>
              </th>
              <td>{order.product.name[language]}</td>
              <td>{t(`account.limitOrders.type.${order.type}`)}</td>
              <td>{order.quantity}</td>
              <td>
                {formatMoney(
                  order.targetUnitPrice.centAmount,
                  order.targetUnitPrice.currency,
                  localeTag,
                )}
              </td>
              <td>
                {order.currentUnitPrice
                  ? formatMoney(
                      order.currentUnitPrice.centAmount,
                      order.currentUnitPrice.currency,
                      localeTag,
                    )
                  : '–'}
              </td>
              <td>{formatDateTime(order.expiresAt, store.key, localeTag)}</td>
              <td>
                <LimitOrderStatus status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <Card as="section">
      <CardHeader title={t('account.limitOrders.title')} headingLevel={2} />
      <CardBody className="ui-stack">
        <p>{t('account.limitOrders.intro')}</p>
        {content}
      </CardBody>
    </Card>
  );
}
