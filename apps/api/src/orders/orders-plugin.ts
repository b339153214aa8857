import fp from 'fastify-plugin';
import { publicApiPrefixFromEnv } from '../config';
import orderRoutes from './routes';
import { createCartPriceView } from '../prices/price-view';
import type { Dealer } from './dealer';
import { deleteExpiredKeys } from './idempotency';
import { createOrdersRepository, type OrdersRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    orders: { repository: OrdersRepository };
  }
}

export interface OrdersPluginOptions {
  /**
   * Where customers pay bank-transfer buy orders and send sold goods (DEALER_BANK_ACCOUNTS and
   * DEALER_RECEIVING_ADDRESSES, read at start).
   */
  dealer: Dealer;
  /** The API's path in the shop's origin, for the slip's link in mails (default PUBLIC_API_PREFIX). */
  publicApiPrefix?: string;
}

/** Keys older than 24 hours are deleted this often. */
const keyCleanupIntervalMs = 60 * 60 * 1000;

/** Orders: the repository (checked against the shared price view), the /orders routes, key clean-up. */
export default fp<OrdersPluginOptions>(
  async (fastify, { dealer, publicApiPrefix = publicApiPrefixFromEnv() }) => {
    const repository = createOrdersRepository(
      fastify.db,
      createCartPriceView(fastify.prices),
      fastify.carts.repository,
      fastify.messaging,
      fastify.log,
      dealer,
      publicApiPrefix,
      (orderId) => fastify.keyedHash(`order-slip:${orderId}`),
    );
    fastify.decorate('orders', { repository });
    await fastify.register(orderRoutes);

    const cleanUp = () => {
      deleteExpiredKeys(fastify.db, new Date()).catch((error: unknown) =>
        fastify.log.error({ err: error }, 'Expired idempotency keys could not be deleted'),
      );
    };
    const timer = setInterval(cleanUp, keyCleanupIntervalMs);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'orders', dependencies: ['db', 'prices', 'accounts', 'messaging', 'carts'] },
);
