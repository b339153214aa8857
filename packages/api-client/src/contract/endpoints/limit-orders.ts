import * as v from 'valibot';
import { errorCodes } from '../../schemas/error';
import {
  LimitOrderDraftSchema,
  LimitOrderIdParamsSchema,
  LimitOrderListSchema,
  LimitOrderSchema,
  LimitOrderUpdateSchema,
} from '../../schemas/limit-order';
import { TextSchema } from '../../schemas/text';
import { endpoint } from '../endpoint';

const tag = 'Limit orders';
const access = 'customer';

/** The checks a placed or changed limit order passes (spec 7 "Limit orders", spec 9 limits). */
const placementReasons = [
  errorCodes.limitOrderProductNotFound,
  errorCodes.limitOrderCurrencyMismatch,
  errorCodes.limitOrderExpiryPast,
  errorCodes.limitOrderTargetReached,
  errorCodes.limitOrderAddressMissing,
  errorCodes.limitOrderPayoutMissing,
] as const;

/** Limit orders (spec 7): the signed-in customer's, in the store of the request. */
export const limitOrderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/limit-orders',
    summary: "List the customer's limit orders, newest first",
    tag,
    access,
    answer: { status: 200, schema: LimitOrderListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/limit-orders',
    summary: 'Place a limit order (it is Active)',
    description:
      'Its mails speak `languageTag` (else the Accept-Language of the request). A buy target at or ' +
      'above the current price, or a sell target at or below it, is refused: that is an order at ' +
      "today's price.",
    tag,
    access,
    query: v.object({ languageTag: v.optional(TextSchema) }),
    body: LimitOrderDraftSchema,
    answer: { status: 201, schema: LimitOrderSchema },
    errors: { 400: placementReasons },
  }),
  get: endpoint({
    method: 'GET',
    path: '/limit-orders/{id}',
    summary: 'Read one of the customer’s limit orders',
    description: "Another customer's limit order, or one of another store, is not found either.",
    tag,
    access,
    params: LimitOrderIdParamsSchema,
    answer: { status: 200, schema: LimitOrderSchema },
    errors: { 404: [errorCodes.limitOrderNotFound] },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/limit-orders/{id}',
    summary: 'Change quantity, target and expiry (it is Active afterwards)',
    tag,
    access,
    params: LimitOrderIdParamsSchema,
    body: LimitOrderUpdateSchema,
    answer: { status: 200, schema: LimitOrderSchema },
    errors: {
      400: placementReasons,
      404: [errorCodes.limitOrderNotFound],
      409: [errorCodes.limitOrderNotEditable],
    },
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/limit-orders/{id}',
    summary: 'Cancel a limit order (the answer is the Cancelled limit order)',
    tag,
    access,
    params: LimitOrderIdParamsSchema,
    answer: { status: 200, schema: LimitOrderSchema },
    errors: {
      404: [errorCodes.limitOrderNotFound],
      409: [errorCodes.limitOrderNotEditable],
    },
  }),
};
