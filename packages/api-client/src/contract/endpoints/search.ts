import {
  ProductSearchQuerySchema,
  ProductSearchResponseSchema,
} from '../../schemas/product-search';
import { endpoint } from '../endpoint';

/** Product search (spec 7 GET /products/search), answered from each instance's own index. */
export const searchEndpoints = {
  products: endpoint({
    method: 'GET',
    path: '/products/search',
    summary: 'Find products by text and filters, a page at a time, with facets',
    description:
      'Prices, price filters and the price sort are those of the store of the request. Unknown ' +
      'parameters are refused: a misspelt filter must not silently return everything.',
    tag: 'Search',
    access: 'public',
    query: ProductSearchQuerySchema,
    answer: { status: 200, schema: ProductSearchResponseSchema },
  }),
};
