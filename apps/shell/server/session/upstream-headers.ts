import { sessionCookieNames } from '@shop/i18n';
import { isBearerToken, readCookie, withoutSessionCookies } from './cookies';

export interface UpstreamRequest {
  headers: { cookie?: string | undefined; authorization?: string | undefined };
  /** The client address as the edge sees it (the socket, or a trusted proxy's report). */
  ip: string;
  protocol: string;
  /**
   * The host the client asked at: one the edge serves (any other was answered 421). Without it
   * the API is told none.
   */
  host?: string;
}

type Headers = Record<string, unknown>;

/**
 * The headers a proxied call (HTTP or the price socket's handshake) carries to the API:
 * - `Authorization: Bearer` from the ctToken cookie, unless the client sent its own (a program
 *   using the API through the edge); the session cookies themselves stay at the edge;
 * - the client address as the only `X-Forwarded-For` entry, the scheme as `X-Forwarded-Proto`
 *   and the served host the client asked at as `X-Forwarded-Host`, each replacing what the
 *   client claimed: the API trusts these from the edge (TRUST_PROXY), so a client must not be
 *   able to choose them. The API refuses its automation token through a public shop host.
 */
export function upstreamHeaders(request: UpstreamRequest, headers: Headers): Headers {
  const out: Headers = { ...headers };
  delete out.cookie;
  delete out.authorization;
  delete out['x-forwarded-host'];
  // Node's server has told the client to continue already; undici refuses to send the header, so
  // an upload with `Expect: 100-continue` (curl's, for a large body) failed as if the API were down.
  delete out.expect;

  const cookie = withoutSessionCookies(request.headers.cookie);
  if (cookie !== undefined) out.cookie = cookie;

  const token = readCookie(request.headers.cookie, sessionCookieNames.accessToken);
  const authorization =
    request.headers.authorization ??
    (token !== undefined && isBearerToken(token) ? `Bearer ${token}` : undefined);
  if (authorization !== undefined) out.authorization = authorization;

  out['x-forwarded-for'] = request.ip;
  out['x-forwarded-proto'] = request.protocol;
  if (request.host !== undefined) out['x-forwarded-host'] = request.host;
  return out;
}
