import { priceTypes, type Product } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { unitPrice } from '../../../shared/prices/product-pricing';
import { useProductPricing } from '../../../shared/prices/use-product-pricing';
import { AddToCart } from './AddToCart';

/**
 * Buy and "sell to us" for one product, each only where the store has a price for that side;
 * without prices (still loading, or none) nothing can be put into a cart. A sold-out product
 * cannot be bought (the cart would refuse it) but can still be sold to us.
 */
export function ProductCartActions({
  product,
  compact = false,
  alertOffered = false,
}: {
  product: Pick<Product, 'sku' | 'name' | 'availability'>;
  compact?: boolean;
  /** The availability alert stands beside these controls, so the reason can point to it. */
  alertOffered?: boolean;
}) {
  const { language } = useLocale();
  const { pricing, loading } = useProductPricing(product.sku);
  if (!pricing) return null;
  const name = product.name[language];
  return (
    <div className="catalog-cart-actions" data-testid="cart-actions">
      {priceTypes
        .filter((type) => unitPrice(pricing, type) !== null)
        .map((type) => (
          <AddToCart
            key={type}
            sku={product.sku}
            name={name}
            type={type}
            // Outdated prices during a recalculation are not offered as a hint.
            pricing={loading ? null : pricing}
            compact={compact}
            // "Sell to us" beside "Add to cart" must not look like the main action of the page.
            variant={type === 'buy' ? 'primary' : 'secondary'}
            unavailable={
              type === 'buy' && product.availability === 'soldOut'
                ? alertOffered
                  ? 'catalog.cart.soldOutAlert'
                  : 'catalog.cart.soldOut'
                : undefined
            }
          />
        ))}
    </div>
  );
}
