import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { buildUrl } from '../request';
import { fillPath } from '../contract/endpoint';
import { orderEndpoints as endpoints } from '../contract/endpoints/orders';
import type * as v from 'valibot';
import type { OrderDocument } from '../schemas/document';
import type { OfferDecisionSchema } from '../schemas/order-lifecycle';
import type {
  OrderDraft,
  OrderLookupBodySchema,
  OrderLookupCodeBodySchema,
} from '../schemas/order';

export type OfferDecision = v.InferOutput<typeof OfferDecisionSchema>['decision'];
export type OrderLookupCodeBody = v.InferOutput<typeof OrderLookupCodeBodySchema>;
export type OrderLookupBody = v.InferOutput<typeof OrderLookupBodySchema>;

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
    /**
     * The address of one of the order's documents, for a link: its path as the order's answer
     * gives it (the customer's, or the staff's), with a guest lookup's token where there is one.
     */
    documentUrl: (document: Pick<OrderDocument, 'url'>, lookupToken?: string) =>
      buildUrl(baseUrl, document.url, { token: lookupToken }),
    /** Cancels one of the caller's orders while it is unpaid; the answer is the cancelled order. */
    cancel: (orderId: string, options: EndpointCallOptions = {}) =>
      call(endpoints.cancel, { params: { id: orderId } }, options),
    /**
     * Accepts or declines a sale's final offer: as the order's session, or with the `token` of
     * the offer mail's link.
     */
    answerOffer: (
      orderId: string,
      { decision, token }: { decision: OfferDecision; token?: string },
      options: EndpointCallOptions = {},
    ) =>
      call(
        endpoints.offer,
        { params: { id: orderId }, query: token ? { token } : {}, body: { decision } },
        options,
      ),
    /** Mails a guest a code for the order with this number and e-mail (202 either way). */
    lookupCode: (body: OrderLookupCodeBody, options: EndpointCallOptions = {}) =>
      call(endpoints.lookupCode, { body }, options),
    /** The order of this number, e-mail and code, and a token for its documents. */
    lookup: (body: OrderLookupBody, options: EndpointCallOptions = {}) =>
      call(endpoints.lookup, { body }, options),
  };
}
