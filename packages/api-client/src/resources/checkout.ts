import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { checkoutEndpoints as endpoints } from '../contract/endpoints/checkout';

/** What a checkout chooses from in the client's store (public reference data). */
export function createCheckoutResource(call: CallEndpoint) {
  return {
    /** Methods of the store with their prices (every store's too). */
    shippingMethods: (options: EndpointCallOptions = {}) =>
      call(endpoints.shippingMethods, {}, options),
    /** Bank transfer, cash in store; card and PayPal coming soon. */
    paymentMethods: (options: EndpointCallOptions = {}) =>
      call(endpoints.paymentMethods, {}, options),
    /** The branches a cart of the store may pick up at. */
    branches: (options: EndpointCallOptions = {}) => call(endpoints.branches, {}, options),
  };
}
