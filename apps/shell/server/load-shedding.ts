import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { isPriorityCall } from '@shop/api-client';
import { isKnownAssetExtension } from '@shop/static-server';
import { API_PREFIX } from './api-path';
import { RETRY_AFTER_SECONDS, sendError } from './edge-errors';
import { overloaded } from './error-answers';
import { createInFlight, type InFlightSnapshot, type Lane } from './in-flight';
import { splitUrl } from './request-url';

export interface LoadSheddingOptions {
  /** HTTP requests worked on at once; the next one is refused. */
  maxConcurrentRequests: number;
  /**
   * Of those, the places only priority calls may take: ordinary requests are refused once
   * maxConcurrentRequests - reservedForPriority are under way.
   */
  reservedForPriority: number;
  /** Mean event-loop delay (ms) above which requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Heap in use (bytes) above which requests are refused; 0 turns the check off. */
  maxHeapUsedBytes?: number;
  /** How often the event loop and memory are measured (ms); under-pressure's default is 1 s. */
  sampleIntervalMs?: number;
  /** Upgrades are sockets, counted and capped by the socket proxy, not here. */
  isUpgrade: (raw: IncomingMessage) => boolean;
}

/** Answers from memory and is never refused: it is read most when the edge is busiest. */
export const LOAD_PATH = '/healthz/load';
/** Readiness for the load balancer in front: from memory too, and never refused either. */
export const READY_PATH = '/healthz/ready';
const fromMemory = (path: string) => path === LOAD_PATH || path === READY_PATH;

/**
 * What a lagging event loop does not refuse: priority calls, the load endpoint, and the shell's
 * static files (a file read each). A page already delivered cannot start without its scripts,
 * and the probes found them refused for a second after a burst while pages were not asked for.
 */
function passesPressure(request: FastifyRequest): boolean {
  const [path] = splitUrl(request.url);
  return (
    laneOf(request) === 'priority' ||
    fromMemory(path) ||
    (!path.startsWith(`${API_PREFIX}/`) && isKnownAssetExtension(path))
  );
}

/** A request's lane: the API's priority calls (orders, sign-in) through the /api proxy. */
function laneOf(request: FastifyRequest): Lane {
  const [path] = splitUrl(request.url);
  return path.startsWith(`${API_PREFIX}/`) &&
    isPriorityCall(request.method, path.slice(API_PREFIX.length))
    ? 'priority'
    : 'ordinary';
}

/** under-pressure's own refusal, which the error handler turns into the error object. */
const underPressureError = Object.assign(new Error('Service Unavailable'), {
  code: 'FST_UNDER_PRESSURE',
  statusCode: 503,
});

/**
 * Refuses work the edge cannot do in time, at once and cheaply (503, Retry-After, the error
 * object) before anything is read, parsed or forwarded: when too many requests are under way,
 * or when the event loop lags (under-pressure), which means every request already waits.
 * Ordinary requests (pages, searches, scripts: a client asks again) are refused first; priority
 * calls pass a lagging event loop and have places of their own. Returns the counts.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<() => InFlightSnapshot> {
  // Its refusal is an error with code FST_UNDER_PRESSURE, which the error handler turns into
  // the error object (error-answers.ts).
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes ?? 0,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: (request) =>
      passesPressure(request) ? undefined : Promise.reject(underPressureError),
  });

  const inFlight = createInFlight();
  const limits: Record<Lane, number> = {
    priority: options.maxConcurrentRequests,
    ordinary: options.maxConcurrentRequests - options.reservedForPriority,
  };
  app.addHook('onRequest', async (request, reply) => {
    if (options.isUpgrade(request.raw) || fromMemory(splitUrl(request.url)[0])) return;
    const lane = laneOf(request);
    if (inFlight.snapshot().inFlight >= limits[lane]) return sendError(reply, overloaded());
    inFlight.enter(request.raw, reply.raw, lane);
  });
  return inFlight.snapshot;
}
