import { errorCodes, type ErrorDetail, type ErrorObject } from '@shop/api-client';

/** An error that already knows the error object (spec 8) the client receives. */
export class AppError extends Error {
  readonly body: ErrorObject;

  constructor(body: ErrorObject, options?: { cause?: unknown }) {
    super(body.message, options);
    this.name = body.name;
    this.body = body;
  }
}

export function validationError(
  details: ErrorDetail[],
  message = 'The request is not valid',
): AppError {
  return new AppError({
    name: 'OperationNotValidError',
    message,
    code: errorCodes.invalidRequest,
    statusCode: 400,
    reason: 'validation',
    details,
  });
}

export function notFound(code: string, message: string): AppError {
  return new AppError({ name: 'ResourceNotFoundError', message, code, statusCode: 404 });
}

/** The database is unreachable or failed: 503 tells clients and proxies that retrying later may help. */
export function repositoryError(cause: unknown): AppError {
  return new AppError(
    {
      name: 'RepositoryError',
      message: 'The data store is not available, please try again later',
      code: errorCodes.repositoryUnavailable,
      statusCode: 503,
    },
    { cause },
  );
}

export function unknownError(cause?: unknown): AppError {
  return new AppError(
    {
      name: 'UnknownError',
      message: 'Something went wrong, please try again later',
      code: errorCodes.unknown,
      statusCode: 500,
    },
    { cause },
  );
}

/** Runs a data-store call; whatever it throws becomes a RepositoryError that keeps the cause for the log. */
export async function repositoryCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw repositoryError(error);
  }
}
