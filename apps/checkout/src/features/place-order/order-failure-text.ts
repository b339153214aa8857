import type { IntlShape } from 'react-intl';
import { errorCodes, isApiError } from '@shop/api-client';
import { hasMessage } from '@shop/i18n';

/**
 * Spec 8: each order creation failure in the customer's words (our message for the reason, else
 * the API's localized message); anything unexpected, and an unreachable API, the generic
 * try-later message.
 */
export function orderFailureText(intl: IntlShape, error: unknown): string {
  if (!isApiError(error) || error.statusCode === 0 || error.code === errorCodes.unknown)
    return intl.formatMessage({ id: 'error.unknown_error' });
  const id = `error.${error.reason ?? error.code}`;
  if (hasMessage(intl.messages, id)) return intl.formatMessage({ id });
  return error.name === 'OperationNotValidError'
    ? error.message
    : intl.formatMessage({ id: 'error.unknown_error' });
}
