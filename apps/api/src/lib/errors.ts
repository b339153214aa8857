import {
  errorCodes,
  withoutControlCharacters,
  type ErrorDetail,
  type ErrorObject,
} from '@shop/api-client/contract';

export interface AppErrorOptions {
  cause?: unknown;
  /** Response headers that belong to the error: Retry-After (429, 503), Allow (405), Upgrade (426). */
  headers?: Record<string, string>;
}

/**
 * Messages and paths may quote the request (a URL, a query key, a parser's excerpt of a body);
 * the error object must still pass the contract's text rule, so control characters are replaced.
 */
function cleanBody(body: ErrorObject): ErrorObject {
  return {
    ...body,
    message: withoutControlCharacters(body.message),
    ...(body.details
      ? {
          details: body.details.map((d) => ({
            path: withoutControlCharacters(d.path),
            message: withoutControlCharacters(d.message),
          })),
        }
      : {}),
  };
}

/** An error that already knows the error object (spec 8) the client receives. */
export class AppError extends Error {
  readonly body: ErrorObject;
  readonly headers: Readonly<Record<string, string>>;

  constructor(body: ErrorObject, options: AppErrorOptions = {}) {
    super(body.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = body.name;
    this.body = cleanBody(body);
    this.headers = options.headers ?? {};
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

/**
 * The API is at a load limit: refused at once (or dropped after waiting too long) so the client
 * retries after `retryAfterSeconds` instead of queueing work nobody may wait for.
 */
export function overloaded(
  kind: 'overloaded' | 'timeout',
  retryAfterSeconds: number,
  name: 'RepositoryError' | 'UnknownError' = 'RepositoryError',
): AppError {
  return new AppError(
    kind === 'overloaded'
      ? {
          name,
          message: 'The shop is busy, please try again in a moment',
          code: errorCodes.serviceOverloaded,
          statusCode: 503,
          reason: 'overloaded',
        }
      : {
          name,
          message: 'The request waited too long for the data store, please try again',
          code: errorCodes.repositoryTimeout,
          statusCode: 503,
          reason: 'timeout',
        },
    { headers: { 'retry-after': String(retryAfterSeconds) } },
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
