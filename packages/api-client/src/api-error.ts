import * as v from 'valibot';
import {
  ErrorObjectSchema,
  errorCodes,
  type ErrorDetail,
  type ErrorName,
  type ErrorObject,
  type PriceChange,
} from './schemas/error';

/** What every failed client call throws: the API's error object, or an UnknownError standing in for it. */
export class ApiError extends Error {
  override readonly name: ErrorName;
  readonly code: string;
  readonly statusCode: number;
  readonly reason?: string;
  readonly details?: ErrorDetail[];
  /** product_price_mismatch: the old and new unit price of each changed line. */
  readonly priceChanges?: PriceChange[];

  constructor(error: ErrorObject, options?: { cause?: unknown }) {
    super(error.message, options);
    this.name = error.name;
    this.code = error.code;
    this.statusCode = error.statusCode;
    if (error.reason !== undefined) this.reason = error.reason;
    if (error.details !== undefined) this.details = error.details;
    if (error.priceChanges !== undefined) this.priceChanges = error.priceChanges;
  }

  toJSON(): ErrorObject {
    return {
      name: this.name,
      message: this.message,
      code: this.code,
      statusCode: this.statusCode,
      ...(this.reason !== undefined ? { reason: this.reason } : {}),
      ...(this.details !== undefined ? { details: this.details } : {}),
      ...(this.priceChanges !== undefined ? { priceChanges: this.priceChanges } : {}),
    };
  }

  static unknown(message: string, code: string, statusCode: number, cause?: unknown): ApiError {
    return new ApiError({ name: 'UnknownError', message, code, statusCode }, { cause });
  }

  /**
   * A failed response becomes the error object it carries; anything else (an HTML error page
   * from a proxy, an empty body) becomes an UnknownError with the HTTP status.
   */
  static fromResponseBody(status: number, body: unknown): ApiError {
    const parsed = v.safeParse(ErrorObjectSchema, body);
    if (parsed.success) return new ApiError(parsed.output);
    return ApiError.unknown(`Request failed with status ${status}`, errorCodes.unknown, status);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
