import type { IntlShape } from 'react-intl';
import { isApiError, parseValidationMessage } from '@shop/api-client';
import { hasMessage } from '@shop/i18n';

/** The text of a contract validation message id (`validation.iban`), in the page language. */
export function validationText(intl: IntlShape, message: string): string {
  const { id, values } = parseValidationMessage(message);
  return hasMessage(intl.messages, id) ? intl.formatMessage({ id }, values) : message;
}

/** The text of a failed call: `error.<code>`, or the generic message for codes without one. */
export function errorText(intl: IntlShape, error: unknown): string {
  return errorCodeText(intl, isApiError(error) ? error.code : 'unknown_error');
}

export function errorCodeText(intl: IntlShape, code: string): string {
  const id = `error.${code}`;
  return intl.formatMessage({ id: hasMessage(intl.messages, id) ? id : 'error.unknown_error' });
}
