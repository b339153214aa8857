import '../checkout.css';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, CartIcon, EmptyState, ScaleIcon } from '@shop/ui';
import { cartTypeOf } from '../components/cart-type';

export default function CartPage() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const type = cartTypeOf(useLocation().search);
  return (
    <div className="checkout-cart">
      <nav
        aria-label={intl.formatMessage({ id: 'checkout.cart.tabs' })}
        className="checkout-cart__switch"
      >
        {(['buy', 'sell'] as const).map((t) => (
          <Link
            key={t}
            to={`${pathTo('cart')}?type=${t}`}
            aria-current={t === type ? 'page' : undefined}
          >
            {intl.formatMessage({ id: `checkout.cart.${t}` })}
          </Link>
        ))}
      </nav>
      <EmptyState
        icon={type === 'buy' ? <CartIcon /> : <ScaleIcon />}
        title={intl.formatMessage({ id: `checkout.cart.${type}.empty` })}
        text={intl.formatMessage({ id: `checkout.cart.${type}.emptyText` })}
        action={
          <ButtonLink
            as={Link}
            href={pathTo(type === 'buy' ? 'shop' : 'sellToUs')}
            variant="primary"
          >
            {intl.formatMessage({
              id: type === 'buy' ? 'checkout.cart.toShop' : 'checkout.cart.toSell',
            })}
          </ButtonLink>
        }
      />
    </div>
  );
}
