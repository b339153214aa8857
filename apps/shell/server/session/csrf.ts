import type { StoreHostMap } from '@shop/i18n';
import type { ErrorObject, errorCodes } from '@shop/api-client';

/*
 * Cross-site request protection for cookie-authenticated calls. The session cookies are SameSite
 * Lax, which keeps them off cross-site fetches, but not off requests from a sibling host of the
 * same site, nor off top-level form posts in every browser; the edge therefore checks where a
 * write comes from before it turns the cookie into a Bearer token.
 */

const originNotAllowed: (typeof errorCodes)['originNotAllowed'] = 'origin_not_allowed';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values that mean "typed by the user or sent by the shop's own page". */
const ownFetchSites = new Set(['same-origin', 'none']);

export interface RequestOrigin {
  method: string;
  /** A WebSocket handshake (the price socket): a GET that still carries the session. */
  upgrade: boolean;
  /** The anonymous session call: a GET whose answer sets the session cookies. */
  issuesSession: boolean;
  origin: string | undefined;
  /** Fetch Metadata (Sec-Fetch-Site, -Mode, -Dest), where the browser sends it. */
  secFetchSite: string | undefined;
  secFetchMode: string | undefined;
  secFetchDest: string | undefined;
  hasSessionCookie: boolean;
  /** Scheme and Host the request came in on, as Fastify reports them (`request.protocol`, `.host`). */
  protocol: string;
  host: string;
}

/**
 * True for the origin of a page of the shop: a configured store host, on the scheme and port the
 * request came in on. The Host header only lends its port; the host name must be in the map, so
 * a made-up Host (DNS rebinding) does not make its own origin trusted.
 */
export function isShopOrigin(
  origin: string,
  { protocol, host }: Pick<RequestOrigin, 'protocol' | 'host'>,
  storeHosts: StoreHostMap,
): boolean {
  let page: URL;
  let edge: URL;
  try {
    page = new URL(origin);
    edge = new URL(`${protocol}://${host}`);
  } catch {
    return false;
  }
  return (
    page.origin === origin.toLowerCase() &&
    page.protocol === edge.protocol &&
    page.port === edge.port &&
    Object.hasOwn(storeHosts, page.hostname)
  );
}

function refusal(message: string): ErrorObject {
  return {
    name: 'OperationNotValidError',
    message,
    code: originNotAllowed,
    statusCode: 403,
    reason: 'origin',
  };
}

function foreignOrigin(request: RequestOrigin, storeHosts: StoreHostMap): ErrorObject | null {
  return request.origin === undefined || isShopOrigin(request.origin, request, storeHosts)
    ? null
    : refusal(`Origin not allowed: ${request.origin}`);
}

/**
 * Only the shop's own scripts may have a session issued: a link or a form of another site (a
 * navigation) or its picture or script tag (a resource) would otherwise set the cookies, and
 * sign a customer out or swap a guest's cart. Fetch Metadata tells these apart. A client without
 * it (a program, an old browser) passes; the token handler never lets the answer replace a
 * signed-in session anyway.
 */
function sessionIssueRefusal(request: RequestOrigin, storeHosts: StoreHostMap): ErrorObject | null {
  const site = request.secFetchSite?.toLowerCase();
  const mode = request.secFetchMode?.toLowerCase();
  const dest = request.secFetchDest?.toLowerCase();
  if (site !== undefined && !ownFetchSites.has(site))
    return refusal("A session is issued to the shop's own pages only");
  if (mode === 'navigate' || (dest !== undefined && dest !== 'empty'))
    return refusal("A session is issued to a script's fetch, not to a navigation or a resource");
  return foreignOrigin(request, storeHosts);
}

/**
 * The error object for a request that must not pass, or null. Reads are never refused, except
 * the call that issues a session (see above). A write or a socket handshake with a foreign
 * Origin is refused even without cookies (no logging a visitor into someone else's account from
 * another site); a write without Origin that carries the session must show by Sec-Fetch-Site
 * that the shop's own page (or the user) sent it.
 */
export function crossSiteRefusal(
  request: RequestOrigin,
  storeHosts: StoreHostMap,
): ErrorObject | null {
  if (request.issuesSession) return sessionIssueRefusal(request, storeHosts);
  if (!request.upgrade && !writeMethods.has(request.method)) return null;
  if (request.origin !== undefined) return foreignOrigin(request, storeHosts);
  // Browsers always send Origin on a WebSocket handshake; one without it comes from a program.
  if (request.upgrade || !request.hasSessionCookie) return null;
  const site = request.secFetchSite?.toLowerCase();
  return site !== undefined && ownFetchSites.has(site)
    ? null
    : refusal('A request with the session cookies must come from the shop');
}
