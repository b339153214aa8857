import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { checkoutEndpoints as endpoints } from '../contract/endpoints/checkout';

/** The dealer's branches for the store pages (the checkout reads its own list, per store). */
export function createBranchesResource(call: CallEndpoint) {
  return {
    /** Every branch of the dealer. */
    all: (options: EndpointCallOptions = {}) =>
      call(endpoints.branches, { query: { scope: 'all' } }, options),
    /** One branch; a ResourceNotFoundError for an unknown slug. */
    bySlug: (slug: string, options: EndpointCallOptions = {}) =>
      call(endpoints.branch, { params: { slug } }, options),
  };
}
