import fp from 'fastify-plugin';
import cartRoutes from '../routes/carts';
import { createCartPriceView } from './price-view';
import { createCartsRepository, type CartsRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    carts: { repository: CartsRepository };
  }
}

/**
 * Carts: the repository (priced from the prices plugin's public view), the merge step that moves
 * a guest's carts to the customer on sign-in, and the /carts routes.
 */
export default fp(
  async (fastify) => {
    const repository = createCartsRepository(fastify.db, createCartPriceView(fastify.prices));
    fastify.decorate('carts', { repository });
    fastify.customers.merge.register('carts', repository.moveToOwner);
    await fastify.register(cartRoutes, { prefix: '/carts' });
  },
  { name: 'carts', dependencies: ['db', 'prices', 'accounts', 'customers'] },
);
