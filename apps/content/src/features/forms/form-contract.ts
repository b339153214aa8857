import type { IntlShape } from 'react-intl';
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import * as v from 'valibot';
import {
  errorCodes,
  isApiError,
  parseValidationMessage,
  validationMessages,
} from '@shop/api-client';
import { hasMessage } from '@shop/i18n';

/**
 * A react-hook-form resolver that checks the request body with the API's own schema, so the page
 * says exactly what the API would (message ids of `validation.*`). `prepare` turns the form's
 * values into the body (an unchosen select is no value). Fields are flat, as in these forms.
 */
export function contractResolver<TForm extends FieldValues, TSchema extends v.GenericSchema>(
  schema: TSchema,
  prepare: (values: TForm) => unknown = (values) => values,
): Resolver<TForm, unknown, v.InferOutput<TSchema>> {
  return async (values) => {
    const result = v.safeParse(schema, prepare(values));
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue)?.split('.')[0];
      if (!path || errors[path]) continue;
      const missing = issue.received === 'undefined' && issue.kind === 'schema';
      errors[path] = {
        type: issue.type,
        message: missing && issue.type !== 'literal' ? validationMessages.required : issue.message,
      };
    }
    return { values: {}, errors: errors as never };
  };
}

/** A validation message (`validation.maxLength:100`) or a text the API localized already. */
export function validationText(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { id, values } = parseValidationMessage(message);
  return hasMessage(intl.messages, id) ? intl.formatMessage({ id }, values) : message;
}

/** The text of an API error code, or the generic message for codes this page does not know. */
export function errorCodeText(intl: IntlShape, code: string): string {
  const id = `error.${code}`;
  return intl.formatMessage({ id: hasMessage(intl.messages, id) ? id : 'error.unknown_error' });
}

/**
 * Puts an API error on the fields its details name (focusing the first); what concerns no field
 * is answered as the form's message (its error code).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!isApiError(error)) return errorCodes.unknown;
  let focused = false;
  for (const detail of error.details ?? []) {
    const name = detail.path.replace(/^body\./, '') as Path<T>;
    if (!fields.includes(name)) continue;
    setError(name, { type: 'server', message: detail.message }, { shouldFocus: !focused });
    focused = true;
  }
  return focused ? null : error.code;
}
