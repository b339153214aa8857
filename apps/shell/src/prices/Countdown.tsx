import { useIntl } from 'react-intl';
import { usePriceStatus } from '@shop/api-client/price-socket';
import { formatCountdown } from '@shop/i18n';
import { ClockIcon } from '@shop/ui';
import { useSecondsToNextRecalculation } from './use-countdown';

/** Time to the next price update, m:ss, ticking each second (spec 1 and 9). */
export function Countdown() {
  const intl = useIntl();
  const { refreshing } = usePriceStatus();
  const seconds = useSecondsToNextRecalculation();
  return (
    <p className="shell-countdown" title={intl.formatMessage({ id: 'prices.countdown.label' })}>
      <ClockIcon size={16} />
      {/* Spoken once when an update starts, not every second. */}
      <span role="status" className={refreshing ? undefined : 'ui-sr-only'}>
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
