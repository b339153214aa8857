import { useIntl } from 'react-intl';
import { carriers, type Money, type TimelineEntry } from '@shop/api-client';
import { formatDate, formatDateTime, formatMoney, type MessageId, type StoreKey } from '@shop/i18n';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const moneyOf = (value: unknown): Money | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { centAmount, currency } = value as Partial<Money>;
  return typeof centAmount === 'number' && typeof currency === 'string'
    ? ({ centAmount, currency } as Money)
    : null;
};

/** The details staff recorded with a step, each under the label of the field it came from. */
function Details({ entry, store }: { entry: TimelineEntry; store: StoreKey }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { details } = entry;
  const parts: string[] = [];
  const amount = moneyOf(details.amount);
  if (amount)
    parts.push(
      `${t('backoffice.order.received')}: ${formatMoney(amount.centAmount, amount.currency, intl.locale)}`,
    );
  const paidAt = text(details.paidAt);
  if (paidAt)
    parts.push(
      `${t(entry.event === 'payoutSent' ? 'backoffice.orders.field.payoutAt' : 'backoffice.orders.field.paidAt')}: ${formatDate(paidAt, store)}`,
    );
  const reference = text(details.reference);
  if (reference) parts.push(`${t('backoffice.orders.field.reference')}: ${reference}`);
  const carrier = carriers.find((known) => known === details.carrier);
  const trackingNumber = text(details.trackingNumber);
  if (carrier && trackingNumber) parts.push(`${t(`order.carrier.${carrier}`)}: ${trackingNumber}`);
  const reason = text(details.reason);
  if (reason) parts.push(`${t('backoffice.orders.field.reason')}: ${reason}`);
  const payout = moneyOf(details.payout);
  if (payout)
    parts.push(
      `${t('backoffice.order.settlement.total')}: ${formatMoney(payout.centAmount, payout.currency, intl.locale)}`,
    );
  if (details.acceptMismatch === true) parts.push(t('backoffice.orders.mismatch'));
  return parts.length > 0 ? (
    <p className="backoffice-timeline__details">{parts.join(' · ')}</p>
  ) : null;
}

/** Every step of the order, oldest first: when, who, what they recorded, and the mail it sent. */
export function StaffTimeline({
  timeline,
  store,
}: {
  timeline: readonly TimelineEntry[];
  store: StoreKey;
}) {
  const intl = useIntl();
  const when = (iso: string) => formatDateTime(iso, store, intl.locale);
  return (
    <ol className="backoffice-timeline">
      {timeline.map((entry) => (
        <li key={entry.id}>
          <div className="backoffice-timeline__head">
            <strong>{intl.formatMessage({ id: `order.event.${entry.event}` })}</strong>
            <time dateTime={entry.at} className="backoffice-muted">
              {when(entry.at)}
            </time>
            <span className="backoffice-muted">
              {entry.actor.kind === 'staff'
                ? intl.formatMessage(
                    { id: 'backoffice.order.timeline.by' },
                    { name: entry.actor.name },
                  )
                : intl.formatMessage({ id: `backoffice.order.timeline.${entry.actor.kind}` })}
            </span>
          </div>
          <Details entry={entry} store={store} />
          {entry.mailSentAt && (
            <p className="backoffice-timeline__details backoffice-muted">
              {intl.formatMessage(
                { id: 'backoffice.order.timeline.mailSent' },
                { date: when(entry.mailSentAt) },
              )}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
