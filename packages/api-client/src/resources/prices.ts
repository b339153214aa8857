import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { adminEndpoints } from '../contract/endpoints/admin';
import { priceEndpoints as endpoints } from '../contract/endpoints/prices';
import {
  adminTokenHeader,
  type MetalSnapshotsParams,
  type ProductPricesParams,
  type RecalculateBody,
} from '../schemas/prices';

export function createPricesResource(call: CallEndpoint) {
  return {
    metals: (options: EndpointCallOptions = {}) => call(endpoints.metals, {}, options),
    snapshots: (query: MetalSnapshotsParams, options: EndpointCallOptions = {}) =>
      call(endpoints.snapshots, { query }, options),
    products: (
      { country, currency, skus }: ProductPricesParams,
      options: EndpointCallOptions = {},
    ) => call(endpoints.products, { query: { country, currency, skus: skus.join(',') } }, options),
    /** POST /admin/prices/recalculate: only where the API runs with ADMIN_TOKEN (tests, e2e). */
    recalculate: (
      adminToken: string,
      body: RecalculateBody = {},
      { headers, ...options }: EndpointCallOptions = {},
    ) =>
      call(
        adminEndpoints.recalculate,
        { body },
        { ...options, headers: { ...headers, [adminTokenHeader]: adminToken } },
      ),
  };
}
