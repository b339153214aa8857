import fp from 'fastify-plugin';
import limitOrderRoutes from './routes';
import { createCartPriceView } from '../prices/price-view';
import { createLimitOrderExecutor, type LimitOrderExecutor } from './executor';
import { createLimitOrdersRepository, type LimitOrdersRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    limitOrders: { repository: LimitOrdersRepository; executor: LimitOrderExecutor };
  }
}

/**
 * Limit orders: the repository, the /limit-orders routes, and the executor, which the job queue
 * runs once across instances after every finished recalculation (jobs/definitions.ts).
 */
export default fp(
  async (fastify) => {
    const priceView = createCartPriceView(fastify.prices);
    const repository = createLimitOrdersRepository(fastify.db, priceView);
    const executor = createLimitOrderExecutor({
      db: fastify.db,
      priceView,
      carts: fastify.carts.repository,
      orders: fastify.orders.repository,
      messaging: fastify.messaging,
      log: fastify.log,
    });
    fastify.decorate('limitOrders', { repository, executor });
    await fastify.register(limitOrderRoutes);
    // A pass under way (a test's own call) finishes before the database closes.
    fastify.addHook('onClose', () => executor.settled());
  },
  {
    name: 'limit-orders',
    dependencies: ['db', 'prices', 'accounts', 'messaging', 'carts', 'orders'],
  },
);
