import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { buildUrl } from '../request';
import { fillPath } from '../contract/endpoint';
import { orderEndpoints as endpoints } from '../contract/endpoints/orders';
import type { OrderDraft } from '../schemas/order';

export interface CreateOrderOptions extends EndpointCallOptions {
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
export function createOrdersResource(call: CallEndpoint, baseUrl = '/api') {
  return {
    /** The cart becomes an order (201), or an error names the reason it cannot. */
    create: (
      draft: OrderDraft,
      { idempotencyKey, languageTag, headers, ...options }: CreateOrderOptions,
    ) =>
      call(
        endpoints.create,
        { body: draft, query: languageTag ? { languageTag } : {} },
        { ...options, headers: { ...headers, 'idempotency-key': idempotencyKey } },
      ),
    /** The caller's orders, newest first. */
    list: (options: EndpointCallOptions = {}) => call(endpoints.list, {}, options),
    /** One of the caller's orders (anyone else's answers 404). */
    get: (orderId: string, options: EndpointCallOptions = {}) =>
      call(endpoints.get, { params: { id: orderId } }, options),
    /**
     * The address of the accompanying slip of a posted sale, for a link: in the browser it goes
     * through the edge, which adds the session from its cookies.
     */
    slipUrl: (orderId: string, languageTag?: string) =>
      buildUrl(baseUrl, fillPath(endpoints.slip.path, { id: orderId }), { languageTag }),
  };
}
