import { Card, Skeleton } from '@shop/ui';

export function ProductCardSkeleton() {
  return (
    <Card className="catalog-card" aria-hidden="true">
      <div className="catalog-card__media">
        <Skeleton variant="block" className="catalog-image" />
      </div>
      <div className="catalog-card__body">
        <Skeleton variant="line" lines={2} />
        <Skeleton variant="line" width="60%" />
      </div>
    </Card>
  );
}
