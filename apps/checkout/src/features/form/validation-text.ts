import type { IntlShape } from 'react-intl';
import { parseValidationMessage } from '@shop/api-client';
import { hasMessage } from '@shop/i18n';

/** The text of a contract validation message id (`validation.iban`), in the page language. */
export function validationText(intl: IntlShape, message: string): string {
  const { id, values } = parseValidationMessage(message);
  return hasMessage(intl.messages, id) ? intl.formatMessage({ id }, values) : message;
}
