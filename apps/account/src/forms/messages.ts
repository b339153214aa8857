import type { IntlShape } from 'react-intl';
import { parseValidationMessage } from '@shop/api-client';
import { hasMessage } from '@shop/i18n';

/**
 * The text of a validation message. The contract's messages are ids (`validation.required`,
 * `validation.maxLength:60`); the API's error details may carry a text it localized already.
 */
export function validationText(intl: IntlShape, message: string): string {
  const { id, values } = parseValidationMessage(message);
  if (hasMessage(intl.messages, id)) return intl.formatMessage({ id }, values);
  return message;
}

/** The text for an API error code: `error.<code>`, or the generic message for unknown codes. */
export function errorCodeText(intl: IntlShape, code: string): string {
  const id = `error.${code}`;
  return intl.formatMessage({ id: hasMessage(intl.messages, id) ? id : 'error.unknown_error' });
}
