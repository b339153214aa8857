import type { IntlShape } from 'react-intl';
import type { LimitOrder } from '@shop/api-client';
import { formatDate, hasMessage, type StoreKey } from '@shop/i18n';

/** The browser's time zone: the expiry is entered and shown in the customer's local time. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Date (in the store's numeric order, spec 9) and time of an ISO moment. */
export function formatDateTime(iso: string, store: StoreKey, localeTag: string): string {
  const timeZone = localTimeZone();
  const time = new Intl.DateTimeFormat(localeTag, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
  return `${formatDate(iso, store, timeZone)} ${time}`;
}

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
