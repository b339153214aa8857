import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '@shop/api-client';
import { overloaded } from '../../lib/errors';

export interface HealthRoutesOptions {
  /** Longest wait for the database's answer before /health reports 503. */
  timeoutMs: number;
}

const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (fastify, { timeoutMs }) => {
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
};

export default healthRoutes;
