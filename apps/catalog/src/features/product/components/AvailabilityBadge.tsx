import { useIntl } from 'react-intl';
import type { Availability } from '@shop/api-client';
import { Badge, type BadgeVariant } from '@shop/ui';

const variants: Record<Availability, BadgeVariant> = {
  available: 'success',
  lowStock: 'warning',
  soldOut: 'danger',
  onRequest: 'info',
};

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const intl = useIntl();
  return (
    <Badge variant={variants[availability]}>
      {intl.formatMessage({ id: `catalog.availability.${availability}` })}
    </Badge>
  );
}
