import { carriers, type Carrier, type Money, type PublicTimelineEntry } from '@shop/api-client';
import { formatDate, formatDateTime, formatMoney } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Link as UiLink } from '@shop/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const carrierOf = (value: unknown): Carrier | null =>
  carriers.find((carrier) => carrier === value) ?? null;
const moneyOf = (value: unknown): Money | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { centAmount, currency } = value as Partial<Money>;
  return typeof centAmount === 'number' && typeof currency === 'string'
    ? ({ centAmount, currency } as Money)
    : null;
};

/** What the customer may know of an event beyond its name and date (the API filters the rest). */
function EntryDetails({ entry }: { entry: PublicTimelineEntry }) {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const { details } = entry;
  let content: ReactNode = null;
  if (entry.event === 'shipped') {
    const carrier = carrierOf(details.carrier);
    const trackingNumber = text(details.trackingNumber);
    const trackingUrl = text(details.trackingUrl);
    if (carrier && trackingNumber)
      content = (
        <>
          {intl.formatMessage(
            { id: 'account.order.timeline.shipped' },
            {
              carrier: intl.formatMessage({ id: `order.carrier.${carrier}` }),
              trackingNumber,
            },
          )}
          {trackingUrl && (
            <>
              {' '}
              <UiLink href={trackingUrl} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage({ id: 'account.order.track' })}
              </UiLink>
            </>
          )}
        </>
      );
  } else if (entry.event === 'cancelled') {
    const reason = text(details.reason);
    if (reason) content = intl.formatMessage({ id: 'account.order.timeline.reason' }, { reason });
  } else if (entry.event === 'paymentReceived' || entry.event === 'payoutSent') {
    const paidAt = text(details.paidAt);
    if (paidAt)
      content = intl.formatMessage(
        { id: 'account.order.timeline.paidAt' },
        { date: formatDate(paidAt, store.key) },
      );
  } else if (entry.event === 'assayed') {
    const payout = moneyOf(details.payout);
    if (payout)
      content = intl.formatMessage(
        { id: 'account.order.timeline.payout' },
        { amount: formatMoney(payout.centAmount, payout.currency, localeTag) },
      );
  }
  return content ? <p className="account-timeline__details">{content}</p> : null;
}

/** What happened to the order, oldest first, each step with its date and time in the store's format. */
export function OrderTimeline({ timeline }: { timeline: readonly PublicTimelineEntry[] }) {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  return (
    <section className="ui-stack ui-stack--xs" aria-labelledby="account-order-timeline">
      <h3 className="account-subheading" id="account-order-timeline">
        {intl.formatMessage({ id: 'account.order.timeline' })}
      </h3>
      <ol className="account-timeline">
        {timeline.map((entry, index) => (
          <li key={`${entry.event}-${entry.at}-${index}`} className="account-timeline__entry">
            <time dateTime={entry.at} className="account-timeline__date">
              {formatDateTime(entry.at, store.key, localeTag)}
            </time>
            <span className="account-timeline__event">
              {intl.formatMessage({ id: `order.event.${entry.event}` })}
            </span>
            <EntryDetails entry={entry} />
          </li>
        ))}
      </ol>
    </section>
  );
}
