import { STATUS_CODES } from 'node:http';
import type { ErrorName, ErrorObject } from '@shop/api-client';
import type { FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';

/**
 * The spec's error object (section 8) for answers the edge makes itself: its own refusals,
 * framework and HTTP parser errors, and an API that does not answer. Codes are stable and meant
 * for programs; messages are English and meant for logs, as the API's are.
 */
export const edgeErrorCodes = {
  invalidRequest: 'invalid_request',
  hostRequired: 'host_required',
  hostNotServed: 'host_not_served',
  routeNotFound: 'route_not_found',
  assetNotFound: 'asset_not_found',
  methodNotAllowed: 'method_not_allowed',
  requestTimeout: 'request_timeout',
  payloadTooLarge: 'payload_too_large',
  uriTooLong: 'uri_too_long',
  unsupportedMediaType: 'unsupported_media_type',
  headersTooLarge: 'headers_too_large',
  tooManyRequests: 'too_many_requests',
  tooManySockets: 'too_many_sockets',
  overloaded: 'overloaded',
  upstreamUnavailable: 'upstream_unavailable',
  upstreamTimeout: 'upstream_timeout',
  /** The edge is shutting down (its readiness); the API's code for the same state. */
  draining: 'instance_draining',
  notBuilt: 'not_built',
  unknown: 'unknown_error',
} as const;

export type EdgeErrorCode = (typeof edgeErrorCodes)[keyof typeof edgeErrorCodes];

/** Seconds a client should wait before asking again after a 503 or 429 of the edge. */
export const RETRY_AFTER_SECONDS = 10;

/** The error names of the spec; a record so that a name added to the contract fails the type check here. */
const errorNames: Record<ErrorName, true> = {
  ResourceNotFoundError: true,
  OperationNotValidError: true,
  RepositoryError: true,
  UnknownError: true,
};

/** What each status means when the edge answers it without a more specific code. */
const codeOfStatus: Record<number, EdgeErrorCode> = {
  400: edgeErrorCodes.invalidRequest,
  404: edgeErrorCodes.routeNotFound,
  405: edgeErrorCodes.methodNotAllowed,
  408: edgeErrorCodes.requestTimeout,
  413: edgeErrorCodes.payloadTooLarge,
  414: edgeErrorCodes.uriTooLong,
  415: edgeErrorCodes.unsupportedMediaType,
  429: edgeErrorCodes.tooManyRequests,
  431: edgeErrorCodes.headersTooLarge,
  502: edgeErrorCodes.upstreamUnavailable,
  503: edgeErrorCodes.upstreamUnavailable,
  504: edgeErrorCodes.upstreamTimeout,
};

function nameOfStatus(status: number): ErrorName {
  if (status === 404 || status === 410) return 'ResourceNotFoundError';
  return status < 500 ? 'OperationNotValidError' : 'UnknownError';
}

/** A status the edge may answer with: 4xx and 5xx only, anything else counts as 500. */
export function errorStatus(status: number | undefined): number {
  return status !== undefined && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

/**
 * The error object for `status`, with the code that status usually means and HTTP's reason
 * phrase as message unless given.
 */
export function edgeError(
  status: number,
  { code, message }: { code?: EdgeErrorCode; message?: string } = {},
): ErrorObject {
  const statusCode = errorStatus(status);
  return {
    name: nameOfStatus(statusCode),
    message: message ?? STATUS_CODES[statusCode] ?? 'Error',
    code:
      code ??
      codeOfStatus[statusCode] ??
      (statusCode < 500 ? edgeErrorCodes.invalidRequest : edgeErrorCodes.unknown),
    statusCode,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is a complete error object whose statusCode agrees with the HTTP status. */
export function isErrorObject(value: unknown, status: number): value is ErrorObject {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    Object.hasOwn(errorNames, value.name) &&
    typeof value.message === 'string' &&
    typeof value.code === 'string' &&
    value.code !== '' &&
    value.statusCode === status &&
    (value.reason === undefined || typeof value.reason === 'string') &&
    (value.details === undefined || Array.isArray(value.details))
  );
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Any Fastify reply, including those plugins type for every kind of server (reply-from). */
export type AnyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

/** Sends an error object; 503 and 429 tell the client when to come back. */
export function sendError<R extends AnyReply>(reply: R, body: ErrorObject): R {
  if (body.statusCode === 503 || body.statusCode === 429)
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  void reply
    .code(body.statusCode)
    .header('cache-control', 'no-store')
    .type(JSON_TYPE)
    .send(JSON.stringify(body));
  return reply;
}
