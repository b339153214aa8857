import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { catalogueEndpoints } from '../contract/endpoints/catalogue';
import { searchEndpoints } from '../contract/endpoints/search';
import type { ProductSearchParams } from '../schemas/product-search';

export interface CallOptions {
  signal?: AbortSignal;
}

export function createProductsResource(call: CallEndpoint) {
  return {
    search: (query: ProductSearchParams = {}, options: EndpointCallOptions = {}) =>
      call(searchEndpoints.products, { query }, options),
    identifiers: (options: EndpointCallOptions = {}) =>
      call(catalogueEndpoints.identifiers, {}, options),
    categories: (options: EndpointCallOptions = {}) =>
      call(catalogueEndpoints.categories, {}, options),
  };
}
