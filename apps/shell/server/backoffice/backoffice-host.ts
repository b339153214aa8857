import type { ErrorObject } from '@shop/api-client';
import { API_PREFIX, isApiPath } from '../api-path';
import { edgeError } from '../edge-errors';
import { hostnameOf } from '../served-hosts';
import { loosePath } from '../session/token-calls';
import { splitUrl } from '../request-url';

/*
 * The dealer's back-office answers at a host of its own (BACKOFFICE_HOST, on the shop's port).
 * The two never share what the browser keeps per host: the staff cookie stays on the
 * back-office host, the customers' cookies on the shop's hosts. So the back-office host serves
 * its page and `/api/staff/…` only, and the shop's hosts serve no `/api/staff/…` at all.
 */

/** The staff part of the API, under the edge's `/api`. */
const STAFF_PREFIX = '/staff';

/**
 * Whether a browser URL of `/api/…` reaches the staff part of the API, judged in the loosest form
 * a router might still match it (token-calls.ts), dot segments resolved: neither `/api//Staff/me`
 * on a shop host nor `/api/staff/../orders` on the back-office host slips past the gate.
 */
export function isStaffApiPath(url: string): boolean {
  if (!isApiPath(url)) return false;
  const loose = loosePath(url.slice(API_PREFIX.length) || '/');
  const resolved = new URL(loose.startsWith('/') ? loose : `/${loose}`, 'http://edge.invalid')
    .pathname;
  return resolved === STAFF_PREFIX || resolved.startsWith(`${STAFF_PREFIX}/`);
}

/**
 * The catalogue's pictures (drawn and uploaded): public, and shown on the back-office's product
 * page, whose policy takes pictures from its own host only.
 */
export function isProductPicturePath(url: string): boolean {
  if (!isApiPath(url)) return false;
  const loose = loosePath(url.slice(API_PREFIX.length) || '/');
  const resolved = new URL(loose.startsWith('/') ? loose : `/${loose}`, 'http://edge.invalid')
    .pathname;
  return /^\/products\/(images|pictures)\/[^/]+$/.test(resolved);
}

/** Paths of the shop that mean nothing on the back-office host: its store, its crawler files. */
const shopOnlyPaths = new Set(['/store.json', '/robots.txt', '/sitemap.xml']);

const notFound = (request: { method: string; url: string }): ErrorObject =>
  edgeError(404, { message: `Route not found: ${request.method} ${splitUrl(request.url)[0]}` });

export interface BackofficeHost {
  /** The configured host name. */
  host: string;
  /** Whether a request asked at the back-office host (`host`: Fastify's `request.host`). */
  is: (request: { host: string | undefined }) => boolean;
  /**
   * The 404 for what the request's host does not serve: on the back-office host the shop's API
   * and its store and crawler files, on a shop host the staff API. Null otherwise.
   */
  refusal: (request: {
    host: string | undefined;
    method: string;
    url: string;
  }) => ErrorObject | null;
}

export function createBackofficeHost(host: string): BackofficeHost {
  const is = (request: { host: string | undefined }) => hostnameOf(request.host ?? '') === host;
  return {
    host,
    is,
    refusal: (request) => {
      const staffApi = isStaffApiPath(request.url);
      if (!is(request)) return staffApi ? notFound(request) : null;
      if (isApiPath(request.url)) {
        const picture =
          (request.method === 'GET' || request.method === 'HEAD') &&
          isProductPicturePath(request.url);
        return staffApi || picture ? null : notFound(request);
      }
      return shopOnlyPaths.has(splitUrl(request.url)[0]) ? notFound(request) : null;
    },
  };
}
