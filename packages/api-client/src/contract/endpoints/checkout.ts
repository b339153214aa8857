import { errorCodes } from '../../schemas/error';
import {
  BranchListQuerySchema,
  BranchListSchema,
  BranchSchema,
  BranchSlugParamsSchema,
  PaymentMethodListSchema,
  ShippingMethodListSchema,
} from '../../schemas/checkout';
import { endpoint } from '../endpoint';

const tag = 'Checkout';

/**
 * What a checkout chooses from, in the request's store (spec 7, spec 9). Public reference data:
 * the catalog's shipping table and the store pages read it too.
 */
export const checkoutEndpoints = {
  shippingMethods: endpoint({
    method: 'GET',
    path: '/orders/shipping-methods',
    summary: "List the store's shipping methods with their prices here and in every store",
    tag,
    access: 'public',
    answer: { status: 200, schema: ShippingMethodListSchema },
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/orders/payment-methods',
    summary: 'List the payment methods, the coming-soon ones not selectable',
    description: 'Cash in store is selectable only where the store has a branch.',
    tag,
    access: 'public',
    answer: { status: 200, schema: PaymentMethodListSchema },
  }),
  branches: endpoint({
    method: 'GET',
    path: '/branches',
    summary: "List the store's pick-up branches, or with `scope=all` every branch of the dealer",
    tag,
    access: 'public',
    query: BranchListQuerySchema,
    answer: { status: 200, schema: BranchListSchema },
  }),
  branch: endpoint({
    method: 'GET',
    path: '/branches/{slug}',
    summary: 'Read one branch for its store page',
    tag,
    access: 'public',
    params: BranchSlugParamsSchema,
    answer: { status: 200, schema: BranchSchema },
    errors: { 404: [errorCodes.branchNotFound] },
  }),
};
