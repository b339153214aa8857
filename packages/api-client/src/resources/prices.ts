import type { Request } from '../client';
import {
  MetalPricesResponseSchema,
  MetalSnapshotsResponseSchema,
  ProductPricesResponseSchema,
  RecalculateResponseSchema,
  adminTokenHeader,
  type MetalSnapshotsParams,
  type ProductPricesParams,
  type RecalculateBody,
} from '../schemas/prices';
import type { CallOptions } from './products';

export function createPricesResource(request: Request) {
  return {
    /** GET /prices/metals: buy and sell per troy ounce of every metal in every currency. */
    metals: (options: CallOptions = {}) =>
      request('/prices/metals', { schema: MetalPricesResponseSchema, ...options }),
    /** GET /prices/metals/snapshots: chart points, oldest first. */
    snapshots: (query: MetalSnapshotsParams, options: CallOptions = {}) =>
      request('/prices/metals/snapshots', {
        query: { ...query },
        schema: MetalSnapshotsResponseSchema,
        ...options,
      }),
    /** GET /prices/products: current prices of up to 100 SKUs in one store's country and currency. */
    products: ({ country, currency, skus }: ProductPricesParams, options: CallOptions = {}) =>
      request('/prices/products', {
        query: { country, currency, skus: skus.join(',') },
        schema: ProductPricesResponseSchema,
        ...options,
      }),
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
