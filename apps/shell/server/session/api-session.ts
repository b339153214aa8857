import type { StoreHostMap } from '@shop/i18n';
import type { ErrorObject } from '@shop/api-client';
import { hasSessionCookie } from './cookies';
import { crossSiteRefusal } from './csrf';
import type { ProxyReply, ProxyRequest } from './proxy-types';
import { tokenCallOf, type TokenCall } from './token-calls';
import { createTokenHandler, type UpstreamAnswer } from './token-handler';
import { upstreamHeaders } from './upstream-headers';

export interface ApiSessionOptions {
  /** The browser's path prefix of the API (`/api`). */
  prefix: string;
  storeHosts: StoreHostMap;
  /** Lifetime of the session cookies: the lifetime of the API's refresh tokens. */
  cookieMaxAgeSeconds: number;
}

/** The three hooks through which the `/api` proxy keeps the browser's session at the edge. */
export interface ApiSession {
  /** The cross-site check of writes and socket handshakes: the error object of a refusal. */
  crossSiteRefusal: (request: ProxyRequest) => ErrorObject | null;
  /**
   * Before proxying (HTTP and WebSocket handshakes): the cross-site check (of the anonymous
   * session call too), then token calls.
   */
  preHandler: (request: ProxyRequest, reply: ProxyReply) => Promise<unknown>;
  /** The headers of the call to the API (Bearer from the cookie, no session cookies). */
  upstreamHeaders: <H extends Record<string, unknown>>(request: ProxyRequest, headers: H) => H;
  /** The API's answer of a token call becomes cookies; false for any other call (not handled). */
  onResponse: (request: ProxyRequest, reply: ProxyReply, answer: UpstreamAnswer) => boolean;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

function isSocketHandshake(request: ProxyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

export function createApiSession({
  prefix,
  storeHosts,
  cookieMaxAgeSeconds,
}: ApiSessionOptions): ApiSession {
  const tokens = createTokenHandler({ cookieMaxAgeSeconds });
  /** Token calls by request, found once in the preHandler. */
  const calls = new WeakMap<ProxyRequest, TokenCall>();

  const refusalOf = (request: ProxyRequest, call?: TokenCall) =>
    crossSiteRefusal(
      {
        method: request.method,
        upgrade: isSocketHandshake(request),
        issuesSession: call === 'anonymous',
        origin: request.headers.origin,
        secFetchSite: firstValue(request.headers['sec-fetch-site']),
        secFetchMode: firstValue(request.headers['sec-fetch-mode']),
        secFetchDest: firstValue(request.headers['sec-fetch-dest']),
        hasSessionCookie: hasSessionCookie(request.headers.cookie),
        protocol: request.protocol,
        host: request.host,
      },
      storeHosts,
    );

  return {
    crossSiteRefusal: (request) => refusalOf(request),

    preHandler: async (request, reply) => {
      const call = tokenCallOf(request.method, request.url, prefix);
      const refusal = refusalOf(request, call);
      if (refusal) return reply.code(refusal.statusCode).send(refusal);

      if (call === undefined) return undefined;
      calls.set(request, call);
      const error = await tokens.beforeProxy(request, reply, call);
      if (error) return reply.code(error.statusCode).send(error);
      return undefined;
    },

    upstreamHeaders: <H extends Record<string, unknown>>(request: ProxyRequest, headers: H) => {
      const out: Record<string, unknown> = upstreamHeaders(request, headers);
      if (calls.has(request)) {
        // The edge must read the token answer, so it asks for it uncompressed.
        delete out['accept-encoding'];
        const replaced = tokens.replacedBodyHeaders(request);
        if (replaced) {
          delete out['transfer-encoding'];
          Object.assign(out, replaced);
        }
      }
      return out as H;
    },

    onResponse: (request, reply, answer) => {
      const call = calls.get(request);
      if (call === undefined) return false;
      tokens.onAnswer(request, reply, answer, call);
      return true;
    },
  };
}
