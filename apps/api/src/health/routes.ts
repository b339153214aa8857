import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';
import { overloaded } from '../lib/errors';

export interface HealthRoutesOptions {
  /** Longest wait for the database's answer before /health reports 503. */
  timeoutMs: number;
  /** Price sockets open on this instance. */
  openSockets: () => number;
}

const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (
  fastify,
  { timeoutMs, openSockets },
) => {
  // Every caller at the same moment shares one ping: probes (the edge, an orchestrator, a person
  // refreshing) cost the database one query however many there are.
  let ping: Promise<void> | undefined;
  const sharedPing = () =>
    (ping ??= fastify.healthRepository.ping().finally(() => {
      ping = undefined;
    }));
  const neverShed = { config: { databaseBound: false, shedUnderPressure: false } };

  // Healthy means the database answers, not merely that the process is up. Outside the load
  // shedding (never refused for the load of other routes) but with a deadline of its own.
  endpointRoute(
    fastify,
    endpoints.health.check,
    async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(overloaded('timeout', 1)), timeoutMs);
      });
      try {
        await Promise.race([sharedPing(), deadline]);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const };
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
