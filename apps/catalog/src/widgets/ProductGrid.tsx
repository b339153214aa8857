import type { Product } from '@shop/api-client';
import { cx } from '@shop/ui';
import { ProductCardSkeleton } from '../features/product/components/ProductCardSkeleton';
import { ProductTile } from './ProductTile';

export type ProductGridLayout = 'grid' | 'list';

interface ProductGridProps {
  /** Products to show, or `null` while they load (placeholders are drawn instead). */
  products: readonly Product[] | null;
  layout?: ProductGridLayout;
  placeholderCount?: number;
  headingLevel?: 2 | 3;
  className?: string;
}

export function ProductGrid({
  products,
  layout = 'grid',
  placeholderCount = 8,
  headingLevel = 3,
  className,
}: ProductGridProps) {
  return (
    <ul className={cx('catalog-grid', `catalog-grid--${layout}`, className)}>
      {products === null
        ? Array.from({ length: placeholderCount }, (_, i) => (
            <li key={i} aria-hidden="true">
              <ProductCardSkeleton />
            </li>
          ))
        : products.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} headingLevel={headingLevel} />
            </li>
          ))}
    </ul>
  );
}
