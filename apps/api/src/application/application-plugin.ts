import fp from 'fastify-plugin';
import type { ApplicationOptions } from './config';
import applicationRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    application: ApplicationOptions;
  }
}

/**
 * What visitors send the dealer (spec 7 "Other"): POST /application/contact and the
 * whistleblower calls under /application/whistleblow.
 */
export default fp<ApplicationOptions>(
  async (fastify, options) => {
    fastify.decorate('application', options);
    await fastify.register(applicationRoutes);
  },
  { name: 'application', dependencies: ['db', 'accounts', 'settings'] },
);
