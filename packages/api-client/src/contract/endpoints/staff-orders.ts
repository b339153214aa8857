import { errorCodes } from '../../schemas/error';
import { OrderIdParamsSchema } from '../../schemas/order';
import { OrderTransitionSchema } from '../../schemas/order-lifecycle';
import {
  StaffOrderListQuerySchema,
  StaffOrderListSchema,
  StaffOrderSchema,
} from '../../staff/schemas/staff-orders';
import { endpoint } from '../endpoint';

const tag = 'Staff orders';
const access = 'staff';

const stores =
  'Only the stores where the member holds `orders`: the list leaves the others out, one order of ' +
  'another store answers 403 staff_store_not_allowed.';

/**
 * The orders board and the order page of the back-office (issue 25, items 5, 6, 7 and 10), and
 * the one call that moves an order on.
 */
export const staffOrderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/staff/orders',
    summary: 'List orders with filters, newest first, with counts per order state',
    description: `Filters by store, type, order and payment state, payment and shipping method, the day placed (\`from\`, \`to\`) and \`q\` (order number, e-mail or name, in part). ${stores}`,
    tag,
    access,
    permission: 'orders',
    query: StaffOrderListQuerySchema,
    answer: { status: 200, schema: StaffOrderListSchema },
  }),
  csv: endpoint({
    method: 'GET',
    path: '/staff/orders.csv',
    summary: 'Export the filtered orders as CSV (every page)',
    description: `The filters of GET /staff/orders (\`page\` aside), as text/csv in UTF-8 with a header row. ${stores}`,
    tag,
    access,
    permission: 'orders',
    query: StaffOrderListQuerySchema,
    answer: { status: 200, schema: null, contentType: 'text/csv' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/staff/orders/{id}',
    summary: 'Read one order with its timeline, allowed next events, customer and audit entries',
    tag,
    access,
    permission: 'orders',
    params: OrderIdParamsSchema,
    answer: { status: 200, schema: StaffOrderSchema },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.orderNotFound],
    },
  }),
  transition: endpoint({
    method: 'POST',
    path: '/staff/orders/{id}/transitions',
    summary: 'Move an order on by one event of its state machine',
    description:
      'The event and its details. Every event needs `orders`; `paymentReceived` and `payoutSent` ' +
      'also `payments`, `goodsReceived` and `assayed` also `sellBacks`, each for the order’s ' +
      'store. An event the order’s state does not allow answers 409 transition_not_allowed with ' +
      '`allowedEvents`. The same event with the same details again (or the same ' +
      '`Idempotency-Key`) answers the order without a second effect. An amount other than the ' +
      'total is refused (payment_amount_mismatch) unless `acceptMismatch` flags it.',
    tag,
    access,
    permission: 'orders',
    params: OrderIdParamsSchema,
    body: OrderTransitionSchema,
    answer: { status: 200, schema: StaffOrderSchema },
    errors: {
      400: [errorCodes.paymentAmountMismatch],
      403: [errorCodes.staffStoreNotAllowed, errorCodes.staffPermissionMissing],
      404: [errorCodes.orderNotFound],
      409: [errorCodes.transitionNotAllowed],
      422: [errorCodes.idempotencyKeyReused],
    },
  }),
};
