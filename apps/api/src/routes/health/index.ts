import type { FastifyPluginAsync } from 'fastify';
import type { ApiLoad, Health } from '@shop/api-client';
import { overloaded } from '../../lib/errors';

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

  // Healthy means the database answers, not merely that the process is up. Outside the load
  // shedding (never refused for the load of other routes) but with a deadline of its own.
  fastify.get(
    '/',
    { config: { databaseBound: false, shedUnderPressure: false } },
    async (): Promise<Health> => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(overloaded('timeout', 1)), timeoutMs);
      });
      try {
        await Promise.race([sharedPing(), deadline]);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' };
    },
  );

  // From memory, never shed: it must answer most when the API is busiest.
  fastify.get(
    '/load',
    { config: { databaseBound: false, shedUnderPressure: false } },
    async (_request, reply): Promise<ApiLoad> => {
      reply.header('cache-control', 'no-store');
      return { gate: fastify.databaseGate.snapshot(), sockets: openSockets() };
    },
  );
};

export default healthRoutes;
