import { useIntl } from 'react-intl';
import { formatCountdown } from '@shop/i18n';
import { Button } from '@shop/ui';
import { usePriceValidity } from './usePriceValidity';

export interface PriceValidityProps {
  lastRecalculatedAt: string;
  /** Asks for a fresh quote (POST /carts/{id}/recalculate). */
  onRefresh: () => void;
  refreshing: boolean;
}

/** The review's countdown of the quoted prices; once lapsed it offers a fresh quote. */
export function PriceValidity({ lastRecalculatedAt, onRefresh, refreshing }: PriceValidityProps) {
  const intl = useIntl();
  const left = usePriceValidity(lastRecalculatedAt);
  if (left > 0) {
    return (
      <p className="checkout-validity" role="timer" aria-live="off">
        {intl.formatMessage(
          { id: 'checkout.review.validFor' },
          { time: <strong key="time">{formatCountdown(left)}</strong> },
        )}
      </p>
    );
  }
  return (
    <div className="checkout-validity checkout-validity--lapsed" role="status">
      <p>{intl.formatMessage({ id: 'checkout.review.lapsed' })}</p>
      <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
        {intl.formatMessage({ id: 'checkout.review.refresh' })}
      </Button>
    </div>
  );
}
