import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { assertPermission, storesOf } from '../lib/staff-access';
import { createCouponsRepository, type CouponStores } from './staff-coupons';

/** The member of the request with the `coupons` permission, and where it holds. */
function couponStaff(request: FastifyRequest): { id: string; stores: CouponStores } {
  const principal = assertPermission(request, 'coupons');
  return { id: principal.id, stores: storesOf(principal, 'coupons') };
}

/**
 * Coupons in the back-office (issue 26, item 2), behind the staff guard: list, create, read,
 * edit, deactivate and the orders placed with one. Every change is audited in its transaction.
 */
const staffCouponRoutes: FastifyPluginAsync = async (fastify) => {
  guardScope(fastify, 'staff', fastify.staffAuth.guard);
  const declared = endpoints.staffCoupons;
  const coupons = createCouponsRepository(fastify.db);

  endpointRoute(fastify, declared.list, async (_input, request) => {
    const { stores } = couponStaff(request);
    return { coupons: await repositoryCall(() => coupons.list(stores)) };
  });
  endpointRoute(fastify, declared.create, async ({ body }, request) => {
    const staff = couponStaff(request);
    return repositoryCall(() => coupons.create(staff.id, body, staff.stores));
  });
  endpointRoute(fastify, declared.get, async ({ params }, request) =>
    repositoryCall(() => coupons.get(params.id, couponStaff(request).stores)),
  );
  endpointRoute(fastify, declared.update, async ({ params, body }, request) => {
    const staff = couponStaff(request);
    return repositoryCall(() => coupons.update(staff.id, params.id, body, staff.stores));
  });
  endpointRoute(fastify, declared.deactivate, async ({ params }, request) => {
    const staff = couponStaff(request);
    return repositoryCall(() => coupons.deactivate(staff.id, params.id, staff.stores));
  });
  endpointRoute(fastify, declared.redemptions, async ({ params }, request) => ({
    redemptions: await repositoryCall(() =>
      coupons.redemptions(params.id, couponStaff(request).stores),
    ),
  }));
};

export default staffCouponRoutes;
