import { useIntl } from 'react-intl';
import type { Cart } from '@shop/api-client';
import type { MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Price } from '@shop/ui';
import { MarginSchemeNote } from './MarginSchemeNote';

/**
 * Subtotal of the goods, coupon, included tax, shipping and the total. The total is the server's
 * (`totalGrossPrice` already holds shipping and the coupon), never added up here.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const price = (centAmount: number) => (
    <Price inline centAmount={centAmount} currency={cart.currency} locale={localeTag} />
  );
  const shipping = cart.shippingInfo?.totalGrossPrice.centAmount ?? null;
  const goods = cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const tax = cart.taxedPrice.totalTax.centAmount;
  // A sale to us carries no VAT to speak of: a row of 0.00 would only puzzle the seller.
  const showTax = cart.transactionType === 'buy' || tax !== 0;
  return (
    <section className="checkout-cart__summary" aria-labelledby="checkout-cart-summary">
      <h2 id="checkout-cart-summary" className="ui-sr-only">
        {t('checkout.cart.summary')}
      </h2>
      <dl>
        <div>
          <dt>{t('checkout.cart.subtotal')}</dt>
          <dd data-total="subtotal">{price(goods)}</dd>
        </div>
        {cart.discount ? (
          <div>
            <dt>
              {intl.formatMessage({ id: 'checkout.review.discount' }, { code: cart.discount.code })}
            </dt>
            <dd data-total="discount">{price(-cart.discount.amount.centAmount)}</dd>
          </div>
        ) : null}
        {showTax ? (
          <div>
            <dt>{t('checkout.cart.tax')}</dt>
            <dd data-total="tax">{price(tax)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.cart.shipping')}</dt>
          <dd data-total="shipping">
            {shipping === null
              ? t('checkout.cart.shipping.later')
              : shipping === 0
                ? // Not "-0.00": nothing is charged, nor taken off a payout.
                  t('checkout.shipping.free')
                : // A sell cart's shipping is taken off the payout.
                  price(cart.transactionType === 'sell' ? -shipping : shipping)}
          </dd>
        </div>
        <div className="checkout-cart__total">
          <dt>{t('checkout.cart.total')}</dt>
          <dd data-total="total">{price(cart.totalGrossPrice.centAmount)}</dd>
        </div>
      </dl>
      <MarginSchemeNote cart={cart} />
    </section>
  );
}
