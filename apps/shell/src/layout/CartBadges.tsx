import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { priceTypes } from '@shop/api-client';
import { useCartCount } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { CartIcon, CountBadge, ScaleIcon } from '@shop/ui';

/**
 * Entry points to the buy cart and the sell cart (spec: cart query type buy or sell). The counts
 * come from the shared cart cache, so an add anywhere shows here at once.
 */
export function CartBadges() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { language } = useLocale();
  const counts = { buy: useCartCount('buy', language), sell: useCartCount('sell', language) };
  return (
    <ul className="shell-carts">
      {priceTypes.map((type) => (
        <li key={type}>
          <Link
            to={`${pathTo('cart')}?type=${type}`}
            className="shell-icon-link"
            data-cart={type}
            aria-label={intl.formatMessage(
              { id: type === 'buy' ? 'header.buyCart.count' : 'header.sellCart.count' },
              { count: counts[type] },
            )}
          >
            {type === 'buy' ? <CartIcon /> : <ScaleIcon />}
            <CountBadge count={counts[type]} overlay aria-hidden="true" data-cart-count={type} />
            <span>
              {intl.formatMessage({
                id: type === 'buy' ? 'header.buyCart.short' : 'header.sellCart.short',
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
