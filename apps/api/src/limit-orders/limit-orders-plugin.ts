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
 * Limit orders: the repository, the /limit-orders routes, and the executor, which runs on every
 * instance after every finished recalculation (each instance hears every one).
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

    let closing = false;
    const unsubscribe = fastify.prices.subscribe((message) => {
      if (message.type !== 'RecalculationProcessFinished' || closing) return;
      executor
        .run()
        .catch((error: unknown) =>
          fastify.log.error({ err: error }, 'Limit order executor failed'),
        );
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      unsubscribe();
      // A pass under way finishes before the database closes.
      await executor.settled();
    });
  },
  {
    name: 'limit-orders',
    dependencies: ['db', 'prices', 'accounts', 'messaging', 'carts', 'orders'],
  },
);
