import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { limitOrderEndpoints as endpoints } from '../contract/endpoints/limit-orders';
import type { LimitOrderDraft, LimitOrderUpdate } from '../schemas/limit-order';

export interface PlaceLimitOrderOptions extends EndpointCallOptions {
  /** The page language: the limit order's mails speak it. */
  languageTag?: string;
}

/** Limit orders (spec 7 "Limit orders"): the signed-in customer's, in the client's store. */
export function createLimitOrdersResource(call: CallEndpoint) {
  return {
    create: (draft: LimitOrderDraft, { languageTag, ...options }: PlaceLimitOrderOptions = {}) =>
      call(endpoints.create, { body: draft, query: languageTag ? { languageTag } : {} }, options),
    list: (options: EndpointCallOptions = {}) => call(endpoints.list, {}, options),
    get: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.get, { params: { id } }, options),
    update: (id: string, update: LimitOrderUpdate, options: EndpointCallOptions = {}) =>
      call(endpoints.update, { params: { id }, body: update }, options),
    cancel: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.cancel, { params: { id } }, options),
  };
}
