import { useIntl } from 'react-intl';
import { Countdown } from './Countdown';
import { PriceTicker } from './PriceTicker';

/** The header's live price strip: the metal ticker and the countdown to the next update. */
export function PriceBar() {
  const intl = useIntl();
  return (
    <section
      className="shell-price-bar"
      aria-label={intl.formatMessage({ id: 'prices.ticker.label' })}
    >
      <PriceTicker />
      <Countdown />
    </section>
  );
}
