import { useIntl } from 'react-intl';
import type { LimitOrderStatus as Status } from '@shop/api-client';
import { Badge, type BadgeVariant } from '@shop/ui';

const variants: Record<Status, BadgeVariant> = {
  Active: 'success',
  Inactive: 'warning',
  Executed: 'gold',
  Cancelled: 'neutral',
};

/** Spec 4's state of a limit order as a badge. */
export function LimitOrderStatus({ status }: { status: Status }) {
  const intl = useIntl();
  return (
    <Badge variant={variants[status]}>
      {intl.formatMessage({ id: `account.limitOrders.status.${status}` })}
    </Badge>
  );
}
