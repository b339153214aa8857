import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  errorCodes,
  WishlistDraftSchema,
  WishlistLineDraftSchema,
  WishlistLineItemParamsSchema,
  WishlistStoreParamsSchema,
  type Wishlist,
} from '@shop/api-client';
import type { StoreKey } from '@shop/i18n';
import { businessError } from '../../lib/business-errors';
import { parseRequest } from '../../lib/validate';
import type { WishlistScope } from '../../wishlists/repository';

/**
 * The caller (any session, guest or customer) in the request's store. A store named in the path
 * or body must be that store: a wishlist is only ever read and written in its own shop.
 */
function scopeOf(request: FastifyRequest, named: StoreKey): WishlistScope {
  const session = request.session;
  if (!session) throw businessError(errorCodes.unauthorized, 401);
  if (named !== request.storeKey) throw businessError(errorCodes.wishlistStoreMismatch, 400);
  return { ownerId: session.ownerId, store: request.storeKey };
}

/** The wishlist calls of spec 7. Only the owner reaches a wishlist; anyone else's answers 404. */
const wishlistRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.wishlists;
  const requireSession = { onRequest: fastify.auth.requireSession };

  fastify.post('/', requireSession, async (request, reply): Promise<Wishlist> => {
    const draft = parseRequest(WishlistDraftSchema, 'body', request.body);
    const scope = scopeOf(request, draft.storeKey);
    const wishlist = await repository.create(
      scope,
      draft.lineItems.map((line) => line.sku),
    );
    return reply.status(201).send(wishlist);
  });

  fastify.get('/', requireSession, async (request): Promise<Wishlist[]> =>
    repository.list(scopeOf(request, request.storeKey)),
  );

  fastify.put('/:id/store/:storeKey', requireSession, async (request): Promise<Wishlist> => {
    const { id, storeKey } = parseRequest(WishlistStoreParamsSchema, 'params', request.params);
    const { sku } = parseRequest(WishlistLineDraftSchema, 'body', request.body);
    return repository.addLineItem(scopeOf(request, storeKey), id, sku);
  });

  fastify.delete(
    '/:id/store/:storeKey/line-item/:lineItemId',
    requireSession,
    async (request): Promise<Wishlist> => {
      const params = parseRequest(WishlistLineItemParamsSchema, 'params', request.params);
      return repository.removeLineItem(
        scopeOf(request, params.storeKey),
        params.id,
        params.lineItemId,
      );
    },
  );
};

export default wishlistRoutes;
