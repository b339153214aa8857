import type { FastifyPluginAsync } from 'fastify';
import { CouponBodySchema, CouponRemoveBodySchema, errorCodes, type Cart } from '@shop/api-client';
import { businessError } from '../../lib/business-errors';
import { AppError } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';
import { cartId, scopeOf } from './index';

/**
 * PUT and DELETE /admin/carts/{id}/coupon (spec 6: the shop calls admin-prefixed endpoints for
 * coupons). They are the shopper's own calls from the browser, so they take the shopper's session
 * like every cart call (owner only, co001 for anyone else's cart), never the admin token, which
 * must not reach a browser. Unknown codes count against the owner and the client address, so
 * codes cannot be guessed by script.
 */
const couponRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.carts;
  const requireSession = { onRequest: fastify.auth.requireSession };

  fastify.put('/:id/coupon', requireSession, async (request): Promise<Cart> => {
    const id = cartId(request);
    const body = parseRequest(CouponBodySchema, 'body', request.body);
    if (body.code === '') throw businessError(errorCodes.couponEmpty, 400);
    const scope = scopeOf(request);
    const { rateLimits } = fastify;
    const limits = [
      [rateLimits.rules.couponOwner, scope.ownerId],
      [rateLimits.rules.couponAddress, request.ip],
    ] as const;
    await rateLimits.assertOpen([...limits]);
    try {
      return await repository.addCoupon(scope, id, body);
    } catch (error) {
      // Counted after the cart's transaction, whose connection the counters must not wait on.
      if (error instanceof AppError && error.body.code === errorCodes.couponNotFound)
        await rateLimits.fail([...limits]);
      throw error;
    }
  });

  fastify.delete('/:id/coupon', requireSession, async (request): Promise<Cart> => {
    const id = cartId(request);
    const body = parseRequest(CouponRemoveBodySchema, 'body', request.body);
    return repository.removeCoupon(scopeOf(request), id, body);
  });
};

export default couponRoutes;
