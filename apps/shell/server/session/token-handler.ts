import { Readable } from 'node:stream';
import { sessionCookieNames } from '@shop/i18n';
import type { ErrorObject, errorCodes, TokenData, tokenLevels } from '@shop/api-client';
import {
  clearedSessionCookies,
  hasSignedInSession,
  isBearerToken,
  isCookieValue,
  readCookie,
  secretFields,
  sessionCookies,
} from './cookies';
import type { ProxyReply, ProxyRequest } from './proxy-types';
import type { TokenCall } from './token-calls';

/*
 * The token-handler pattern: the API issues tokens, the edge keeps them in HttpOnly cookies and
 * hands the browser only the public part of the token data (ownerId, expiresAt, level).
 */

const codes: Pick<
  typeof errorCodes,
  'sessionExpired' | 'sessionExists' | 'invalidResponse' | 'invalidRequest'
> = {
  sessionExpired: 'session_expired',
  sessionExists: 'session_exists',
  invalidResponse: 'invalid_response',
  invalidRequest: 'invalid_request',
};
const levels: typeof tokenLevels = ['Anonymous', 'User'];

/** A refresh body holds one token of at most 512 characters; anything far bigger is not one. */
const REQUEST_BODY_LIMIT = 4 * 1024;
/** The login answer carries the customer with their addresses: small, but not tiny. */
const ANSWER_LIMIT = 1024 * 1024;

const sessionExpired: ErrorObject = {
  name: 'OperationNotValidError',
  message: 'The session has expired',
  code: codes.sessionExpired,
  statusCode: 401,
  reason: 'unauthorized',
};

/**
 * A guest session never replaces a signed-in one: the call is a GET, which a link or a picture
 * on any site can make, and its answer would otherwise sign the customer out.
 */
const sessionExists: ErrorObject = {
  name: 'OperationNotValidError',
  message: 'A customer is signed in; a guest session would replace theirs',
  code: codes.sessionExists,
  statusCode: 409,
  reason: 'session',
};

const bodyTooLarge: ErrorObject = {
  name: 'OperationNotValidError',
  message: 'The request body is too large',
  code: codes.invalidRequest,
  statusCode: 413,
};

const unexpectedAnswer: ErrorObject = {
  name: 'UnknownError',
  message: 'The service answered with unexpected data.',
  code: codes.invalidResponse,
  statusCode: 502,
};

/** The upstream answer as @fastify/reply-from hands it over. */
export interface UpstreamAnswer {
  statusCode: number;
  stream: Readable;
}

/** The whole stream, or null (and the stream destroyed) once it exceeds `limit` bytes. */
export async function readAtMost(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The token data of an answer, checked as far as the cookies need it: tokens that fit a Bearer
 * header, readable values that fit a cookie without encoding, an expiry that is a time.
 */
export function tokenDataOf(body: unknown): TokenData | null {
  if (!isRecord(body)) return null;
  const { accessToken, refreshToken, ownerId, expiresAt, level } = body;
  const isToken = (value: unknown): value is string =>
    typeof value === 'string' && isBearerToken(value);
  const isReadable = (value: unknown): value is string =>
    typeof value === 'string' && isCookieValue(value);
  if (!isToken(accessToken) || !isToken(refreshToken)) return null;
  if (!isReadable(ownerId) || !isReadable(expiresAt) || Number.isNaN(Date.parse(expiresAt)))
    return null;
  const knownLevel = levels.find((known) => known === level);
  if (knownLevel === undefined) return null;
  return { accessToken, refreshToken, ownerId, expiresAt, level: knownLevel };
}

/** The answer without the fields that carry secrets. */
export function withoutSecrets(body: Record<string, unknown>): Record<string, unknown> {
  const secret = new Set<string>(secretFields);
  return Object.fromEntries(Object.entries(body).filter(([key]) => !secret.has(key)));
}

export interface TokenHandlerOptions {
  /** Lifetime of the session cookies: the lifetime of the API's refresh tokens. */
  cookieMaxAgeSeconds: number;
}

export function createTokenHandler({ cookieMaxAgeSeconds }: TokenHandlerOptions) {
  /** Headers describing a body the edge replaced, by request. */
  const replacedBodies = new WeakMap<ProxyRequest, Record<string, string>>();

  /**
   * The browser's refresh call sends `{}`: the token comes from the ctRefreshToken cookie. A body
   * that names its own token (a program, not a browser) or that the API will refuse anyway is
   * passed on as it came.
   */
  async function fillRefreshToken(
    request: ProxyRequest,
    reply: ProxyReply,
  ): Promise<ErrorObject | null> {
    if (Number(request.headers['content-length'] ?? 0) > REQUEST_BODY_LIMIT) return bodyTooLarge;
    const sent =
      request.body instanceof Readable
        ? await readAtMost(request.body, REQUEST_BODY_LIMIT)
        : Buffer.alloc(0);
    if (sent === null) return bodyTooLarge;

    const text = sent.toString('utf8').trim();
    const parsed = text === '' ? {} : parseJson(text);
    let body = sent;
    const headers: Record<string, string> = {};
    if (isRecord(parsed) && parsed.refreshToken === undefined) {
      const refreshToken = readCookie(request.headers.cookie, sessionCookieNames.refreshToken);
      if (!refreshToken) {
        // A token without its refresh token: the session cannot go on (spec 4).
        reply.header('set-cookie', clearedSessionCookies());
        return sessionExpired;
      }
      body = Buffer.from(JSON.stringify({ ...parsed, refreshToken }));
      headers['content-type'] = 'application/json';
    }
    headers['content-length'] = String(body.length);
    request.body = Readable.from([body]);
    replacedBodies.set(request, headers);
    return null;
  }

  /** Runs before the call is proxied; an error object is the answer instead of the API's. */
  async function beforeProxy(
    request: ProxyRequest,
    reply: ProxyReply,
    call: TokenCall,
  ): Promise<ErrorObject | null> {
    reply.header('cache-control', 'no-store');
    if (call === 'anonymous' && hasSignedInSession(request.headers.cookie)) return sessionExists;
    if (call === 'refresh') return fillRefreshToken(request, reply);
    // Set now, so they go out with whatever comes back, an unreachable API included: a logout
    // always ends the browser's session.
    if (call === 'logout') reply.header('set-cookie', clearedSessionCookies());
    return null;
  }

  /** Request headers the API needs for a replaced body; undefined when the body is the client's. */
  function replacedBodyHeaders(request: ProxyRequest): Record<string, string> | undefined {
    return replacedBodies.get(request);
  }

  /** Drops the upstream headers that describe the body the edge replaces. */
  function forgetUpstreamBody(reply: ProxyReply): ProxyReply {
    for (const name of [
      'content-length',
      'content-encoding',
      'transfer-encoding',
      'etag',
      'last-modified',
    ])
      reply.removeHeader(name);
    return reply.type('application/json; charset=utf-8');
  }

  function sendError(reply: ProxyReply, error: ErrorObject): void {
    void forgetUpstreamBody(reply).code(error.statusCode).send(error);
  }

  /** A 2xx token answer: cookies set, tokens out of the body, Content-Length of the new body. */
  async function keepTokens(
    request: ProxyRequest,
    reply: ProxyReply,
    answer: UpstreamAnswer,
  ): Promise<void> {
    const encoding = reply.getHeader('content-encoding');
    const raw = await readAtMost(answer.stream, ANSWER_LIMIT);
    // The edge asked for an uncompressed answer; one it cannot read is never passed on, since
    // it would carry the tokens to the page.
    const body =
      raw === null || (encoding !== undefined && encoding !== 'identity')
        ? undefined
        : parseJson(raw.toString('utf8'));
    const token = tokenDataOf(body);
    if (!isRecord(body) || token === null) {
      request.log.error(
        { status: answer.statusCode, url: request.url },
        'API token answer without valid token data',
      );
      return sendError(reply, unexpectedAnswer);
    }
    const publicBody = JSON.stringify(withoutSecrets(body));
    void forgetUpstreamBody(reply)
      .header('set-cookie', sessionCookies(token, cookieMaxAgeSeconds))
      .header('cache-control', 'no-store')
      .header('content-length', String(Buffer.byteLength(publicBody)))
      .send(publicBody);
  }

  /** Runs on the API's answer of a token call (reply-from's onResponse). */
  function onAnswer(
    request: ProxyRequest,
    reply: ProxyReply,
    answer: UpstreamAnswer,
    call: TokenCall,
  ): void {
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    if (call !== 'logout' && ok) {
      keepTokens(request, reply, answer).catch((error: unknown) => {
        request.log.error({ err: error }, 'API token answer could not be read');
        if (!reply.sent) sendError(reply, unexpectedAnswer);
      });
      return;
    }
    // A refused refresh (reused or revoked token) ends the session; the error passes through.
    if (call === 'refresh' && answer.statusCode === 401)
      reply.header('set-cookie', clearedSessionCookies());
    void reply.send(answer.stream);
  }

  return { beforeProxy, replacedBodyHeaders, onAnswer };
}
