import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '@shop/api-client/contract';
import { AppError, unknownError } from './errors';

/** A 4xx the caller caused: the request as sent cannot be served. */
function requestError(
  statusCode: number,
  code: string,
  message: string,
  options: { details?: string; headers?: Record<string, string> } = {},
): AppError {
  return new AppError(
    {
      name: 'OperationNotValidError',
      message,
      code,
      statusCode,
      reason: 'validation',
      ...(options.details ? { details: [{ path: 'request', message: options.details }] } : {}),
    },
    options.headers ? { headers: options.headers } : {},
  );
}

/** Codes of the 4xx statuses Fastify's content handling produces; others are invalid_request. */
const codeOfStatus: Record<number, string> = {
  413: errorCodes.payloadTooLarge,
  414: errorCodes.uriTooLong,
  415: errorCodes.unsupportedMediaType,
};

/**
 * Fastify's own client errors (malformed JSON 400, wrong content type 415, oversized body 413)
 * are the caller's fault: they become OperationNotValidError with Fastify's status, not 500s.
 * Anything else Fastify raises is ours: null, and the caller answers UnknownError.
 */
export function fromFastifyError(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500) return null;
  return requestError(
    status,
    codeOfStatus[status] ?? errorCodes.invalidRequest,
    'The request could not be read',
    { details: error.message },
  );
}

/**
 * Fastify's `frameworkErrors`: failures of its router before any route runs (a URL that does not
 * decode, a path parameter over maxParamLength, a failing constraint).
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  let appError: AppError;
  if (error.code === 'FST_ERR_BAD_URL')
    appError = requestError(400, errorCodes.malformedRequest, 'The URL is not valid', {
      details: 'the path is not a valid percent-encoded URL',
    });
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    appError = requestError(414, errorCodes.uriTooLong, 'The URL is too long', {
      details: 'a path segment is longer than the API reads',
    });
  else appError = fromFastifyError(error) ?? unknownError(error);
  if (appError.body.statusCode >= 500)
    request.log.error({ err: error, code: appError.body.code }, appError.body.message);
  else request.log.info({ code: appError.body.code }, appError.body.message);
  void reply
    .status(appError.body.statusCode)
    .headers(appError.headers)
    .type('application/json; charset=utf-8')
    .send(appError.body);
}

/**
 * What Node's HTTP parser reports before Fastify sees a request (llhttp error codes, the server's
 * request timeout), as the error object.
 */
export function fromClientError(error: NodeJS.ErrnoException): AppError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return requestError(431, errorCodes.headersTooLarge, 'The request headers are too large');
    case 'HPE_INVALID_METHOD':
      return requestError(501, errorCodes.methodNotImplemented, 'The request method is not known');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return requestError(408, errorCodes.requestTimeout, 'The request took too long to arrive');
    default:
      return requestError(400, errorCodes.malformedRequest, 'The request could not be read', {
        details: error.code ? `HTTP parser: ${error.code}` : 'HTTP parser error',
      });
  }
}

/** The raw HTTP/1.1 response for an error the parser found; the connection closes after it. */
export function rawErrorResponse(appError: AppError): string {
  const body = JSON.stringify(appError.body);
  const status = appError.body.statusCode;
  const headers = Object.entries(appError.headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    'content-type: application/json; charset=utf-8\r\n' +
    `content-length: ${Buffer.byteLength(body)}\r\n${headers}connection: close\r\n\r\n${body}`
  );
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError`): the connection cannot carry a request
 * any more, so the error object is written directly and the socket ended, as Node itself does.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = fromClientError(error);
  this.log.info({ code: appError.body.code, parserCode: error.code }, appError.body.message);
  // A response already under way (a timeout while answering) cannot be followed by another.
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !pending?.headersSent) socket.end(rawErrorResponse(appError));
  else socket.destroy();
}

/** The Fastify options that make failures before routing answer with the error object. */
export const httpErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
  // Node answers a request without Host with an empty 400 of its own. The API reads no Host (the
  // store comes as x-store-key), so such a request is served like any other.
  http: { requireHostHeader: false },
};
