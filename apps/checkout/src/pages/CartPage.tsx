import '../checkout.css';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@shop/router';
import { priceTypes } from '@shop/api-client';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, CartIcon, EmptyState, ScaleIcon, Spinner, Table, Toast } from '@shop/ui';
import { cartBlocker, shortOfStockNames } from '../features/cart/cart-blockers';
import { CartLineRow } from '../features/cart/components/CartLineRow';
import { CartNotices } from '../features/cart/components/CartNotices';
import { CartSummary } from '../features/cart/components/CartSummary';
import { CouponField } from '../features/coupon/components/CouponField';
import { useCartPage } from '../features/cart/use-cart-page';
import { cartTypeOf } from '../features/cart/cart-type';

export default function CartPage() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const type = cartTypeOf(useLocation().search);
  const { cart, isPending, error, notices, apply, busy } = useCartPage(type);
  const blocker = cartBlocker(cart);
  const { store, language } = useLocale();
  const t = intl.formatMessage;

  let body;
  if (isPending) {
    body = <Spinner label={t({ id: 'checkout.cart.loading' })} />;
  } else if (error && !cart) {
    body = (
      <Toast type="error" inline>
        {t({ id: 'checkout.cart.loadFailed' })}
      </Toast>
    );
  } else if (!cart || cart.lineItems.length === 0) {
    body = (
      <>
        <CartNotices currency={store.currency} blocker={null} notices={notices} />
        <EmptyState
          icon={type === 'buy' ? <CartIcon /> : <ScaleIcon />}
          title={t({ id: `checkout.cart.${type}.empty` })}
          text={t({ id: `checkout.cart.${type}.emptyText` })}
          action={
            <ButtonLink
              as={Link}
              href={pathTo(type === 'buy' ? 'shop' : 'sellToUs')}
              variant="primary"
            >
              {t({ id: type === 'buy' ? 'checkout.cart.toShop' : 'checkout.cart.toSell' })}
            </ButtonLink>
          }
        />
      </>
    );
  } else {
    const reasonId = 'checkout-cart-blocked';
    body = (
      <div className="checkout-cart__content">
        <Table
          caption={t({ id: 'checkout.cart.lines' })}
          captionHidden
          stacked
          className="checkout-cart__lines"
        >
          <thead>
            <tr>
              <th scope="col">{t({ id: 'checkout.cart.column.product' })}</th>
              <th scope="col">{t({ id: 'checkout.cart.column.quantity' })}</th>
              <th scope="col" className="checkout-num">
                {t({ id: 'checkout.cart.column.unitPrice' })}
              </th>
              <th scope="col" className="checkout-num">
                {t({ id: 'checkout.cart.column.total' })}
              </th>
              <td />
            </tr>
          </thead>
          <tbody>
            {cart.lineItems.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                buy={cart.transactionType === 'buy'}
                busy={busy}
                onQuantity={(quantity) =>
                  void apply({ kind: 'setQuantity', sku: line.sku, quantity })
                }
                onRemove={() => void apply({ kind: 'remove', sku: line.sku })}
              />
            ))}
          </tbody>
        </Table>
        <CartSummary cart={cart} />
        {cart.transactionType === 'buy' ? <CouponField cart={cart} /> : null}
        {/* Beside the button they explain, and below the lines: a notice that comes with the
            opening recalculation (prices updated) moves nothing the customer is reading. */}
        <CartNotices
          currency={cart.currency}
          blocker={blocker}
          notices={notices}
          blockerId={reasonId}
          dailyLimit={cart.dailyLimit}
          shortOfStock={shortOfStockNames(cart, language)}
        />
        <div className="checkout-cart__proceed">
          {blocker ? (
            <button
              type="button"
              className="ui-button ui-button--primary"
              disabled
              aria-describedby={reasonId}
            >
              {t({ id: 'checkout.cart.proceed' })}
            </button>
          ) : (
            <ButtonLink
              as={Link}
              href={pathTo('checkout', { transactionType: type })}
              variant="primary"
            >
              {t({ id: 'checkout.cart.proceed' })}
            </ButtonLink>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="checkout-cart">
      <nav aria-label={t({ id: 'checkout.cart.tabs' })} className="checkout-cart__switch">
        {priceTypes.map((tab) => (
          <Link
            key={tab}
            to={`${pathTo('cart')}?type=${tab}`}
            aria-current={tab === type ? 'page' : undefined}
          >
            {t({ id: `checkout.cart.${tab}` })}
          </Link>
        ))}
      </nav>
      {body}
    </div>
  );
}
