import fp from 'fastify-plugin';
import type { ApplicationOptions } from './config';
import newsletterRoutes from './newsletter-routes';
import applicationRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    application: ApplicationOptions;
  }
}

/**
 * What visitors send the dealer (spec 7 "Other"): POST /application/contact, the whistleblower
 * calls under /application/whistleblow, and the newsletter under /newsletters.
 */
export default fp<ApplicationOptions>(
  async (fastify, options) => {
    fastify.decorate('application', options);
    await fastify.register(applicationRoutes);
    await fastify.register(newsletterRoutes);
  },
  { name: 'application', dependencies: ['db', 'accounts'] },
);
