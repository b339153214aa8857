import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { ErrorObject } from '@shop/api-client';
import { EDGE_SECRET_HEADER } from '@shop/api-client/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  RawServerBase,
  RouteGenericInterface,
} from 'fastify';
import { Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import { API_PREFIX, PROXIED_METHODS } from './api-path';
import { limitBody, payloadTooLarge } from './body-limit';
import { clientGone } from './client-gone';
import { edgeError, edgeErrorCodes, sendError } from './edge-errors';
import type { ApiSession } from './session/api-session';
import { upstreamErrorBody } from './upstream-error-body';
import type { ApiBalancer } from './upstream/balancer';
import { instanceFailed, lazyBody, mayRetry } from './upstream/retry';

/** A spec error object for an API that did not answer: it is down, unreachable or too slow. */
export function upstreamUnavailable(timedOut = false): ErrorObject {
  return timedOut
    ? edgeError(503, {
        code: edgeErrorCodes.upstreamTimeout,
        message: 'The service did not answer in time, please try again later',
      })
    : edgeError(503, {
        code: edgeErrorCodes.upstreamUnavailable,
        message: 'The service is temporarily unavailable, please try again later',
      });
}

export interface ApiProxyOptions {
  /** The API instances: every call goes to one that is up. */
  balancer: ApiBalancer;
  storeKeyOf: (request: { host: string }) => string;
  /** The token handler: session cookies in, Bearer tokens out, tokens out of answers. */
  session: ApiSession;
  /** How long the API may take to start answering, and to send each part of the answer. */
  timeoutMs: number;
  /** How long the edge waits for a connection to the API. */
  connectTimeoutMs: number;
  /** EDGE_SECRET: without it the API does not believe the client address the edge names. */
  edgeSecret: string | undefined;
}

/** Headers the edge adds to every call it forwards to the API, HTTP and WebSocket alike. */
export function forwardedHeaders(
  request: FastifyRequest<RouteGenericInterface, RawServerBase>,
  storeKeyOf: ApiProxyOptions['storeKeyOf'],
  edgeSecret: ApiProxyOptions['edgeSecret'],
): Record<string, string> {
  const storeKey = request.headers['x-store-key'];
  return {
    // Replacing any client's claim to it (one without it is worth nothing to the API).
    ...(edgeSecret ? { [EDGE_SECRET_HEADER]: edgeSecret } : {}),
    // A client (or a proxy in front) may name the store; otherwise the Host decides.
    'x-store-key': typeof storeKey === 'string' && storeKey ? storeKey : storeKeyOf(request),
    // The client as the edge sees it (a trusted proxy's word under TRUST_PROXY), replacing
    // whatever the client claimed, so the API can tell clients apart without believing them.
    // (No address once the connection is gone.)
    ...(request.ip ? { 'x-forwarded-for': request.ip } : {}),
  };
}

/**
 * reply-from hands the request headers to the dispatcher but has no option for an abort signal;
 * the signal travels with the headers under a symbol, which no HTTP serialisation sends.
 */
const kClientSignal = Symbol('client signal');

type HeadersWithSignal = Record<string, unknown> & { [kClientSignal]?: AbortSignal };

/**
 * The API's connection pool, with deadlines, and aborting a call when its client has gone away
 * (the signal from clientGone), so a closed tab stops costing the API anything. Each call goes to
 * an instance the balancer names; one that cannot be reached is taken out, and the call goes to
 * the next only when that is safe (mayRetry: nothing was sent, or an idempotent call without a
 * body), so a write is never sent twice.
 */
function balancedDispatcher({ balancer, connectTimeoutMs, timeoutMs }: ApiProxyOptions) {
  const agent = new Agent({
    connect: { timeout: connectTimeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  type Callback = (error: Error | null, data?: Dispatcher.ResponseData) => void;
  const request = ((options: Dispatcher.RequestOptions, callback: Callback) => {
    const { [kClientSignal]: signal, ...headers } = (options.headers ?? {}) as HeadersWithSignal;
    const source = options.body;
    const tried = new Set<string>();
    const attempt = () => {
      const origin = balancer.choose(tried) ?? balancer.instances[0]!;
      tried.add(origin);
      const body = source instanceof Readable ? lazyBody(source) : null;
      agent.request(
        {
          ...options,
          origin,
          headers: headers as Record<string, string>,
          body: body ? body.body : source,
          signal,
        },
        (error, data) => {
          if (error && !signal?.aborted && instanceFailed(error)) {
            balancer.markDown(origin);
            const bodySent = body ? body.started() : source != null;
            if (mayRetry(error, options.method, bodySent) && tried.size < balancer.instances.length)
              return attempt();
          }
          return callback(error, data);
        },
      );
    };
    attempt();
  }) as Dispatcher['request'];
  return { dispatcher: { request }, close: () => agent.destroy() };
}

type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

/**
 * An error answer of the API goes to the client only as the spec's error object: anything else
 * the API (or something in front of it) answered with is replaced by the object for its status.
 */
const forwardAnswer: NonNullable<ReplyOptions['onResponse']> = (request, reply, res) => {
  if (res.statusCode < 400 || request.method === 'HEAD') {
    void reply.send(res.stream);
    return;
  }
  // reply-from has copied the API's headers onto the reply already.
  void upstreamErrorBody(res.statusCode, reply.getHeaders(), res.stream).then(
    (body) => {
      if (typeof body === 'string') {
        // Its JSON type stays; it may have come compressed and is sent decoded.
        void reply.removeHeader('content-encoding').send(body);
        return;
      }
      request.log.warn({ status: res.statusCode }, 'API error answer without error object');
      for (const name of ['content-encoding', 'content-length', 'transfer-encoding'])
        reply.removeHeader(name);
      void sendError(reply, body);
    },
    (error: unknown) => {
      request.log.warn({ err: error }, 'API error answer could not be read');
      void sendError(reply, upstreamUnavailable());
    },
  );
};

/**
 * `/api/*` → the API with the prefix stripped, so the browser talks to one origin only. The
 * price socket is proxied by socket-proxy.ts.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  options: ApiProxyOptions,
): Promise<void> {
  const { dispatcher, close } = balancedDispatcher(options);
  app.addHook('onClose', async () => close());
  const signals = new WeakMap<object, AbortSignal>();
  /** Calls whose body (one without Content-Length) passed the API's limit on the way. */
  const overflowed = new WeakSet<object>();
  await app.register(httpProxy, {
    // The path's base; the dispatcher picks the instance.
    upstream: options.balancer.instances[0]!,
    // A body the API will not read is refused first; then the session's cross-site check and
    // token calls, whose refusals are answered there.
    preHandler: async (request, reply) => {
      signals.set(request.raw, clientGone(reply.raw));
      const tooLarge = limitBody(request, () => overflowed.add(request.raw));
      if (tooLarge) return sendError(reply, tooLarge);
      return options.session.preHandler(request, reply);
    },
    prefix: API_PREFIX,
    httpMethods: PROXIED_METHODS,
    undici: dispatcher,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...options.session.upstreamHeaders(request, {
          ...headers,
          ...forwardedHeaders(request, options.storeKeyOf, options.edgeSecret),
        }),
        [kClientSignal]: signals.get(request.raw),
      }),
      // No second try of an answered call: a retried call is a second load on an API that is
      // already failing, and a retried write could be a second order. Clients decide, helped by
      // Retry-After. (A call that never reached its instance, or an idempotent one without a body
      // whose connection dropped, goes to another instance: balancedDispatcher.)
      retryDelay: () => null,
      // Token calls' answers become cookies; every other answer is checked on its way out.
      onResponse: (request, reply, res) => {
        if (!options.session.onResponse(request, reply, res)) forwardAnswer(request, reply, res);
      },
      onError: (reply, { error }) => {
        if (overflowed.has(reply.request.raw)) {
          reply.log.info('request body over the limit; API call aborted');
          void sendError(reply, payloadTooLarge());
          return;
        }
        if (signals.get(reply.request.raw)?.aborted)
          reply.log.info('client went away; API call aborted');
        else reply.log.warn({ err: error }, 'API upstream failed');
        const code = (error as { code?: string }).code;
        void sendError(reply, upstreamUnavailable(code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT'));
      },
    },
  });
}
