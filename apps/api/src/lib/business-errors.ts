import type { ErrorCode, ErrorDetail, ErrorName } from '@shop/api-client/contract';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';
import { AppError } from './errors';

export interface BusinessErrorOptions {
  name?: ErrorName;
  details?: ErrorDetail[];
  headers?: Record<string, string>;
}

/**
 * An error of the spec's catalogue with a stable code; `reason` repeats the code so clients that
 * only read the reason see it too. The message is the English text of `error.<code>` (for logs);
 * the error handler answers it in the caller's language.
 */
export function businessError(
  code: ErrorCode,
  statusCode: number,
  { name = 'OperationNotValidError', details, headers }: BusinessErrorOptions = {},
): AppError {
  return new AppError(
    {
      name,
      message: plainMessage(everyErrorMessage.en, `error.${code}`) ?? code,
      code,
      statusCode,
      reason: code,
      ...(details ? { details } : {}),
    },
    headers ? { headers } : undefined,
  );
}
