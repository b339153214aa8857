import type { MessageId } from '@shop/i18n';
import type { Order, OrderState, PaymentState } from '@shop/api-client';
import type { BadgeVariant } from '@shop/ui';

/** How an order state reads at a glance: done, stopped, or still under way. */
export function orderStateVariant(state: OrderState): BadgeVariant {
  if (state === 'Complete') return 'success';
  if (state === 'Cancelled') return 'danger';
  return 'info';
}

export function paymentStateVariant(state: PaymentState): BadgeVariant {
  if (state === 'Paid') return 'success';
  if (state === 'Failed') return 'danger';
  return 'warning';
}

export const orderStateText = (state: OrderState): MessageId => `order.state.${state}`;
export const paymentStateText = (state: PaymentState): MessageId => `order.paymentState.${state}`;
export const orderTypeText = (order: Pick<Order, 'transactionType'>): MessageId =>
  `order.type.${order.transactionType}`;
