import fp from 'fastify-plugin';
import { createWishlistsRepository, type WishlistsRepository } from './repository';
import wishlistRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    wishlists: { repository: WishlistsRepository };
  }
}

export interface WishlistsPluginOptions {
  /** Prefix of the product images' public URLs, as the products repository uses. */
  publicApiPrefix: string;
}

/** Wishlists: the repository, the merge step that moves a guest's to the customer, the routes. */
export default fp<WishlistsPluginOptions>(
  async (fastify, { publicApiPrefix }) => {
    const repository = createWishlistsRepository(fastify.db, publicApiPrefix);
    fastify.decorate('wishlists', { repository });
    fastify.customers.merge.register('wishlists', repository.moveToOwner);
    await fastify.register(wishlistRoutes);
  },
  { name: 'wishlists', dependencies: ['db', 'accounts', 'customers'] },
);
