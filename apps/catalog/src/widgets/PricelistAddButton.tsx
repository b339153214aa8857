import { useIntl } from 'react-intl';
import { useLocale } from '@shop/i18n/react';
import { NeedsScript } from '@shop/app-state';
import { Button, CartIcon } from '@shop/ui';
import { useAddToCart } from '../features/cart/use-add-to-cart';
import { unitPrice } from '../shared/prices/product-pricing';
import { useProductPricing } from '../shared/prices/use-product-pricing';
import type { PricelistProduct } from '../features/pricelist/pricelist-products';

/**
 * A price list row's one action: one piece into the buy cart (or, for what we only buy back, into
 * the sell cart). Quantities are changed in the cart; a list of ~180 rows with a quantity field
 * and two forms each was 51,000 px long. Sold out, the button is disabled and says why.
 */
export function PricelistAddButton({
  product,
  describedBy,
}: {
  product: PricelistProduct;
  /** The row's availability note, which tells why a disabled button cannot be used. */
  describedBy?: string;
}) {
  const intl = useIntl();
  const { language } = useLocale();
  const { pricing } = useProductPricing(product.sku);
  const type = !pricing
    ? null
    : unitPrice(pricing, 'buy') !== null
      ? 'buy'
      : unitPrice(pricing, 'sell') !== null
        ? 'sell'
        : null;
  const { add, pending } = useAddToCart(type ?? 'buy');
  // Without a price (still loading, or none) nothing can be put into a cart.
  if (!type) return null;
  const name = product.name[language];
  const soldOut = type === 'buy' && product.availability === 'soldOut';
  return (
    <NeedsScript>
      {(disabled) => (
        <Button
          type="button"
          size="sm"
          variant={type === 'buy' ? 'primary' : 'secondary'}
          disabled={disabled || soldOut || pending}
          aria-busy={pending}
          aria-label={intl.formatMessage({ id: `catalog.pricelist.${type}` }, { name })}
          aria-describedby={soldOut ? describedBy : undefined}
          onClick={() => void add(product.sku, 1, name)}
          className="catalog-pricelist__add"
          iconStart={<CartIcon size={16} />}
        >
          {/* On a phone the icon alone, so both prices keep their room; the name says it all. */}
          <span className="catalog-pricelist__add-text">
            {intl.formatMessage({
              id: pending
                ? 'catalog.cart.adding'
                : type === 'buy'
                  ? 'catalog.cart.add'
                  : 'catalog.cart.sell',
            })}
          </span>
        </Button>
      )}
    </NeedsScript>
  );
}
