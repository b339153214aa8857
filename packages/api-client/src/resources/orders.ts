import { buildUrl, type Request } from '../client';
import { OrderListSchema, OrderSchema, type OrderDraft } from '../schemas/order';
import type { CallOptions } from './products';

export interface CreateOrderOptions extends CallOptions {
  /**
   * One key per attempt to place this order (e.g. a UUID made when the review step opens): a retry,
   * double click or second tab sending the same key gets the same order instead of another one.
   */
  idempotencyKey: string;
  languageTag?: string;
}

/**
 * Orders (spec 7 "Orders"): placing one from a cart, and the caller's own orders. `baseUrl` is the
 * client's, for the addresses of files a page links to instead of fetching.
 */
export function createOrdersResource(request: Request, baseUrl = '/api') {
  return {
    /** POST /orders: the cart becomes an order (201), or an error names the reason it cannot. */
    create: (draft: OrderDraft, { idempotencyKey, languageTag, ...options }: CreateOrderOptions) =>
      request('/orders', {
        method: 'POST',
        query: languageTag ? { languageTag } : {},
        body: draft,
        headers: { 'idempotency-key': idempotencyKey },
        schema: OrderSchema,
        ...options,
      }),
    /** GET /orders: the caller's orders, newest first. */
    list: (options: CallOptions = {}) =>
      request('/orders', { schema: OrderListSchema, ...options }),
    /** GET /orders/{id}: one of the caller's orders (anyone else's answers 404). */
    get: (orderId: string, options: CallOptions = {}) =>
      request(`/orders/${encodeURIComponent(orderId)}`, { schema: OrderSchema, ...options }),
    /**
     * The address of GET /orders/{id}/slip.pdf, the accompanying slip of a posted sale, for a link:
     * in the browser it goes through the edge, which adds the session from its cookies.
     */
    slipUrl: (orderId: string, languageTag?: string) =>
      buildUrl(baseUrl, `/orders/${encodeURIComponent(orderId)}/slip.pdf`, { languageTag }),
  };
}
