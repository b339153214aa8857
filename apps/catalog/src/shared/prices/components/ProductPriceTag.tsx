import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { Price } from '@shop/ui';
import { unitPrice } from '../product-pricing';
import { useProductPricing } from '../use-product-pricing';

/**
 * The price a listing shows for a product: the buy price of one piece, or for scrap (which the
 * shop only buys) what it pays per gram.
 */
export function ProductPriceTag({ product }: { product: Pick<Product, 'sku'> }) {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const { pricing, loading, failed } = useProductPricing(product.sku);
  const buy = pricing ? unitPrice(pricing, 'buy') : null;
  const sell = pricing && !buy ? unitPrice(pricing, 'sell') : null;
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Price
      className="catalog-price-tag"
      size="md"
      centAmount={(buy ?? sell)?.centAmount}
      currency={(buy ?? sell)?.currency ?? store.currency}
      locale={localeTag}
      loading={loading}
      loadingLabel={t('prices.loading')}
      label={sell ? t('prices.sell.perGram') : undefined}
      // A failed lookup is not a product without price: it gets the neutral dash.
      unavailableText={failed ? undefined : t('prices.unavailable')}
      data-price-type={buy ? 'buy' : sell ? 'sell' : undefined}
    />
  );
}
