import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { AppError } from '../lib/errors';
import { scopeOf } from './routes';

/**
 * PUT and DELETE /admin/carts/{id}/coupon (spec 6: the shop calls admin-prefixed endpoints for
 * coupons). They are the shopper's own calls from the browser, so they take the shopper's session
 * like every cart call (owner only, co001 for anyone else's cart), never the admin token, which
 * must not reach a browser. Unknown codes count against the owner and the client address, so
 * codes cannot be guessed by script.
 */
const couponRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.carts;
  const declared = endpoints.carts;

  endpointRoute(fastify, declared.addCoupon, async ({ params, body }, request) => {
    if (body.code === '') throw businessError(errorCodes.couponEmpty, 400);
    const scope = scopeOf(request);
    const { rateLimits } = fastify;
    const limits = [
      [rateLimits.rules.couponOwner, scope.ownerId],
      [rateLimits.rules.couponAddress, request.ip],
    ] as const;
    await rateLimits.assertOpen([...limits]);
    try {
      return await repository.addCoupon(scope, params.id, body);
    } catch (error) {
      // Counted after the cart's transaction, whose connection the counters must not wait on.
      if (error instanceof AppError && error.body.code === errorCodes.couponNotFound)
        await rateLimits.fail([...limits]);
      throw error;
    }
  });

  endpointRoute(fastify, declared.removeCoupon, async ({ params, body }, request) =>
    repository.removeCoupon(scopeOf(request), params.id, body),
  );
};

export default couponRoutes;
