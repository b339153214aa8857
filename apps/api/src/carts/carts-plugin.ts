import fp from 'fastify-plugin';
import { createCartPriceView } from '../prices/price-view';
import checkoutRoutes from './checkout-routes';
import couponRoutes from './coupon-routes';
import { createQuotes, type Quotes } from './quotes';
import { createCartsRepository, type CartsRepository } from './repository';
import cartRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    carts: { repository: CartsRepository; quotes: Quotes };
  }
}

export interface CartsPluginOptions {
  /** How long a quote holds its prices (QUOTE_LOCK_SECONDS, read at start). */
  quoteLockSeconds: number;
}

/**
 * Carts: the repository (priced from the prices plugin's public view), the review step's quotes, the merge step that moves
 * a guest's carts to the customer on sign-in, the /carts and coupon routes, and the checkout's
 * reference data (shipping and payment methods, branches).
 */
export default fp<CartsPluginOptions>(
  async (fastify, { quoteLockSeconds }) => {
    const priceView = createCartPriceView(fastify.prices);
    const repository = createCartsRepository(fastify.db, priceView);
    const quotes = createQuotes(fastify.db, priceView, repository, quoteLockSeconds);
    fastify.decorate('carts', { repository, quotes });
    fastify.customers.merge.register('carts', repository.moveToOwner);
    await fastify.register(cartRoutes);
    await fastify.register(couponRoutes);
    await fastify.register(checkoutRoutes);
  },
  { name: 'carts', dependencies: ['db', 'prices', 'accounts', 'customers'] },
);
