import { useId } from 'react';
import { RemoteWidget } from '@shop/app-state';
import { Skeleton } from '@shop/ui';
import type { BlockProps } from '../types';

/*
 * Blocks drawn by the catalog remote's exposed widgets (apps/catalog/src/widgets), loaded through
 * federation: catalogue data, live prices and cart actions stay the catalog's, not copies.
 */

const loading = <Skeleton variant="block" className="content-widget-skeleton" />;

export function ProductCarouselBlock({ block }: BlockProps<'product-carousel'>) {
  const headingId = useId();
  return (
    <section className="content-block content-products" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      <RemoteWidget
        remote="catalog"
        module="./ProductCarousel"
        props={{
          label: block.headline,
          ...(block.category ? { category: block.category } : {}),
          ...(block.skus ? { skus: block.skus } : {}),
          ...(block.limit ? { limit: block.limit } : {}),
        }}
        loading={loading}
      />
    </section>
  );
}

export function ProductCardBlock({ block }: BlockProps<'product-card'>) {
  return (
    <div className="content-block content-product-card">
      <RemoteWidget
        remote="catalog"
        module="./ProductCard"
        props={{ sku: block.sku, headingLevel: 2 }}
        loading={loading}
      />
    </div>
  );
}

export function MetalsPriceChartBlock({ block }: BlockProps<'metals-price-chart'>) {
  const headingId = useId();
  return (
    <section className="content-block content-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      <RemoteWidget
        remote="catalog"
        module="./RatesChart"
        props={{ metal: block.metal, timespan: block.timespan }}
        loading={loading}
      />
    </section>
  );
}

/** The calculator is a section with its own heading, which takes the block's headline. */
export function OldMetalCalculatorBlock({ block }: BlockProps<'old-metal-calculator'>) {
  return (
    <div className="content-block content-scrap">
      <RemoteWidget
        remote="catalog"
        module="./ScrapCalculator"
        props={{ metals: block.metals, headline: block.headline }}
        loading={loading}
      />
    </div>
  );
}
