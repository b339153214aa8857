import fp from 'fastify-plugin';
import newsletterRoutes from './routes';

/** The newsletter with double opt-in (spec 7 "Other"): subscribe, confirm and unsubscribe under /newsletters. */
export default fp(
  async (fastify) => {
    await fastify.register(newsletterRoutes);
  },
  { name: 'newsletters', dependencies: ['db', 'accounts'] },
);
