import { useIntl } from 'react-intl';
import { formatCountdown } from '@shop/i18n';
import { Button } from '@shop/ui';
import { usePriceValidity } from '../use-price-validity';

export interface PriceValidityProps {
  /** When the server stops honouring the quote, on this browser's clock (HeldQuote.endsAt). */
  endsAt: number;
  /** Asks for a fresh quote. */
  onRefresh: () => void;
  refreshing: boolean;
}

/** The review's countdown of the quoted prices; once lapsed it offers a fresh quote. */
export function PriceValidity(props: PriceValidityProps) {
  // Each quote is counted from the present, not from the last tick of the one before it.
  return <QuoteCountdown key={props.endsAt} {...props} />;
}

function QuoteCountdown({ endsAt, onRefresh, refreshing }: PriceValidityProps) {
  const intl = useIntl();
  const left = usePriceValidity(endsAt);
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
