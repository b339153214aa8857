export { ApiClientProvider, useApiClient } from './provider';
export { productKeys, contentKeys } from './query-keys';
export { searchProductsQueryOptions, useProductSearch } from './products/search-products';
export { productIdentifiersQueryOptions, useProductIdentifiers } from './products/get-identifiers';
export { categoriesQueryOptions, useCategories } from './products/get-categories';
export { contentPageQueryOptions, useContentPage } from './content/get-content-page';
