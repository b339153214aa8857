import type { Request } from '../client';
import {
  LimitOrderListSchema,
  LimitOrderSchema,
  type LimitOrderDraft,
  type LimitOrderUpdate,
} from '../schemas/limit-order';
import type { CallOptions } from './products';

const id = encodeURIComponent;

export interface PlaceLimitOrderOptions extends CallOptions {
  /** The page language: the limit order's mails speak it. */
  languageTag?: string;
}

/** Limit orders (spec 7 "Limit orders"): the signed-in customer's, in the client's store. */
export function createLimitOrdersResource(request: Request) {
  return {
    /** POST /limit-orders: an Active limit order (201), or an error names what is wrong. */
    create: (draft: LimitOrderDraft, { languageTag, ...options }: PlaceLimitOrderOptions = {}) =>
      request('/limit-orders', {
        method: 'POST',
        query: languageTag ? { languageTag } : {},
        body: draft,
        schema: LimitOrderSchema,
        ...options,
      }),
    /** GET /limit-orders: the customer's limit orders, newest first. */
    list: (options: CallOptions = {}) =>
      request('/limit-orders', { schema: LimitOrderListSchema, ...options }),
    /** GET /limit-orders/{id}: one of them (anyone else's answers 404). */
    get: (limitOrderId: string, options: CallOptions = {}) =>
      request(`/limit-orders/${id(limitOrderId)}`, { schema: LimitOrderSchema, ...options }),
    /** PUT /limit-orders/{id}: new quantity, target and expiry; it is Active afterwards. */
    update: (limitOrderId: string, update: LimitOrderUpdate, options: CallOptions = {}) =>
      request(`/limit-orders/${id(limitOrderId)}`, {
        method: 'PUT',
        body: update,
        schema: LimitOrderSchema,
        ...options,
      }),
    /** DELETE /limit-orders/{id}: cancels it (the answer is the Cancelled limit order). */
    cancel: (limitOrderId: string, options: CallOptions = {}) =>
      request(`/limit-orders/${id(limitOrderId)}`, {
        method: 'DELETE',
        schema: LimitOrderSchema,
        ...options,
      }),
  };
}
