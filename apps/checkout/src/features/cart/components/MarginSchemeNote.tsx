import { useIntl } from 'react-intl';
import { hasMarginSchemeLines, type Cart } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';

/**
 * Says that margin-scheme lines include VAT that is not shown, when a buy cart has any: the
 * included tax of the totals leaves them out, as the margin scheme requires.
 */
export function MarginSchemeNote({ cart }: { cart: Pick<Cart, 'transactionType' | 'lineItems'> }) {
  const intl = useIntl();
  const { store } = useLocale();
  if (!hasMarginSchemeLines(cart)) return null;
  return (
    <p className="checkout-cart__tax-note" data-testid="margin-scheme-note">
      {intl.formatMessage({ id: 'tax.marginSchemeNote' }, { law: store.marginSchemeLaw })}
    </p>
  );
}
