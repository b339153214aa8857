import type { PaymentMethod, PriceType } from '@shop/api-client';
import type { MessageId } from '@shop/i18n';

/**
 * A payment method's name where the customer chooses and reviews it: the US store pays by wire or
 * check, and cash in a sale is a payout.
 */
export function paymentMethodLabel(type: PriceType, us: boolean, method: PaymentMethod): MessageId {
  if (method === 'bankTransfer' && us) return 'checkout.payment.bankTransfer.us';
  if (method === 'cashInStore' && type === 'sell') return 'checkout.payment.cashInStore.sell';
  return `checkout.payment.${method}`;
}
