import { useIntl } from 'react-intl';
import { useLocale } from '@shop/i18n/react';
import type { ProductImage as Image } from '@shop/api-client';
import { ScaleIcon, cx } from '@shop/ui';

interface ProductImageProps {
  image: Image | undefined;
  /**
   * Decorative where the product's name is right beside it (cards, tables): repeating "Obverse"
   * after every name only slows screen-reader users down.
   */
  decorative?: boolean;
  className?: string;
  /**
   * The page's main picture (its largest paint): loaded first and painted with the server's HTML,
   * not after the scripts.
   */
  priority?: boolean;
}

export function ProductImage({
  image,
  decorative = false,
  className,
  priority = false,
}: ProductImageProps) {
  const intl = useIntl();
  const { language } = useLocale();
  if (!image) {
    return (
      <span
        className={cx('catalog-image', 'catalog-image--missing', className)}
        {...(decorative
          ? { 'aria-hidden': true }
          : { role: 'img', 'aria-label': intl.formatMessage({ id: 'catalog.product.noImage' }) })}
      >
        <ScaleIcon size={40} />
      </span>
    );
  }
  return (
    <img
      className={cx('catalog-image', className)}
      src={image.url}
      alt={decorative ? '' : image.alt[language]}
      {...(priority
        ? ({ loading: 'eager', fetchPriority: 'high' } as const)
        : ({ loading: 'lazy', decoding: 'async' } as const))}
      width={400}
      height={400}
    />
  );
}
