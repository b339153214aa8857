import { parseValidationMessage, type ErrorObject } from '@shop/api-client/contract';
import type { Language } from '@shop/i18n';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';

/**
 * The error object in the caller's language: `message` from `error.<code>`, each detail's
 * `validation.*` id (possibly `validation.maxLength:60`) from its text. Codes, reasons and paths
 * stay as they are; a code or detail without a text keeps the API's own English message.
 */
export function localizeError(body: ErrorObject, language: Language): ErrorObject {
  const table = everyErrorMessage[language];
  const localized: ErrorObject = {
    ...body,
    message: plainMessage(table, `error.${body.code}`) ?? body.message,
  };
  if (body.details) {
    localized.details = body.details.map((detail) => {
      const { id, values } = parseValidationMessage(detail.message);
      return { ...detail, message: plainMessage(table, id, values) ?? detail.message };
    });
  }
  return localized;
}
