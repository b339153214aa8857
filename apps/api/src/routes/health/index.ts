import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '@shop/api-client';

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  // Healthy means the database answers, not merely that the process is up.
  fastify.get('/', async (): Promise<Health> => {
    await fastify.healthRepository.ping();
    return { status: 'ok' };
  });
};

export default healthRoutes;
