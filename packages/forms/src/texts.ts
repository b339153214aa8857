import type { IntlShape } from 'react-intl';
import { isApiError, parseValidationMessage } from '@shop/api-client';
import { hasMessage } from '@shop/i18n';

/**
 * The text of a validation message. The contract's messages are ids (`validation.required`,
 * `validation.maxLength:60`); the API's error details may carry a text it localized already.
 */
export function validationText(intl: IntlShape, message: string): string;
export function validationText(intl: IntlShape, message: string | undefined): string | undefined;
export function validationText(intl: IntlShape, message: string | undefined) {
  if (!message) return undefined;
  const { id, values } = parseValidationMessage(message);
  return hasMessage(intl.messages, id) ? intl.formatMessage({ id }, values) : message;
}

/** The text for an API error code: `error.<code>`, or the generic message for unknown codes. */
export function errorCodeText(intl: IntlShape, code: string): string {
  const id = `error.${code}`;
  return intl.formatMessage({ id: hasMessage(intl.messages, id) ? id : 'error.unknown_error' });
}

/** The text of a failed call: its code's text, or the generic message for anything else. */
export function errorText(intl: IntlShape, error: unknown): string {
  return errorCodeText(intl, isApiError(error) ? error.code : 'unknown_error');
}
