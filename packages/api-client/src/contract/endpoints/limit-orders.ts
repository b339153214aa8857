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
  errorCodes.secondFactorRequired,
  errorCodes.secondFactorInvalid,
] as const;
/** Payout bank details need the second factor's code where it is on (wrong codes are limited). */
const payoutConfirmation =
  'With the second factor on, new payout bank details need `otp` (or `recoveryCode`): without ' +
  'one second_factor_required, a wrong or used one second_factor_invalid (counted like a failed ' +
  'login); either changes nothing.';

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
      "today's price. " +
      payoutConfirmation,
    tag,
    access,
    query: v.object({ languageTag: v.optional(TextSchema) }),
    body: LimitOrderDraftSchema,
    answer: { status: 201, schema: LimitOrderSchema },
    errors: { 400: placementReasons, 429: [errorCodes.tooManyRequests] },
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
    description: `Payout bank details left out stay as they are. ${payoutConfirmation}`,
    tag,
    access,
    params: LimitOrderIdParamsSchema,
    body: LimitOrderUpdateSchema,
    answer: { status: 200, schema: LimitOrderSchema },
    errors: {
      400: placementReasons,
      404: [errorCodes.limitOrderNotFound],
      409: [errorCodes.limitOrderNotEditable],
      429: [errorCodes.tooManyRequests],
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
