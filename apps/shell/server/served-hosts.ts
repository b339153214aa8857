import type { ErrorObject } from '@shop/api-client';
import { edgeError, edgeErrorCodes } from './edge-errors';
import { splitUrl } from './request-url';

/*
 * The shop answers only at the hosts it is configured for, and every absolute URL it writes
 * (canonical, hreflang, og:url, JSON-LD, robots.txt, sitemap) names the origin configured for
 * that host, never what a client put in Host: a made-up Host would otherwise end up in the
 * links crawlers follow and in the previews others share.
 */

/** A Host header value: a DNS name or an IPv4 address, or an IPv6 address in brackets; a port. */
const hostPattern = /^(\[[0-9a-f:.]+\]|[0-9a-z](?:[0-9a-z.-]*[0-9a-z])?)\.?(?::\d{1,5})?$/i;

/** The host name of a Host value (lower case, no port, no trailing dot); null when it is none. */
export function hostnameOf(host: string): string | null {
  const name = hostPattern.exec(host)?.[1];
  return name === undefined ? null : name.toLowerCase();
}

/**
 * The edge's health endpoints (/healthz and below): probes and scrapers (a load balancer,
 * Kubernetes) ask at the instance's own address, which no configuration names, and the answers
 * carry nothing of the Host.
 */
const answersAnyHost = (path: string) => path === '/healthz' || path.startsWith('/healthz/');

function hostNotServed(): ErrorObject {
  return edgeError(421, {
    code: edgeErrorCodes.hostNotServed,
    message: 'The shop is not served at this host',
  });
}

export interface ServedHosts {
  /**
   * The origin absolute URLs name for a request: its host's configured origin. A host the shop
   * is not served at (refused before any page is made) is given the primary origin.
   */
  originOf: (request: { host: string | undefined }) => string;
  /** The 421 error object for a request to a host the shop is not served at, or null. */
  refusal: (request: { host: string | undefined; url: string }) => ErrorObject | null;
}

/**
 * `hostOrigins` maps each host name to its origin (config.ts); `primaryOrigin` is the first
 * of SHOP_ORIGINS. `host` is Fastify's `request.host`: the Host header, or X-Forwarded-Host only
 * from a proxy TRUST_PROXY names.
 */
export function createServedHosts(
  hostOrigins: ReadonlyMap<string, string>,
  primaryOrigin: string,
): ServedHosts {
  const configured = (host: string | undefined): string | undefined => {
    const name = hostnameOf(host ?? '');
    return name === null ? undefined : hostOrigins.get(name);
  };
  return {
    originOf: (request) => configured(request.host) ?? primaryOrigin,
    refusal: (request) =>
      configured(request.host) !== undefined || answersAnyHost(splitUrl(request.url)[0])
        ? null
        : hostNotServed(),
  };
}
