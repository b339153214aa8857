import type { MessageId } from '@shop/i18n';
import { formatMoney } from '@shop/i18n';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { isOpenLimitOrder, type Money } from '@shop/api-client';
import { useAvailabilityAlerts, useLimitOrders, usePriceAlerts } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Badge, Link as UiLink, Skeleton, Table, Toast } from '@shop/ui';

/** What the customer has open besides holdings: limit orders waiting for their price, alerts. */
export function OpenLimitOrders() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { language, localeTag } = useLocale();
  const { data, isPending, isError } = useLimitOrders();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = ({ centAmount, currency }: Money) => formatMoney(centAmount, currency, localeTag);
  const openOrders = data?.filter((order) => isOpenLimitOrder(order.status)) ?? [];

  let body;
  if (isPending) body = <Skeleton lines={2} />;
  else if (isError)
    body = (
      <Toast type="error" inline>
        {t('account.limitOrders.loadFailed')}
      </Toast>
    );
  else if (openOrders.length === 0)
    body = <p className="ui-text-muted">{t('account.holdings.limitOrdersNone')}</p>;
  else
    body = (
      <Table caption={t('account.holdings.limitOrders')} captionHidden>
        <thead>
          <tr>
            <th scope="col">{t('account.limitOrders.number')}</th>
            <th scope="col">{t('account.limitOrders.product')}</th>
            <th scope="col">{t('account.limitOrders.type')}</th>
            <th scope="col" className="account-num">
              {t('account.limitOrders.quantity')}
            </th>
            <th scope="col" className="account-num">
              {t('account.limitOrders.target')}
            </th>
            <th scope="col" className="account-num">
              {t('account.limitOrders.current')}
            </th>
            <th scope="col">{t('account.limitOrders.status')}</th>
          </tr>
        </thead>
        <tbody>
          {openOrders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <UiLink as={Link} href={pathTo('limitOrderDetail', { slug: order.id })}>
                  {order.number}
                </UiLink>
              </th>
              <td>{order.product.name[language]}</td>
              <td>{t(`account.limitOrders.type.${order.type}`)}</td>
              <td className="account-num">{order.quantity}</td>
              <td className="account-num">{money(order.targetUnitPrice)}</td>
              <td className="account-num">
                {order.currentUnitPrice ? money(order.currentUnitPrice) : '–'}
              </td>
              <td>
                <Badge variant={order.status === 'Active' ? 'info' : 'warning'}>
                  {t(`account.limitOrders.status.${order.status}`)}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  return (
    <div className="ui-stack ui-stack--xs">
      <h3 className="account-subheading">{t('account.holdings.limitOrders')}</h3>
      {body}
    </div>
  );
}

/** Price alerts not yet triggered and availability alerts switched on. */
export function OpenAlerts() {
  const intl = useIntl();
  const { language, localeTag } = useLocale();
  const priceAlerts = usePriceAlerts();
  const availabilityAlerts = useAvailabilityAlerts();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = ({ centAmount, currency }: Money) => formatMoney(centAmount, currency, localeTag);
  const prices = priceAlerts.data?.filter((alert) => alert.triggeredAt === null) ?? [];
  const availability = availabilityAlerts.data?.filter((alert) => alert.enabled) ?? [];

  let body;
  if (priceAlerts.isPending || availabilityAlerts.isPending) body = <Skeleton lines={2} />;
  else if (priceAlerts.isError || availabilityAlerts.isError)
    body = (
      <Toast type="error" inline>
        {t('account.holdings.alertsLoadFailed')}
      </Toast>
    );
  else if (prices.length + availability.length === 0)
    body = <p className="ui-text-muted">{t('account.holdings.alertsNone')}</p>;
  else
    body = (
      <ul className="ui-stack ui-stack--xs">
        {prices.map((alert) => (
          <li key={alert.id}>
            {intl.formatMessage(
              { id: 'account.holdings.priceAlert' },
              {
                product: alert.product.name[language],
                type: alert.type,
                target: money(alert.targetUnitPrice),
                current: alert.currentUnitPrice ? money(alert.currentUnitPrice) : '–',
              },
            )}
          </li>
        ))}
        {availability.map((alert) => (
          <li key={alert.id}>
            {intl.formatMessage(
              { id: 'account.holdings.availabilityAlert' },
              { product: alert.product.name[language] },
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="ui-stack ui-stack--xs">
      <h3 className="account-subheading">{t('account.holdings.alerts')}</h3>
      {body}
    </div>
  );
}
