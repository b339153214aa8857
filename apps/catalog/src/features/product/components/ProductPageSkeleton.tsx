import { Skeleton } from '@shop/ui';

export function ProductPageSkeleton({ label }: { label: string }) {
  return (
    <div className="catalog-product__top" aria-busy="true">
      <span className="ui-sr-only" role="status">
        {label}
      </span>
      <Skeleton variant="block" className="catalog-gallery__main" />
      <div className="catalog-product__summary">
        <Skeleton variant="line" width="40%" />
        <Skeleton variant="line" lines={4} />
      </div>
    </div>
  );
}
