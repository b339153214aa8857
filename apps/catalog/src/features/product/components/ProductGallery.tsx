import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductImage as Image } from '@shop/api-client';
import { NeedsScript } from '@shop/app-state';
import { cx } from '@shop/ui';
import { ProductImage } from './ProductImage';

/** The main picture and, when there are several, thumbnails that switch it. */
export function ProductGallery({ images }: { images: readonly Image[] }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  return (
    <div
      className="catalog-gallery"
      role="group"
      aria-label={intl.formatMessage({ id: 'catalog.product.gallery' })}
    >
      <div className="catalog-gallery__main">
        <ProductImage image={current} priority />
      </div>
      {images.length > 1 ? (
        <ul className="catalog-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <NeedsScript>
                {(disabled) => (
                  <button
                    type="button"
                    disabled={disabled}
                    className={cx(
                      'catalog-gallery__thumb',
                      index === selected && 'catalog-gallery__thumb--active',
                    )}
                    aria-pressed={index === selected}
                    aria-label={intl.formatMessage(
                      { id: 'catalog.product.gallery.show' },
                      { index: index + 1, count: images.length },
                    )}
                    onClick={() => setSelected(index)}
                  >
                    <ProductImage image={image} decorative />
                  </button>
                )}
              </NeedsScript>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
