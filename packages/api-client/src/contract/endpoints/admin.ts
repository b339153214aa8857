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
    summary: 'Record that an order was paid',
    description: 'A purchase into the deposit is held from then on.',
    tag,
    access,
    params: OrderIdParamsSchema,
    body: AdminPaymentBodySchema,
    answer: { status: 200, schema: AdminPaymentAnswerSchema },
    errors: { 404: [errorCodes.orderNotFound], 409: [errorCodes.paymentNotAllowed] },
  }),
  cancellation: endpoint({
    method: 'POST',
    path: '/admin/orders/{id}/cancellation',
    summary: 'Cancel an order (a buy order’s units go back to stock)',
    tag,
    access,
    params: OrderIdParamsSchema,
    answer: { status: 200, schema: AdminPaymentAnswerSchema },
    errors: { 404: [errorCodes.orderNotFound], 409: [errorCodes.cancellationNotAllowed] },
  }),
};
