import fp from 'fastify-plugin';
import depositRoutes from '../routes/deposits';
import { createDepositsRepository, type DepositsRepository } from './repository';

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
    await fastify.register(depositRoutes, { prefix: '/deposits' });
  },
  { name: 'deposits', dependencies: ['db', 'prices', 'prices-repository', 'accounts', 'orders'] },
);
