import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import { isPriorityCall } from '@shop/api-client/contract';
import {
  ConcurrencyGate,
  GateRefusedError,
  type ConcurrencyGateOptions,
  type GateLane,
} from '../lib/concurrency-gate';
import { overloaded } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Default true: the handler runs only in a slot of the database gate (refused with 503 when
     * the queue is full, dropped when it waited too long or its client left). false for routes
     * that answer from memory or manage their own database wait (/health).
     */
    databaseBound?: boolean;
    /**
     * Default true: refused with 503 while the event loop lags. false keeps /health and the
     * in-memory price lookups answering: they cost microseconds and are what must stay up.
     */
    shedUnderPressure?: boolean;
  }
  interface FastifyInstance {
    databaseGate: ConcurrencyGate;
  }
}

export interface LoadSheddingOptions {
  database: ConcurrencyGateOptions;
  /** Mean event-loop delay (ms over a 250 ms sample) above which requests are refused; 0: never. */
  maxEventLoopDelayMs: number;
}

/** Seconds a refused client is asked to wait: the queue drains within about a second. */
const retryAfterGateSeconds = 1;
/** A lagging event loop takes longer to recover. */
const retryAfterPressureSeconds = 5;

/**
 * under-pressure's pressureHandler: routes marked `shedUnderPressure: false` go on (undefined),
 * every other is refused with the error object.
 */
export function refuseUnderPressure(request: FastifyRequest): Promise<void> | undefined {
  if (request.routeOptions.config.shedUnderPressure === false) return undefined;
  // Orders and sign-in are the last to be refused: the database gate still bounds them.
  if (laneOf(request.routeOptions) === 'priority') return undefined;
  return Promise.reject(overloaded('overloaded', retryAfterPressureSeconds, 'UnknownError'));
}

/** A route's lane in the database gate, from the one list of priority calls. */
function laneOf(route: { method: string | string[]; url?: string | undefined }): GateLane {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.url !== undefined && methods.some((method) => isPriorityCall(method, route.url!))
    ? 'priority'
    : 'ordinary';
}

/** The client closed the connection: nobody will read the answer. */
function clientGone(request: FastifyRequest): boolean {
  return request.raw.socket?.destroyed === true;
}

/**
 * Bounds the API's work so a burst is shed instead of queued: database-bound routes wait for a
 * slot of one ConcurrencyGate (PGlite serves one query at a time, a pool a few), and every route
 * but the cheap ones is refused while the event loop lags (@fastify/under-pressure). Refusals
 * are the error object with 503 and Retry-After. Registered before the routes: it wraps their
 * handlers as they are added.
 */
export default fp<LoadSheddingOptions>(
  async (fastify, options) => {
    const gate = new ConcurrencyGate(options.database);
    fastify.decorate('databaseGate', gate);

    // 0 turns the limit off: no hook at all then (it would run on every request).
    if (options.maxEventLoopDelayMs > 0)
      await fastify.register(underPressure, {
        maxEventLoopDelay: options.maxEventLoopDelayMs,
        sampleInterval: 250,
        pressureHandler: refuseUnderPressure,
      });

    fastify.addHook('onRoute', (route) => {
      if (route.config?.databaseBound === false) return;
      const handler = route.handler as RouteHandlerMethod;
      const lane = laneOf(route);
      // A request the gate would refuse anyway is refused before its hooks, parsing and
      // validation run: under a flood those refusals are most of the API's work, and every
      // microsecond they take is one the orders in the gate wait for.
      route.onRequest = [
        async () => {
          if (gate.refusesNow(lane)) throw overloaded('overloaded', retryAfterGateSeconds);
        },
        ...[route.onRequest ?? []].flat(),
      ];
      route.handler = async function gated(request, reply) {
        let release: () => void;
        try {
          release = await gate.acquire(() => clientGone(request), lane);
        } catch (error) {
          if (!(error instanceof GateRefusedError)) throw error;
          if (error.refusal === 'gone') {
            // The socket is closed: there is no one to answer, and Fastify must not try.
            request.log.info('dropped before running: the client has gone');
            return reply.hijack();
          }
          throw overloaded(
            error.refusal === 'full' ? 'overloaded' : 'timeout',
            retryAfterGateSeconds,
          );
        }
        try {
          return await handler.call(this, request, reply);
        } finally {
          release();
        }
      };
    });
  },
  { name: 'load-shedding' },
);
