import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { pricelistSlug } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Countdown } from './Countdown';
import { PriceTicker } from './PriceTicker';

/**
 * The header's live price strip: the metal ticker, the countdown to the next update and the way
 * to the price list, where a customer who looks at prices finds every product's.
 */
export function PriceBar() {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  return (
    <section
      className="shell-price-bar"
      aria-label={intl.formatMessage({ id: 'prices.ticker.label' })}
    >
      <PriceTicker />
      <Countdown />
      <Link
        className="shell-price-bar__list"
        to={pathTo('pricelist', { slug: pricelistSlug('standard', language) })}
      >
        {intl.formatMessage({ id: 'prices.pricelist.link.standard' })}
      </Link>
    </section>
  );
}
