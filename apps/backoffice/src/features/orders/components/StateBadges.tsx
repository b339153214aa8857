import { useIntl } from 'react-intl';
import type { OrderState, PaymentState } from '@shop/api-client';
import { Badge, type BadgeVariant } from '@shop/ui';

/** Done, stopped, or under way: as the customer's order page colours them. */
const orderVariant = (state: OrderState): BadgeVariant =>
  state === 'Complete' ? 'success' : state === 'Cancelled' ? 'danger' : 'info';
const paymentVariant = (state: PaymentState): BadgeVariant =>
  state === 'Paid' ? 'success' : state === 'Failed' ? 'danger' : 'warning';

export function OrderStateBadge({ state }: { state: OrderState }) {
  const intl = useIntl();
  return (
    <Badge variant={orderVariant(state)}>
      {intl.formatMessage({ id: `order.state.${state}` })}
    </Badge>
  );
}

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const intl = useIntl();
  return (
    <Badge variant={paymentVariant(state)}>
      {intl.formatMessage({ id: `order.paymentState.${state}` })}
    </Badge>
  );
}
