import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { RETRY_AFTER_SECONDS, sendError } from './edge-errors';
import { overloaded } from './error-answers';

export interface LoadSheddingOptions {
  /** HTTP requests worked on at once; the next one is refused. */
  maxConcurrentRequests: number;
  /** Mean event-loop delay (ms) above which requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Heap in use (bytes) above which requests are refused; 0 turns the check off. */
  maxHeapUsedBytes?: number;
  /** How often the event loop and memory are measured (ms); under-pressure's default is 1 s. */
  sampleIntervalMs?: number;
  /** Upgrades are sockets, counted and capped by the socket proxy, not here. */
  isUpgrade: (raw: IncomingMessage) => boolean;
}

/**
 * Refuses work the edge cannot do in time, at once and cheaply (503, Retry-After, the error
 * object) before anything is read, parsed or forwarded: when too many requests are under way,
 * or when the event loop lags (under-pressure), which means every request already waits.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<void> {
  // Its refusal is an error with code FST_UNDER_PRESSURE, which the error handler turns into
  // the error object (error-answers.ts).
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes ?? 0,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: RETRY_AFTER_SECONDS,
  });

  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (options.isUpgrade(request.raw)) return;
    if (inFlight >= options.maxConcurrentRequests) return sendError(reply, overloaded());
    inFlight += 1;
    // 'close' comes once per response, finished or cut off by the client.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
