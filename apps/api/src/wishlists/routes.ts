import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import type { WishlistScope } from './repository';

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
  const declared = endpoints.wishlists;

  endpointRoute(fastify, declared.create, async ({ body }, request) =>
    repository.create(
      scopeOf(request, body.storeKey),
      body.lineItems.map((line) => line.sku),
    ),
  );
  endpointRoute(fastify, declared.list, async (_input, request) =>
    repository.list(scopeOf(request, request.storeKey)),
  );
  endpointRoute(fastify, declared.addLineItem, async ({ params, body }, request) =>
    repository.addLineItem(scopeOf(request, params.storeKey), params.id, body.sku),
  );
  endpointRoute(fastify, declared.removeLineItem, async ({ params }, request) =>
    repository.removeLineItem(scopeOf(request, params.storeKey), params.id, params.lineItemId),
  );
};

export default wishlistRoutes;
