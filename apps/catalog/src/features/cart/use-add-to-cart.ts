import { useIntl } from 'react-intl';
import { useChangeCart } from '@shop/api-client/react';
import { errorCodes, isApiError, type PriceType } from '@shop/api-client';
import { hasMessage } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { useNotify } from '@shop/app-state';

/**
 * Puts pieces (or grams of scrap) into the buy or sell cart and tells the customer how it went:
 * a confirmation with a link to the cart, or a localized error asking to try later.
 */
export function useAddToCart(type: PriceType) {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const { notify } = useNotify();
  const change = useChangeCart(type, language);
  const add = async (sku: string, quantity: number, name: string) => {
    try {
      await change.mutateAsync({ kind: 'add', sku, quantity });
      notify({
        type: 'success',
        title: intl.formatMessage({ id: 'catalog.cart.added' }, { quantity, name, type }),
        cta: {
          href: `${pathTo('cart')}?type=${type}`,
          text: intl.formatMessage({ id: 'catalog.cart.view' }),
        },
      });
      return true;
    } catch (error) {
      // A refusal the customer can act on (the cart limit) is named; anything else is "try later".
      const id = isApiError(error) && error.statusCode < 500 ? `error.${error.code}` : '';
      // Sold out since the page was shown: the product is named, not "items must be removed".
      const soldOut = isApiError(error) && error.code === errorCodes.outOfStockItems;
      notify({
        type: 'error',
        title: soldOut
          ? intl.formatMessage({ id: 'catalog.cart.soldOutRefused' }, { name })
          : hasMessage(intl.messages, id)
            ? intl.formatMessage({ id })
            : intl.formatMessage({ id: 'catalog.cart.failed' }, { name }),
      });
      return false;
    }
  };
  return { add, pending: change.isPending };
}
