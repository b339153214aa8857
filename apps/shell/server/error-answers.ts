import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorObject, Story } from '@shop/api-client';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { isApiPath, PROXIED_METHODS } from './api-path';
import { edgeError, edgeErrorCodes, errorStatus, JSON_TYPE, sendError } from './edge-errors';

/** HTML pages are read with GET and HEAD; every other method on a page path is refused (405). */
const PAGE_METHODS = ['GET', 'HEAD'];

/** Sends the shell document with a status: pages keep the shell's own 404 page. */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  /** A content story's twins, when the status check read the story. */
  storyTwins?: Story['twins'],
) => Promise<FastifyReply>;

function isPageRead(request: FastifyRequest): boolean {
  return PAGE_METHODS.includes(request.method) && !isApiPath(request.url);
}

export function overloaded(): ErrorObject {
  return edgeError(503, {
    code: edgeErrorCodes.overloaded,
    message: 'The shop is busy, please try again shortly',
  });
}

/** The error object for an error thrown anywhere in the edge (framework, proxy, handlers). */
export function errorObjectOf(error: Partial<FastifyError>): ErrorObject {
  if (error.code === 'FST_UNDER_PRESSURE') return overloaded();
  const status = errorStatus(error.statusCode);
  // A client's mistake is explained to the client; the edge's own failures stay in the log.
  return edgeError(status, status < 500 && error.message ? { message: error.message } : {});
}

function methodNotAllowed(reply: FastifyReply, allowed: readonly string[]): FastifyReply {
  reply.header('allow', allowed.join(', '));
  return sendError(reply, edgeError(405, { message: `Allowed methods: ${allowed.join(', ')}` }));
}

/**
 * Every error and every unmatched request becomes the spec's error object: errors thrown by
 * Fastify, the proxy or our handlers, methods nobody serves (405 with Allow), and routes that do
 * not exist (404).
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = errorObjectOf(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'edge error');
    else request.log.info({ err: error }, 'request refused');
    return sendError(reply, body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      if (!PROXIED_METHODS.includes(request.method))
        return methodNotAllowed(reply, PROXIED_METHODS);
    } else if (!PAGE_METHODS.includes(request.method)) {
      return methodNotAllowed(reply, PAGE_METHODS);
    }
    return sendError(reply, edgeError(404, { message: 'Route not found' }));
  });
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (an undecodable URL, a too long
 * parameter). A page URL that cannot be percent-decoded matches no route, so it gets the shell's
 * 404 page like any other unknown page; everything else gets the error object.
 */
export function frameworkErrorAnswer(
  sendPage: SendPage,
  /** The security headers of the host asked. */
  headers: (request: FastifyRequest) => Readonly<Record<string, string>>,
  hostRefusal: (request: FastifyRequest) => ErrorObject | null,
): FastifyServerOptions['frameworkErrors'] {
  return (error, request, reply) => {
    // These answers skip the hooks: the security headers and the Host check are applied here.
    reply.headers(headers(request));
    const misdirected = hostRefusal(request);
    if (misdirected) return sendError(reply, misdirected);
    if (error.code === 'FST_ERR_BAD_URL' && isPageRead(request))
      return sendPage(request, reply, 404);
    return sendError(reply, errorObjectOf(error));
  };
}

function statusOfClientError(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (malformed requests, too large
 * headers, a request not received in time) never reaches Fastify, so the answer is written to
 * the socket here, as the same error object with the same security headers.
 */
export function clientErrorAnswer(
  headers: () => Readonly<Record<string, string>>,
): (error: NodeJS.ErrnoException, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // An answer already under way on this connection cannot be followed by another one.
    const current = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const status = statusOfClientError(error.code);
    const body = JSON.stringify(edgeError(status));
    const head = Object.entries({
      ...headers(),
      'content-type': JSON_TYPE,
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    socket.once('finish', () => socket.destroy());
  };
}
