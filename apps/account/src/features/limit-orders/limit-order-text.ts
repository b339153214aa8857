import type { IntlShape } from 'react-intl';
import type { LimitOrder } from '@shop/api-client';
import { hasMessage } from '@shop/i18n';

/** Why a limit order is Inactive, in words; null when it is not. */
export function inactiveReasonText(intl: IntlShape, order: LimitOrder): string | null {
  if (order.status !== 'Inactive' || !order.inactiveReason) return null;
  const reason = order.inactiveReason;
  if (reason === 'expired' || reason === 'productUnpublished')
    return intl.formatMessage({ id: `account.limitOrders.reason.${reason}` });
  const id = `error.${reason}`;
  return intl.formatMessage(
    { id: 'account.limitOrders.reason.other' },
    {
      reason: intl.formatMessage({
        id: hasMessage(intl.messages, id) ? id : 'error.unknown_error',
      }),
    },
  );
}
