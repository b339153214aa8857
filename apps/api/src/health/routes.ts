import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';
import { AppError, overloaded } from '../lib/errors';
import type { Readiness } from './readiness';

export interface HealthRoutesOptions {
  /** Longest wait for the database's answer before /health reports 503. */
  timeoutMs: number;
  /** Price sockets open on this instance. */
  openSockets: () => number;
  /** This instance's name and whether it is shutting down. */
  readiness: Readiness;
}

const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (
  fastify,
  { timeoutMs, openSockets, readiness },
) => {
  // Every caller at the same moment shares one ping: probes (the edge, an orchestrator, a person
  // refreshing) cost the database one query however many there are.
  let ping: Promise<void> | undefined;
  const sharedPing = () =>
    (ping ??= fastify.healthRepository.ping().finally(() => {
      ping = undefined;
    }));
  const neverShed = { config: { databaseBound: false, shedUnderPressure: false } };

  /** The database answers within `timeoutMs`, or a 503 (repository_timeout) is thrown. */
  const databaseAnswers = async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(overloaded('timeout', 1)), timeoutMs);
    });
    try {
      await Promise.race([sharedPing(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  // Healthy means the database answers, not merely that the process is up. Outside the load
  // shedding (never refused for the load of other routes) but with a deadline of its own.
  endpointRoute(
    fastify,
    endpoints.health.check,
    async (_input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      await databaseAnswers();
      return { status: 'ok' as const, instance: readiness.instance };
    },
    neverShed,
  );

  // Healthy and not shutting down: what the edges' balancing and an orchestrator's readiness
  // probe ask before sending new calls here.
  endpointRoute(
    fastify,
    endpoints.health.ready,
    async (_input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      if (readiness.isDraining())
        throw new AppError(
          {
            name: 'UnknownError',
            message: 'This instance is shutting down',
            code: errorCodes.instanceDraining,
            statusCode: 503,
            reason: 'draining',
          },
          { headers: { 'retry-after': '1' } },
        );
      await databaseAnswers();
      return { status: 'ready' as const, instance: readiness.instance };
    },
    neverShed,
  );

  // From memory, never shed: it must answer most when the API is busiest.
  endpointRoute(
    fastify,
    endpoints.health.load,
    async (_input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return { gate: fastify.databaseGate.snapshot(), sockets: openSockets() };
    },
    neverShed,
  );
};

export default healthRoutes;
