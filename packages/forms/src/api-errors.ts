import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorCodes, isApiError, type ErrorCode } from '@shop/api-client';

/** What the form shows beside its fields: the error code, or nothing when the fields show it. */
export type FormFailure = { code: string } | null;

export interface ApiErrorMapping<T extends FieldValues> {
  /**
   * The form's fields: a detail `body.<name>` lands on the field of that name. A form whose
   * fields are named unlike the body says per detail path which field it belongs to, or null.
   */
  fields: readonly Path<T>[] | ((path: string) => Path<T> | null);
  /** Codes that speak about one field (a taken e-mail, a wrong password). */
  codeFields?: Partial<Record<ErrorCode, Path<T>>>;
}

function fieldOfDetail<T extends FieldValues>(
  path: string,
  fields: ApiErrorMapping<T>['fields'],
): Path<T> | null {
  if (typeof fields === 'function') return fields(path);
  const name = path.replace(/^body\./, '') as Path<T>;
  return fields.includes(name) ? name : null;
}

/**
 * Puts an API error where the customer looks for it: on the field it concerns (focused, with
 * `error.<code>` or the detail's validation message), otherwise as the form's message.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, codeFields = {} }: ApiErrorMapping<T>,
): FormFailure {
  if (!isApiError(error)) return { code: errorCodes.unknown };
  const field = codeFields[error.code as ErrorCode];
  if (field) {
    setError(field, { type: 'server', message: `error.${error.code}` }, { shouldFocus: true });
    return null;
  }
  let focused = false;
  for (const detail of error.details ?? []) {
    const name = fieldOfDetail(detail.path, fields);
    if (!name) continue;
    setError(name, { type: 'server', message: detail.message }, { shouldFocus: !focused });
    focused = true;
  }
  return focused ? null : { code: error.code };
}

/** The form message for a failed call that has no fields to point at. */
export function failureOf(error: unknown): FormFailure {
  return { code: isApiError(error) ? error.code : errorCodes.unknown };
}
