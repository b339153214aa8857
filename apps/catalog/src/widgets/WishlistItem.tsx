import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import type { WishlistLineItem } from '@shop/api-client';
import { Button, Card } from '@shop/ui';
import { ProductPriceTag } from '../shared/prices/components/ProductPriceTag';
import { ProductImage } from '../features/product/components/ProductImage';

export interface WishlistItemProps {
  line: WishlistLineItem;
  removing: boolean;
  onRemove: () => void;
}

/** One saved product: picture, name linking to its page, the live price and a remove button. */
export function WishlistItem({ line, removing, onRemove }: WishlistItemProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const name = line.name[language];
  return (
    <Card as="article" className="catalog-wishlist-item">
      <div className="catalog-wishlist-item__media">
        <ProductImage image={line.image ?? undefined} decorative />
      </div>
      <h2 className="catalog-wishlist-item__title">
        <Link to={pathTo('product', { slug: line.slug[language] })}>{name}</Link>
      </h2>
      <ProductPriceTag product={line} />
      <Button
        variant="outline"
        size="sm"
        aria-label={intl.formatMessage({ id: 'catalog.wishlist.remove' }, { name })}
        loading={removing}
        onClick={onRemove}
      >
        {intl.formatMessage({ id: 'catalog.wishlist.removeShort' })}
      </Button>
    </Card>
  );
}
