import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryKey } from '@shop/api-client';
import { useProductSearch } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { IconButton, ChevronLeftIcon, ChevronRightIcon } from '@shop/ui';
import { ProductCardSkeleton } from '../features/product/components/ProductCardSkeleton';
import ProductCardWidget from './ProductCard';
import { ProductTile } from './ProductTile';
import '../catalog.css';

export interface ProductCarouselWidgetProps {
  /** A category's products in the shop's curated order... */
  category?: CategoryKey;
  /** ...or these products, in this order. */
  skus?: readonly string[];
  limit?: number;
  /** The carousel's accessible name, usually its visible heading's text. */
  label: string;
}

/**
 * A row of product cards with live prices for other parts of the shop (a content page's product
 * carousel). It never moves by itself: the visitor scrolls, swipes, tabs through the cards or
 * uses the previous/next buttons.
 */
export default function ProductCarouselWidget({
  category,
  skus,
  limit = 8,
  label,
}: ProductCarouselWidgetProps) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const track = useRef<HTMLUListElement>(null);
  const byCategory = useProductSearch({
    ...(category ? { category } : {}),
    limit,
    languageTag: localeTag,
  });
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });

  let items;
  if (skus && skus.length > 0)
    items = skus.slice(0, limit).map((sku) => (
      <li key={sku}>
        <ProductCardWidget sku={sku} />
      </li>
    ));
  else if (byCategory.data)
    items = byCategory.data.results.map((product) => (
      <li key={product.id}>
        <ProductTile product={product} />
      </li>
    ));
  else if (byCategory.isError) return null;
  else
    items = Array.from({ length: 4 }, (_, i) => (
      <li key={i} aria-hidden="true">
        <ProductCardSkeleton />
      </li>
    ));

  return (
    <div
      className="catalog-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <ul ref={track} className="catalog-carousel__track">
        {items}
      </ul>
      <div className="catalog-carousel__controls">
        <IconButton
          label={intl.formatMessage({ id: 'catalog.carousel.previous' })}
          icon={<ChevronLeftIcon />}
          variant="outline"
          onClick={() => scroll(-1)}
        />
        <IconButton
          label={intl.formatMessage({ id: 'catalog.carousel.next' })}
          icon={<ChevronRightIcon />}
          variant="outline"
          onClick={() => scroll(1)}
        />
      </div>
    </div>
  );
}
