import { errorCodes, orderBlockReasons } from '../../schemas/error';
import {
  OrderDraftSchema,
  OrderIdParamsSchema,
  OrderLanguageQuerySchema,
  OrderListSchema,
  OrderLookupAnswerSchema,
  OrderLookupBodySchema,
  OrderLookupCodeBodySchema,
  OrderSchema,
  OrderSlipQuerySchema,
} from '../../schemas/order';
import { OfferDecisionSchema, OfferTokenQuerySchema } from '../../schemas/order-lifecycle';
import { endpoint } from '../endpoint';

const tag = 'Orders';

/** Orders (spec 7): placing one from a cart, and the caller's own orders (a guest's included). */
export const orderEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/orders',
    summary: 'Place an order from a cart',
    description:
      'Needs an `Idempotency-Key` header: a repeat with the same key and body answers the same ' +
      'order instead of placing another one. The cart must be complete: the order is refused for ' +
      'the first reason its cart answers in `orderBlockers`.',
    tag,
    access: 'session',
    query: OrderLanguageQuerySchema,
    body: OrderDraftSchema,
    answer: { status: 201, schema: OrderSchema },
    errors: {
      400: [
        errorCodes.idempotencyKeyMissing,
        errorCodes.consentsMissing,
        ...Object.values(orderBlockReasons),
      ],
      404: [errorCodes.cartNotFound],
      409: [
        errorCodes.cartNotActive,
        errorCodes.idempotencyKeyInProgress,
        errorCodes.couponLimitReached,
        errorCodes.productPriceMismatch,
        errorCodes.quoteNotValid,
        errorCodes.pricesStale,
        errorCodes.concurrentModification,
      ],
      422: [errorCodes.idempotencyKeyReused],
    },
  }),
  list: endpoint({
    method: 'GET',
    path: '/orders',
    summary: "List the caller's orders, newest first",
    tag,
    access: 'session',
    answer: { status: 200, schema: OrderListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/orders/{id}',
    summary: "Read one of the caller's orders",
    description: "Anyone else's order is not found.",
    tag,
    access: 'session',
    params: OrderIdParamsSchema,
    answer: { status: 200, schema: OrderSchema },
    errors: { 404: [errorCodes.orderNotFound] },
  }),
  slip: endpoint({
    method: 'GET',
    path: '/orders/{id}/slip.pdf',
    summary: 'Print the accompanying slip of a posted sale (a PDF)',
    description:
      'For the session that owns the order, or anyone holding the `token` of the confirmation ' +
      "mail's link. In `languageTag`, else the language the order was placed in.",
    tag,
    access: 'public',
    params: OrderIdParamsSchema,
    query: OrderSlipQuerySchema,
    answer: { status: 200, schema: null, contentType: 'application/pdf' },
    errors: {
      401: [errorCodes.unauthorized, errorCodes.sessionExpired],
      404: [errorCodes.orderNotFound],
      409: [errorCodes.orderSlipNotAvailable],
    },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/orders/{id}/cancellation',
    summary: "Cancel one of the caller's orders while it is unpaid",
    description:
      'A purchase before its payment, a sale before its goods arrived (`allowedCustomerActions` ' +
      'names `cancel` then). A purchase’s units go back to stock; the customer is mailed.',
    tag,
    access: 'session',
    params: OrderIdParamsSchema,
    answer: { status: 200, schema: OrderSchema },
    errors: { 404: [errorCodes.orderNotFound], 409: [errorCodes.cancellationNotAllowed] },
  }),
  offer: endpoint({
    method: 'POST',
    path: '/orders/{id}/offer',
    summary: 'Accept or decline the final offer of a sale whose payout changed at the assay',
    description:
      'For the session that owns the order, or anyone holding the `token` of the offer mail’s ' +
      'link. Declined, the sale is cancelled and the goods go back.',
    tag,
    access: 'public',
    params: OrderIdParamsSchema,
    query: OfferTokenQuerySchema,
    body: OfferDecisionSchema,
    answer: { status: 200, schema: OrderSchema },
    errors: {
      401: [errorCodes.unauthorized, errorCodes.sessionExpired],
      404: [errorCodes.orderNotFound],
      409: [errorCodes.transitionNotAllowed],
    },
  }),
  lookupCode: endpoint({
    method: 'POST',
    path: '/orders/lookup/code',
    summary: 'Send a guest a code to find an order by its number and e-mail',
    description:
      'Always 202, whether or not such an order exists: the code goes to the e-mail only when ' +
      'the order names it. Limited per client address and per e-mail.',
    tag,
    access: 'public',
    body: OrderLookupCodeBodySchema,
    answer: { status: 202, schema: null },
    errors: { 429: [errorCodes.tooManyRequests] },
  }),
  lookup: endpoint({
    method: 'POST',
    path: '/orders/lookup',
    summary: 'Find an order by its number, e-mail and the code sent to it',
    description:
      'Answers the order and a short-lived token for its documents. A wrong, expired or used ' +
      'code answers order_lookup_failed (nothing says whether the order exists).',
    tag,
    access: 'public',
    body: OrderLookupBodySchema,
    answer: { status: 200, schema: OrderLookupAnswerSchema },
    errors: { 400: [errorCodes.orderLookupFailed], 429: [errorCodes.tooManyRequests] },
  }),
};
