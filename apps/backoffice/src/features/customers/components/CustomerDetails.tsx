import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { addressLines } from '@shop/api-client';
import type { StaffCustomer } from '@shop/api-client/staff';
import { countryName, formatDate, formatDateTime, formatMoney, type MessageId } from '@shop/i18n';
import { Badge, Table } from '@shop/ui';

/** The parts of a customer's page, each shown in a section of its own by the page. */
export const customerParts = [
  ['Profile', 'backoffice.customers.profile'],
  ['Addresses', 'backoffice.customers.addresses'],
  ['Orders', 'backoffice.customers.orders'],
  ['Deposits', 'backoffice.customers.deposits'],
  ['LimitOrders', 'backoffice.customers.limitOrders'],
  ['Alerts', 'backoffice.customers.alerts'],
  ['SignIns', 'backoffice.customers.signIns'],
] as const satisfies readonly (readonly [string, MessageId])[];

export type CustomerPart = (typeof customerParts)[number][0];

/**
 * One part of what the shop keeps of a customer, as the customer's own data export has it:
 * profile, addresses, orders (each opens the order page), deposits, limit orders, alerts and
 * when they signed in.
 */
export function CustomerDetails({
  customer,
  part,
}: {
  customer: StaffCustomer;
  part: CustomerPart;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const language = intl.locale.startsWith('de') ? 'de' : 'en';
  const { summary, data } = customer;
  const profile = data.customer;
  const money = ({
    centAmount,
    currency,
  }: {
    centAmount: number;
    currency: 'EUR' | 'CHF' | 'USD';
  }) => formatMoney(centAmount, currency, intl.locale);
  const facts: [string, string | undefined][] = [
    [t('backoffice.customers.column.email'), profile.email],
    [t('backoffice.customers.phone'), profile.phone],
    [t('backoffice.customers.column.company'), profile.companyName],
    [t('backoffice.customers.vatId'), profile.vatId],
    [t('backoffice.customers.language'), profile.languageTag.toUpperCase()],
    [t('backoffice.customers.column.store'), summary.store.toUpperCase()],
  ];
  switch (part) {
    case 'Profile':
      return (
        <>
          <dl className="backoffice-facts">
            {facts
              .filter((fact): fact is [string, string] => Boolean(fact[1]))
              .map(([label, value]) => (
                <div key={label} className="backoffice-facts__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </>
      );
    case 'Addresses':
      return (
        <>
          {profile.addresses.length === 0 ? (
            <p className="ui-text-muted">{t('backoffice.customers.noAddresses')}</p>
          ) : (
            <ul className="backoffice-plain-list ui-stack">
              {profile.addresses.map((address) => (
                <li key={address.id}>
                  <address className="backoffice-address">
                    {addressLines(address, (code) => countryName(code, intl.locale)).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                  {address.defaultShipping ? (
                    <Badge variant="info">{t('backoffice.customers.defaultShipping')}</Badge>
                  ) : null}{' '}
                  {address.defaultBilling ? (
                    <Badge variant="info">{t('backoffice.customers.defaultBilling')}</Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      );
    case 'Orders':
      return (
        <>
          {data.orders.length === 0 ? (
            <p className="ui-text-muted">{t('backoffice.customers.noOrders')}</p>
          ) : (
            <Table
              caption={t('backoffice.customers.orders.caption')}
              captionHidden
              density="compact"
            >
              <thead>
                <tr>
                  <th scope="col">{t('backoffice.customers.column.order')}</th>
                  <th scope="col">{t('backoffice.customers.column.placed')}</th>
                  <th scope="col">{t('backoffice.customers.column.type')}</th>
                  <th scope="col">{t('backoffice.customers.column.state')}</th>
                  <th scope="col" className="backoffice-num">
                    {t('backoffice.customers.column.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row" className="backoffice-nowrap">
                      <Link to={`/orders/${order.id}`}>{order.orderNumber}</Link>
                    </th>
                    <td className="backoffice-nowrap">
                      {formatDate(order.createdAt, order.store)}
                    </td>
                    <td>{t(`backoffice.customers.type.${order.transactionType}`)}</td>
                    <td>
                      <Badge>{t(`order.state.${order.orderState}`)}</Badge>
                    </td>
                    <td className="backoffice-num">{money(order.totalGrossPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      );
    case 'Deposits':
      return (
        <>
          {data.deposits.length === 0 ? (
            <p className="ui-text-muted">{t('backoffice.customers.noDeposit')}</p>
          ) : (
            data.deposits.map((deposit) => (
              <div key={deposit.id} className="ui-stack ui-stack--xs">
                <p>
                  {intl.formatMessage(
                    {
                      id:
                        deposit.positions.length === 0
                          ? 'backoffice.customers.depositEmpty'
                          : 'backoffice.customers.depositIn',
                    },
                    { store: deposit.store.toUpperCase() },
                  )}{' '}
                  ({deposit.depotNumber}, {money(deposit.currentValue)})
                </p>
                <ul className="backoffice-plain-list">
                  {deposit.positions.map((position) => (
                    <li key={position.sku}>
                      {intl.formatMessage(
                        { id: 'backoffice.customers.depositLine' },
                        { quantity: position.quantity, name: position.name[language] },
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </>
      );
    case 'LimitOrders':
      return (
        <>
          {data.limitOrders.length === 0 ? (
            <p className="ui-text-muted">{t('backoffice.customers.noLimitOrders')}</p>
          ) : (
            <ul className="backoffice-plain-list">
              {data.limitOrders.map((order) => (
                <li key={order.id}>
                  {intl.formatMessage(
                    { id: 'backoffice.customers.limitOrderLine' },
                    {
                      type: t(`backoffice.customers.type.${order.type}`),
                      quantity: order.quantity,
                      sku: order.product.name[language],
                      price: money(order.targetUnitPrice),
                      status: order.status,
                    },
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      );
    case 'Alerts':
      return (
        <>
          <p>
            {intl.formatMessage(
              { id: 'backoffice.customers.alertCounts' },
              { price: data.priceAlerts.length, availability: data.availabilityAlerts.length },
            )}
          </p>
        </>
      );
    case 'SignIns':
      return (
        <>
          {customer.signIns.length === 0 ? (
            <p className="ui-text-muted">{t('backoffice.customers.noSignIns')}</p>
          ) : (
            <ul className="backoffice-plain-list">
              {customer.signIns.map((at) => (
                <li key={at}>
                  <time dateTime={at}>{formatDateTime(at, summary.store, intl.locale)}</time>
                </li>
              ))}
            </ul>
          )}
        </>
      );
  }
}
