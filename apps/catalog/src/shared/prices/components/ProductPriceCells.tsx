import { useIntl } from 'react-intl';
import { priceTypes } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { Price } from '@shop/ui';
import { unitPrice } from '../product-pricing';
import { useProductPricing } from '../use-product-pricing';

/**
 * A price list row's buy and buy-back price of one piece, as two table cells, each with its column
 * name for the table's stacked form on a phone.
 */
export function ProductPriceCells({ sku }: { sku: string }) {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const { pricing, loading } = useProductPricing(sku);
  return (
    <>
      {priceTypes.map((type) => {
        const price = pricing ? unitPrice(pricing, type) : null;
        return (
          <td
            key={type}
            className="catalog-num"
            data-price-type={type}
            data-label={intl.formatMessage({ id: `prices.pricelist.${type}` })}
          >
            <Price
              inline
              centAmount={price?.centAmount}
              currency={price?.currency ?? store.currency}
              locale={localeTag}
              loading={loading}
              loadingLabel={intl.formatMessage({ id: 'prices.loading' })}
            />
          </td>
        );
      })}
    </>
  );
}
