import { useIntl } from 'react-intl';
import type { Order } from '@shop/api-client';
import { Badge } from '@shop/ui';
import {
  orderStateText,
  orderStateVariant,
  paymentStateText,
  paymentStateVariant,
} from '../order-labels';

export function OrderStateBadge({ order }: { order: Pick<Order, 'orderState'> }) {
  const intl = useIntl();
  return (
    <Badge variant={orderStateVariant(order.orderState)}>
      {intl.formatMessage({ id: orderStateText(order.orderState) })}
    </Badge>
  );
}

export function PaymentStateBadge({ order }: { order: Pick<Order, 'paymentState'> }) {
  const intl = useIntl();
  return (
    <Badge variant={paymentStateVariant(order.paymentState)}>
      {intl.formatMessage({ id: paymentStateText(order.paymentState) })}
    </Badge>
  );
}
