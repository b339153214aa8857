import fp from 'fastify-plugin';
import { createDepositsRepository, type DepositsRepository } from './repository';
import depositRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    deposits: { repository: DepositsRepository };
  }
}

/**
 * Deposits: the repository (valued with the prices plugin's current sheet, its history with the
 * price engine over the metal price history) and /deposits.
 */
export default fp(
  async (fastify) => {
    const repository = createDepositsRepository(
      fastify.db,
      fastify.prices,
      fastify.pricesRepository,
    );
    fastify.decorate('deposits', { repository });
    await fastify.register(depositRoutes);
  },
  { name: 'deposits', dependencies: ['db', 'prices', 'prices-repository', 'accounts', 'orders'] },
);
