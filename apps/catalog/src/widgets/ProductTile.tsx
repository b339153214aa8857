import { Link } from '@shop/router';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { Card } from '@shop/ui';
import { ProductCartActions } from '../features/cart/components/ProductCartActions';
import { ProductPriceTag } from '../shared/prices/components/ProductPriceTag';
import { WishlistButton } from '../features/wishlist/components/WishlistButton';
import { AvailabilityBadge } from '../features/product/components/AvailabilityBadge';
import { MetalBadge } from '../features/product/components/MetalBadge';
import { ProductFacts } from '../features/product/components/ProductFacts';
import { ProductImage } from '../features/product/components/ProductImage';

export interface ProductTileProps {
  product: Product;
  headingLevel?: 2 | 3;
}

/**
 * A product tile. Only the name is a link; CSS stretches it over the whole card, so the card is
 * one click target without wrapping headings, badges and lists inside an anchor.
 */
export function ProductTile({ product, headingLevel = 3 }: ProductTileProps) {
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const Heading = `h${headingLevel}` as const;
  const metal = product.attributeFields.preciousMetal;
  return (
    <Card as="article" interactive className="catalog-card">
      <div className="catalog-card__media">
        <ProductImage image={product.images[0]} decorative />
        <WishlistButton product={product} />
      </div>
      <div className="catalog-card__body">
        <Heading className="catalog-card__title">
          <Link
            className="catalog-card__link"
            to={pathTo('product', { slug: product.slug[language] })}
          >
            {product.name[language]}
          </Link>
        </Heading>
        <div className="catalog-badges">
          {metal ? <MetalBadge metal={metal} /> : null}
          <AvailabilityBadge availability={product.availability} unitsLeft={product.unitsLeft} />
        </div>
        <ProductFacts product={product} />
        <ProductPriceTag product={product} />
        <ProductCartActions product={product} compact />
      </div>
    </Card>
  );
}
