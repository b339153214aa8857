import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import type { Request } from '../request';
import { priceEndpoints as endpoints } from '../contract/endpoints/prices';
import {
  RecalculateResponseSchema,
  adminTokenHeader,
  type MetalSnapshotsParams,
  type ProductPricesParams,
  type RecalculateBody,
} from '../schemas/prices';
import type { CallOptions } from './products';

export function createPricesResource(call: CallEndpoint, request: Request) {
  return {
    metals: (options: EndpointCallOptions = {}) => call(endpoints.metals, {}, options),
    snapshots: (query: MetalSnapshotsParams, options: EndpointCallOptions = {}) =>
      call(endpoints.snapshots, { query }, options),
    products: (
      { country, currency, skus }: ProductPricesParams,
      options: EndpointCallOptions = {},
    ) => call(endpoints.products, { query: { country, currency, skus: skus.join(',') } }, options),
    /** POST /admin/prices/recalculate: only where the API runs with ADMIN_TOKEN (tests, e2e). */
    recalculate: (adminToken: string, body: RecalculateBody = {}, options: CallOptions = {}) =>
      request('/admin/prices/recalculate', {
        method: 'POST',
        body,
        headers: { [adminTokenHeader]: adminToken },
        schema: RecalculateResponseSchema,
        ...options,
      }),
  };
}
