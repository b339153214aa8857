import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClientOptions } from 'ws';

type WsClientOptions = ClientOptions & {
  rewriteRequestHeaders: (
    headers: Record<string, unknown>,
    request: FastifyRequest,
  ) => Record<string, unknown>;
};

export const API_PREFIX = '/api';

/** Spec error object (section 8) for an API that does not answer. */
export function upstreamUnavailable(message: string) {
  return { name: 'UnknownError', message, code: 'upstream_unavailable', statusCode: 502 } as const;
}

export interface ApiProxyOptions {
  apiUrl: string;
  storeKeyOf: (request: { host: string }) => string;
}

/**
 * `/api/*` → API with the prefix stripped, WebSocket upgrades included (the price socket), so
 * the browser talks to one origin only.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  { apiUrl, storeKeyOf }: ApiProxyOptions,
): Promise<void> {
  // Documented by @fastify/http-proxy but missing from its types; a typed variable passes
  // through the options type without the excess-property check of an inline literal.
  const wsClientOptions: WsClientOptions = {
    rewriteRequestHeaders: (headers, request) => ({
      ...headers,
      // The socket identifies itself like HTTP calls do: by cookies and the store.
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      'x-store-key': request.headers['x-store-key'] ?? storeKeyOf(request),
    }),
  };
  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: API_PREFIX,
    websocket: true,
    replyOptions: {
      // A client (or a proxy in front) may name the store; otherwise the Host decides.
      rewriteRequestHeaders: (request, headers) =>
        headers['x-store-key'] ? headers : { ...headers, 'x-store-key': storeKeyOf(request) },
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'API upstream failed');
        void reply
          .code(502)
          .type('application/json; charset=utf-8')
          .send(upstreamUnavailable('The service is temporarily unavailable.'));
      },
    },
    wsClientOptions,
  });
}
