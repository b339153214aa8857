import { useQuery } from '@tanstack/react-query';
import { productKeys, useApiClient } from '@shop/api-client/react';
import {
  maxSearchLimit,
  type PreciousMetal,
  type Product,
  type ProductSearchParams,
} from '@shop/api-client';
import type { PricelistKey } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { belongsToPricelist } from './pricelist-products';

/** A price list shows the whole range at once, so every page of the search is fetched. */
export function usePricelistProducts(list: PricelistKey, metal: PreciousMetal | null) {
  const api = useApiClient();
  const { localeTag } = useLocale();
  const params: ProductSearchParams = {
    ...(metal ? { metal } : {}),
    sort: 'preciousMetal',
    limit: maxSearchLimit,
    languageTag: localeTag,
  };
  return useQuery({
    // Under the search key prefix, so whatever refreshes product searches refreshes lists too.
    queryKey: [...productKeys.search(params), 'all-pages'],
    queryFn: async ({ signal }) => {
      const products: Product[] = [];
      for (let page = 1; ; page += 1) {
        const response = await api.products.search({ ...params, page }, { signal });
        products.push(...response.results);
        if (response.results.length === 0 || page * response.limit >= response.total) break;
      }
      return products;
    },
    select: (products) => products.filter((p) => belongsToPricelist(p, list)),
  });
}
