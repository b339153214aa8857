import type { Request } from '../client';
import { CategoryListSchema } from '../schemas/category';
import { ProductIdentifierListSchema } from '../schemas/product';
import { ProductSearchResponseSchema, type ProductSearchParams } from '../schemas/product-search';

export interface CallOptions {
  signal?: AbortSignal;
}

export function createProductsResource(request: Request) {
  return {
    search: (query: ProductSearchParams = {}, options: CallOptions = {}) =>
      request('/products/search', {
        query: { ...query },
        schema: ProductSearchResponseSchema,
        ...options,
      }),
    identifiers: (options: CallOptions = {}) =>
      request('/products/identifiers', { schema: ProductIdentifierListSchema, ...options }),
    categories: (options: CallOptions = {}) =>
      request('/products/categories', { schema: CategoryListSchema, ...options }),
  };
}
