import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AvailabilityAlert, PriceAlert } from '@shop/api-client';
import {
  useAvailabilityAlerts,
  useDeletePriceAlert,
  usePriceAlerts,
  useToggleAvailabilityAlert,
} from '@shop/api-client/react';
import { amountInputValue, formatMoney, type MessageId } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, Card, CardBody, CardHeader, Checkbox, Skeleton } from '@shop/ui';
import { failureOf } from '../../../forms/api-errors';
import { FormAlert } from '../../../forms/FormAlert';
import { formatDateTime } from '../../limit-orders/limit-order-text';

function PriceAlertItem({ alert }: { alert: PriceAlert }) {
  const intl = useIntl();
  const { store, language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const remove = useDeletePriceAlert();
  const money = (amount: PriceAlert['targetUnitPrice'] | null) =>
    amount ? formatMoney(amount.centAmount, amount.currency, localeTag) : '–';
  const name = alert.product.name[language];
  return (
    <li className="account-alert">
      <div className="ui-stack ui-stack--sm">
        <strong>{name}</strong>
        <span>
          {intl.formatMessage(
            { id: 'account.alerts.price.target' },
            {
              side: intl.formatMessage({ id: `account.alerts.price.side.${alert.type}` }),
              target: money(alert.targetUnitPrice),
              current: money(alert.currentUnitPrice),
            },
          )}
        </span>
        {alert.triggeredAt ? (
          <span className="ui-text-muted">
            {intl.formatMessage(
              { id: 'account.alerts.price.triggered' },
              { date: formatDateTime(alert.triggeredAt, store.key, localeTag) },
            )}
          </span>
        ) : null}
      </div>
      <div className="ui-cluster">
        {alert.product.published ? (
          <Link
            className="ui-link"
            to={`${pathTo('productLimitOrder', { slug: alert.product.slug[language] })}?${new URLSearchParams(
              { type: alert.type, targetPrice: amountInputValue(alert.targetUnitPrice.centAmount) },
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
    </li>
  );
}

function AvailabilityAlertItem({ alert }: { alert: AvailabilityAlert }) {
  const intl = useIntl();
  const { store, language, localeTag } = useLocale();
  const toggle = useToggleAvailabilityAlert();
  const name = alert.product.name[language];
  return (
    <li className="account-alert">
      <div className="ui-stack ui-stack--sm">
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
        {alert.notifiedAt ? (
          <span className="ui-text-muted">
            {intl.formatMessage(
              { id: 'account.alerts.availability.notified' },
              { date: formatDateTime(alert.notifiedAt, store.key, localeTag) },
            )}
          </span>
        ) : null}
        {toggle.isError ? <FormAlert failure={failureOf(toggle.error)} /> : null}
      </div>
    </li>
  );
}

/** The customer's price and availability alerts, managed where the limit orders are. */
export function AlertLists() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const price = usePriceAlerts();
  const availability = useAvailabilityAlerts();

  const section = <T,>(
    title: MessageId,
    empty: MessageId,
    query: { data: T[] | undefined; isPending: boolean; error: unknown; refetch: () => unknown },
    item: (entry: T) => ReactNode,
  ) => (
    <Card as="section">
      <CardHeader title={t(title)} headingLevel={2} />
      <CardBody>
        {query.data === undefined ? (
          query.isPending ? (
            <Skeleton variant="block" height="6rem" />
          ) : (
            <FormAlert
              failure={failureOf(query.error)}
              action={
                <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                  {t('account.retry')}
                </Button>
              }
            />
          )
        ) : query.data.length === 0 ? (
          <p>{t(empty)}</p>
        ) : (
          <ul className="account-alerts" aria-label={t(title)}>
            {query.data.map(item)}
          </ul>
        )}
      </CardBody>
    </Card>
  );

  return (
    <>
      {section('account.alerts.price.title', 'account.alerts.price.empty', price, (alert) => (
        <PriceAlertItem key={alert.id} alert={alert} />
      ))}
      {section(
        'account.alerts.availability.title',
        'account.alerts.availability.empty',
        availability,
        (alert) => (
          <AvailabilityAlertItem key={alert.id} alert={alert} />
        ),
      )}
    </>
  );
}
