import { useIntl } from 'react-intl';
import type { Availability } from '@shop/api-client';
import { Badge, type BadgeVariant } from '@shop/ui';

const variants: Record<Availability, BadgeVariant> = {
  available: 'success',
  lowStock: 'warning',
  soldOut: 'danger',
};

/** A product's availability; while stock is low it says how many units are left. */
export function AvailabilityBadge({
  availability,
  unitsLeft,
}: {
  availability: Availability;
  unitsLeft: number | null;
}) {
  const intl = useIntl();
  return (
    <Badge variant={variants[availability]}>
      {intl.formatMessage({ id: `catalog.availability.${availability}` }, { count: unitsLeft })}
    </Badge>
  );
}
