import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@shop/i18n/react';
import { CartIcon, ScaleIcon } from '@shop/ui';

/** Entry points to the buy cart and the sell cart (spec: cart query type buy or sell). */
export function CartBadges() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  return (
    <ul className="shell-carts">
      {(['buy', 'sell'] as const).map((type) => (
        <li key={type}>
          <Link
            to={`${pathTo('cart')}?type=${type}`}
            className="shell-icon-link"
            data-cart={type}
            aria-label={intl.formatMessage({
              id: type === 'buy' ? 'header.buyCart' : 'header.sellCart',
            })}
          >
            {type === 'buy' ? <CartIcon /> : <ScaleIcon />}
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
