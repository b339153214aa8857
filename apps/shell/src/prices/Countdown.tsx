import { useIntl } from 'react-intl';
import { usePricesUnchangedSince } from '@shop/api-client/react';
import { usePriceStatus } from '@shop/api-client/price-socket';
import { formatCountdown, formatDateTime } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { ClockIcon } from '@shop/ui';
import { useSecondsToNextRecalculation } from './use-countdown';

/**
 * Time to the next price update, m:ss, ticking each second (spec 1 and 9). While the API says
 * prices are stale (feed down, market closed) no update is promised: it says since when they are
 * unchanged instead, the time alone today, with the date before.
 */
export function Countdown() {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const { refreshing } = usePriceStatus();
  const seconds = useSecondsToNextRecalculation();
  const unchangedSince = usePricesUnchangedSince();
  if (unchangedSince !== null && !refreshing) {
    const since = new Date(unchangedSince);
    const time =
      since.toDateString() === new Date().toDateString()
        ? intl.formatTime(since, { hour: '2-digit', minute: '2-digit' })
        : formatDateTime(unchangedSince, store.key, localeTag);
    return (
      <p className="shell-countdown">
        <ClockIcon size={16} />
        <span role="status" aria-live="polite">
          {intl.formatMessage({ id: 'prices.unchangedSince' }, { time })}
        </span>
      </p>
    );
  }
  return (
    <p className="shell-countdown" title={intl.formatMessage({ id: 'prices.countdown.label' })}>
      <ClockIcon size={16} />
      {/* Spoken once when an update starts, politely, not every second; focus stays put. */}
      <span role="status" aria-live="polite" className={refreshing ? undefined : 'ui-sr-only'}>
        {refreshing ? intl.formatMessage({ id: 'prices.refreshing' }) : ''}
      </span>
      {refreshing ? null : seconds === null ? null : seconds > 0 ? (
        <>
          <span className="shell-countdown__label">
            {intl.formatMessage({ id: 'prices.countdown.label' })}
          </span>{' '}
          <span role="timer" className="shell-countdown__time ui-numeric" data-seconds={seconds}>
            {formatCountdown(seconds)}
          </span>
        </>
      ) : (
        <span>{intl.formatMessage({ id: 'prices.countdown.due' })}</span>
      )}
    </p>
  );
}
