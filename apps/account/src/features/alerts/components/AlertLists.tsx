import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { AvailabilityAlert, PriceAlert } from '@shop/api-client';
import {
  useAvailabilityAlerts,
  useDeletePriceAlert,
  usePriceAlerts,
  useToggleAvailabilityAlert,
} from '@shop/api-client/react';
import { amountInputValue, formatDateTime, formatMoney, type MessageId } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Checkbox,
  EmptyState,
  Skeleton,
  Table,
  Toast,
} from '@shop/ui';
import { failureOf, FormAlert } from '@shop/forms';

/** The product's name, a link to its page while it is published. */
function ProductName({ product }: { product: PriceAlert['product'] }) {
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const name = product.name[language];
  return product.published ? (
    <Link className="ui-link" to={pathTo('product', { slug: product.slug[language] })}>
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

function PriceAlertRow({ alert }: { alert: PriceAlert }) {
  const intl = useIntl();
  const { store, language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const remove = useDeletePriceAlert();
  const money = (amount: PriceAlert['targetUnitPrice'] | null) =>
    amount ? formatMoney(amount.centAmount, amount.currency, localeTag) : '–';
  const name = alert.product.name[language];
  return (
    <tr>
      <th scope="row">
        <ProductName product={alert.product} />
      </th>
      <td>{intl.formatMessage({ id: `account.alerts.price.side.${alert.type}` })}</td>
      <td>{money(alert.targetUnitPrice)}</td>
      <td>{money(alert.currentUnitPrice)}</td>
      <td>
        {formatDateTime(alert.createdAt, store.key, localeTag)}
        {alert.triggeredAt ? (
          <span className="ui-text-muted account-alert__note">
            {intl.formatMessage(
              { id: 'account.alerts.price.triggered' },
              { date: formatDateTime(alert.triggeredAt, store.key, localeTag) },
            )}
          </span>
        ) : null}
      </td>
      <td>
        <div className="ui-cluster">
          {alert.product.published ? (
            <Link
              className="ui-link"
              to={`${pathTo('productLimitOrder', { slug: alert.product.slug[language] })}?${new URLSearchParams(
                {
                  type: alert.type,
                  targetPrice: amountInputValue(alert.targetUnitPrice.centAmount),
                },
              ).toString()}`}
            >
              {intl.formatMessage({ id: 'account.alerts.price.placeLimitOrder' })}
            </Link>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            aria-label={intl.formatMessage({ id: 'account.alerts.price.delete' }, { name })}
            onClick={() => remove.mutate(alert.id)}
          >
            {intl.formatMessage({ id: 'account.addresses.remove' })}
          </Button>
        </div>
        {remove.isError ? <FormAlert failure={failureOf(remove.error)} /> : null}
      </td>
    </tr>
  );
}

function AvailabilityAlertItem({ alert }: { alert: AvailabilityAlert }) {
  const intl = useIntl();
  const { store, language, localeTag } = useLocale();
  const toggle = useToggleAvailabilityAlert();
  const name = alert.product.name[language];
  return (
    <li className="account-alert">
      <div className="ui-stack ui-stack--xs">
        <ProductName product={alert.product} />
        {alert.notifiedAt ? (
          <span className="ui-text-muted">
            {intl.formatMessage(
              { id: 'account.alerts.availability.notified' },
              { date: formatDateTime(alert.notifiedAt, store.key, localeTag) },
            )}
          </span>
        ) : null}
      </div>
      <div className="ui-stack ui-stack--xs">
        <Checkbox
          label={intl.formatMessage({ id: 'account.alerts.availability.toggle' }, { name })}
          checked={alert.enabled}
          disabled={toggle.isPending}
          onChange={(event) =>
            toggle.mutate({
              toggle: { sku: alert.product.sku, enabled: event.currentTarget.checked },
              languageTag: language,
            })
          }
        />
        {toggle.isError ? <FormAlert failure={failureOf(toggle.error)} /> : null}
      </div>
    </li>
  );
}

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  refetch: () => unknown;
}

/** The customer's price alerts (a table) and availability alerts (toggles), each in a card. */
export function AlertLists() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const price = usePriceAlerts();
  const availability = useAvailabilityAlerts();

  const section = <T,>(
    title: MessageId,
    empty: MessageId,
    query: ListQuery<T>,
    list: (entries: T[]) => ReactNode,
  ) => (
    <Card as="section">
      <CardHeader title={t(title)} headingLevel={2} />
      <CardBody>
        {query.data === undefined ? (
          query.isPending ? (
            <Skeleton variant="block" height="6rem" />
          ) : (
            <Toast
              type="error"
              inline
              action={
                <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                  {t('account.retry')}
                </Button>
              }
            >
              {t('account.alerts.loadFailed')}
            </Toast>
          )
        ) : query.data.length === 0 ? (
          <EmptyState title={t(empty)} headingLevel={3} />
        ) : (
          list(query.data)
        )}
      </CardBody>
    </Card>
  );

  return (
    <>
      {section('account.alerts.price.title', 'account.alerts.price.empty', price, (alerts) => (
        <Table caption={t('account.alerts.price.title')} captionHidden density="compact">
          <thead>
            <tr>
              <th scope="col">{t('account.alerts.product')}</th>
              <th scope="col">{t('account.alerts.price.side')}</th>
              <th scope="col">{t('account.alerts.price.targetPrice')}</th>
              <th scope="col">{t('account.alerts.price.current')}</th>
              <th scope="col">{t('account.alerts.price.createdAt')}</th>
              <th scope="col">{t('account.alerts.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => (
              <PriceAlertRow key={alert.id} alert={alert} />
            ))}
          </tbody>
        </Table>
      ))}
      {section(
        'account.alerts.availability.title',
        'account.alerts.availability.empty',
        availability,
        (alerts) => (
          <ul className="account-alerts" aria-label={t('account.alerts.availability.title')}>
            {alerts.map((alert) => (
              <AvailabilityAlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        ),
      )}
    </>
  );
}
