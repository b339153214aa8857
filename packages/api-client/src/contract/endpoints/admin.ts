import { errorCodes } from '../../schemas/error';
import {
  AdminPaymentAnswerSchema,
  AdminPaymentBodySchema,
  OrderIdParamsSchema,
} from '../../schemas/order';
import { RecalculateBodySchema, RecalculateResponseSchema } from '../../schemas/prices';
import {
  AdminStockAnswerSchema,
  AdminStockBodySchema,
  AdminStockParamsSchema,
} from '../../schemas/product';
import { endpoint } from '../endpoint';

const tag = 'Admin';
const access = 'admin';

/**
 * Staff calls with the admin token (`x-admin-token`) until a back-office exists. They exist only
 * where the API runs with ADMIN_TOKEN (else every one answers 404); wrong tokens count against
 * the caller's address.
 */
export const adminEndpoints = {
  recalculate: endpoint({
    method: 'POST',
    path: '/admin/prices/recalculate',
    summary: 'Run a price recalculation now and answer when it is committed',
    description:
      'Waits for a running one. `shock` moves every spot price by that fraction first (tests).',
    tag,
    access,
    body: RecalculateBodySchema,
    answer: { status: 200, schema: RecalculateResponseSchema },
  }),
  stock: endpoint({
    method: 'PUT',
    path: '/admin/products/{sku}/stock',
    summary: 'Set the units in stock of a product',
    description:
      'Availability follows; the alerts of a product back in stock mail after the next ' +
      'recalculation.',
    tag,
    access,
    params: AdminStockParamsSchema,
    body: AdminStockBodySchema,
    answer: { status: 200, schema: AdminStockAnswerSchema },
    errors: { 404: [errorCodes.productNotFound] },
  }),
  payment: endpoint({
    method: 'POST',
    path: '/admin/orders/{id}/payment',
    summary: 'Record that an order was paid (its total), for automation',
    description:
      "The order lifecycle's `paymentReceived` event, recorded by the system: the order is " +
      'confirmed (a purchase into the deposit completed and held from then on). Staff record ' +
      'payments at POST /staff/orders/{id}/transitions.',
    tag,
    access,
    params: OrderIdParamsSchema,
    body: AdminPaymentBodySchema,
    answer: { status: 200, schema: AdminPaymentAnswerSchema },
    errors: { 404: [errorCodes.orderNotFound], 409: [errorCodes.transitionNotAllowed] },
  }),
};
