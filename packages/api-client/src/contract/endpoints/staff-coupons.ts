import { errorCodes } from '../../schemas/error';
import { NoQuerySchema } from '../../schemas/no-query';
import {
  StaffCouponBodySchema,
  StaffCouponIdParamsSchema,
  StaffCouponListSchema,
  StaffCouponRedemptionListSchema,
  StaffCouponSchema,
} from '../../staff/schemas/staff-coupons';
import { endpoint } from '../endpoint';

const tag = 'Staff coupons';
const access = 'staff';
const permission = 'coupons';

const stores =
  'A coupon belongs to its stores (every store when `stores` is null): a member whose `coupons` ' +
  'permission holds for some stores sees and changes only coupons of those stores alone, and ' +
  'cannot create one for every store (403 staff_store_not_allowed).';
const audited = 'Audited with the values before and after.';

/** Coupons in the back-office (issue 26, item 2): the codes the carts redeem. */
export const staffCouponEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/staff/coupons',
    summary: 'List the coupons, newest first, with their redemptions so far',
    description: stores,
    tag,
    access,
    permission,
    query: NoQuerySchema,
    answer: { status: 200, schema: StaffCouponListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/staff/coupons',
    summary: 'Create a coupon: code, fixed or percent, stores, validity window and usage limits',
    description: `The code is stored upper-case and must be new (409 coupon_code_taken). ${stores} ${audited}`,
    tag,
    access,
    permission,
    body: StaffCouponBodySchema,
    answer: { status: 201, schema: StaffCouponSchema },
    errors: {
      400: [errorCodes.couponCurrencyNeeded],
      403: [errorCodes.staffStoreNotAllowed],
      409: [errorCodes.couponCodeTaken],
    },
  }),
  get: endpoint({
    method: 'GET',
    path: '/staff/coupons/{id}',
    summary: 'Read one coupon',
    description: stores,
    tag,
    access,
    permission,
    params: StaffCouponIdParamsSchema,
    answer: { status: 200, schema: StaffCouponSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed], 404: [errorCodes.staffCouponNotFound] },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staff/coupons/{id}',
    summary: 'Replace a coupon’s terms (a deactivated coupon stays deactivated)',
    description: `Carts holding the coupon are charged by the new terms from their next reading. ${stores} ${audited}`,
    tag,
    access,
    permission,
    params: StaffCouponIdParamsSchema,
    body: StaffCouponBodySchema,
    answer: { status: 200, schema: StaffCouponSchema },
    errors: {
      400: [errorCodes.couponCurrencyNeeded],
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.staffCouponNotFound],
      409: [errorCodes.couponCodeTaken],
    },
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/staff/coupons/{id}/deactivate',
    summary: 'Deactivate a coupon: no cart can add it, and carts holding it get nothing off',
    description: `Orders already placed keep their discount. Deactivating again changes nothing. ${stores} ${audited}`,
    tag,
    access,
    permission,
    params: StaffCouponIdParamsSchema,
    answer: { status: 200, schema: StaffCouponSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed], 404: [errorCodes.staffCouponNotFound] },
  }),
  redemptions: endpoint({
    method: 'GET',
    path: '/staff/coupons/{id}/redemptions',
    summary: 'List the orders placed with the coupon, newest first',
    description: `Cancelled orders are listed with their state; they do not count against the limits. ${stores}`,
    tag,
    access,
    permission,
    params: StaffCouponIdParamsSchema,
    answer: { status: 200, schema: StaffCouponRedemptionListSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed], 404: [errorCodes.staffCouponNotFound] },
  }),
};
