import type { ErrorObject, errorCodes } from '@shop/api-client';
import { isBearerToken, isCookieValue, readCookie } from '../session/cookies';
import type { ApiSession } from '../session/api-session';
import type { ProxyReply, ProxyRequest } from '../session/proxy-types';
import { loosePath } from '../session/token-calls';
import { isRecord, parseJson, readAtMost, type UpstreamAnswer } from '../session/token-handler';
import { upstreamHeaders } from '../session/upstream-headers';

/*
 * The staff session at the back-office host, the token-handler pattern as for customers: the API
 * answers a sign-in with a token, the edge keeps it in an HttpOnly cookie of the back-office host
 * only (no Domain: no shop host ever receives it), strict same-site, and turns it into
 * `Authorization: Bearer` on every `/api/staff/…` call. The page's scripts never see the token.
 */

export const STAFF_COOKIE = 'staffSession';

/** The longest a staff session lasts (the API's 12 hours); the cookie never outlives it. */
const MAX_SESSION_SECONDS = 12 * 3600;
/** A sign-in answer holds the member with their grants: small. */
const ANSWER_LIMIT = 256 * 1024;

const codes: Pick<typeof errorCodes, 'originNotAllowed' | 'invalidResponse'> = {
  originNotAllowed: 'origin_not_allowed',
  invalidResponse: 'invalid_response',
};

/** `issue`: a signed-in answer carries the token; `signOut` ends the session. */
type StaffCall = 'issue' | 'signOut';

const staffCalls = new Map<string, StaffCall>([
  ['POST /staff/session', 'issue'],
  ['POST /staff/session/enrolment', 'issue'],
  ['DELETE /staff/session', 'signOut'],
]);

function staffCallOf(method: string, url: string, prefix: string): StaffCall | undefined {
  if (!url.startsWith(prefix)) return undefined;
  return staffCalls.get(`${method} ${loosePath(url.slice(prefix.length))}`);
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const foreignOrigin = (origin: string | undefined): ErrorObject => ({
  name: 'OperationNotValidError',
  message:
    origin === undefined
      ? 'A write to the back-office must name its Origin'
      : `Origin not allowed: ${origin}`,
  code: codes.originNotAllowed,
  statusCode: 403,
  reason: 'origin',
});

const unexpectedAnswer: ErrorObject = {
  name: 'UnknownError',
  message: 'The service answered with unexpected data.',
  code: codes.invalidResponse,
  statusCode: 502,
};

/** The back-office page's own origin: the scheme and Host the request came in on. */
function ownOrigin({ protocol, host }: ProxyRequest): string | null {
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Every write must come from the back-office page itself: its Origin, which browsers send on
 * every cross-origin and every same-origin write. SameSite=Strict already keeps the cookie off
 * other sites' requests; this also refuses a sibling host of the same site, and a program
 * without an Origin.
 */
function originRefusal(request: ProxyRequest): ErrorObject | null {
  if (!writeMethods.has(request.method)) return null;
  const origin = request.headers.origin;
  return origin !== undefined && origin.toLowerCase() === ownOrigin(request)
    ? null
    : foreignOrigin(origin);
}

function cookieAttributes(secure: boolean, maxAgeSeconds: number | null): string {
  const maxAge = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}${maxAge}`;
}

/** The Set-Cookie value that keeps `token` until the session's end (`expiresAt`), 12 h at most. */
export function staffSessionCookie(
  token: string,
  expiresAt: unknown,
  secure: boolean,
  now = Date.now(),
): string {
  const end = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN;
  const seconds = Number.isNaN(end)
    ? MAX_SESSION_SECONDS
    : Math.min(MAX_SESSION_SECONDS, Math.max(1, Math.floor((end - now) / 1000)));
  return `${STAFF_COOKIE}=${token}; ${cookieAttributes(secure, seconds)}`;
}

/** The Set-Cookie value that removes the staff cookie. */
export function clearedStaffCookie(secure: boolean): string {
  return `${STAFF_COOKIE}=; ${cookieAttributes(secure, 0)}`;
}

function forgetUpstreamBody(reply: ProxyReply): ProxyReply {
  for (const name of ['content-length', 'content-encoding', 'transfer-encoding', 'etag'])
    reply.removeHeader(name);
  return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store');
}

/**
 * A 2xx sign-in answer: a `signedIn` one sets the cookie; every one goes on without its token.
 * One the edge cannot read is never passed on, since it could carry the token to the page.
 */
async function keepToken(
  request: ProxyRequest,
  reply: ProxyReply,
  answer: UpstreamAnswer,
): Promise<void> {
  const encoding = reply.getHeader('content-encoding');
  const raw = await readAtMost(answer.stream, ANSWER_LIMIT);
  const body =
    raw === null || (encoding !== undefined && encoding !== 'identity')
      ? undefined
      : parseJson(raw.toString('utf8'));
  const token = isRecord(body) ? body.token : undefined;
  const signedIn = isRecord(body) && body.status === 'signedIn';
  const validToken = typeof token === 'string' && isBearerToken(token) && isCookieValue(token);
  if (!isRecord(body) || (signedIn && !validToken)) {
    request.log.error(
      { status: answer.statusCode, url: request.url },
      'API staff sign-in answer without a valid token',
    );
    void forgetUpstreamBody(reply).code(unexpectedAnswer.statusCode).send(unexpectedAnswer);
    return;
  }
  const { token: _token, ...rest } = body;
  const publicBody = JSON.stringify(rest);
  if (signedIn && validToken)
    reply.header(
      'set-cookie',
      staffSessionCookie(token, body.expiresAt, request.protocol === 'https'),
    );
  void forgetUpstreamBody(reply)
    .header('content-length', String(Buffer.byteLength(publicBody)))
    .send(publicBody);
}

/**
 * The `/api` proxy's session hooks for the back-office host (the shop's are api-session.ts):
 * no customer cookie goes to the API, the staff cookie becomes the Bearer token, sign-in answers
 * become the cookie, sign-out and any 401 of the API remove it.
 */
export function createStaffSession({ prefix }: { prefix: string }): ApiSession {
  const calls = new WeakMap<ProxyRequest, StaffCall>();
  return {
    crossSiteRefusal: originRefusal,

    preHandler: async (request, reply) => {
      const refusal = originRefusal(request);
      if (refusal) return reply.code(refusal.statusCode).send(refusal);
      const call = staffCallOf(request.method, request.url, prefix);
      if (call === undefined) return undefined;
      calls.set(request, call);
      reply.header('cache-control', 'no-store');
      // Set now, so it goes out whatever comes back, an unreachable API included.
      if (call === 'signOut')
        reply.header('set-cookie', clearedStaffCookie(request.protocol === 'https'));
      return undefined;
    },

    upstreamHeaders: <H extends Record<string, unknown>>(request: ProxyRequest, headers: H) => {
      // No cookie of the browser and no Authorization of its own reach the API from here.
      const out: Record<string, unknown> = upstreamHeaders(
        { headers: {}, ip: request.ip, protocol: request.protocol },
        headers,
      );
      const token = readCookie(request.headers.cookie, STAFF_COOKIE);
      if (token !== undefined && isBearerToken(token)) out.authorization = `Bearer ${token}`;
      // The edge must read a sign-in answer, so it asks for it uncompressed.
      if (calls.get(request) === 'issue') delete out['accept-encoding'];
      return out as H;
    },

    onResponse: (request, reply, answer) => {
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      if (calls.get(request) === 'issue' && ok) {
        keepToken(request, reply, answer).catch((error: unknown) => {
          request.log.error({ err: error }, 'API staff sign-in answer could not be read');
          if (!reply.sent)
            void forgetUpstreamBody(reply).code(unexpectedAnswer.statusCode).send(unexpectedAnswer);
        });
        return true;
      }
      // The API no longer knows the session (expired, idle, revoked): the cookie goes too.
      if (answer.statusCode === 401)
        reply.header('set-cookie', clearedStaffCookie(request.protocol === 'https'));
      return false;
    },
  };
}
