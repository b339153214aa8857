import { useIntl } from 'react-intl';
import type { Cart } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';

/**
 * Says that margin-scheme lines include VAT that is not shown, when a buy cart has any: the
 * included tax of the totals leaves them out, as the margin scheme requires.
 */
export function MarginSchemeNote({ cart }: { cart: Pick<Cart, 'transactionType' | 'lineItems'> }) {
  const intl = useIntl();
  const { store } = useLocale();
  if (cart.transactionType !== 'buy' || !cart.lineItems.some((l) => l.taxClass === 'margin'))
    return null;
  return (
    <p className="checkout-cart__tax-note" data-testid="margin-scheme-note">
      {intl.formatMessage({ id: 'checkout.cart.marginScheme' }, { law: store.marginSchemeLaw })}
    </p>
  );
}
