import { useQuery } from '@tanstack/react-query';
import { productKeys, useApiClient } from '@shop/api-client/react';
import { maxSearchLimit, type PreciousMetal, type ProductSearchParams } from '@shop/api-client';
import type { PricelistKey } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import {
  belongsToPricelist,
  toPricelistProduct,
  type PricelistProduct,
} from './pricelist-products';

/**
 * A price list shows the whole range at once, so every page of the search is fetched. The query
 * keeps only the list's products and only the fields a row shows: its data is what the server
 * hands to the browser inside the page (a `select` would still cache, and hand over, everything).
 */
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
    queryKey: [...productKeys.search(params), 'pricelist', list],
    queryFn: async ({ signal }) => {
      const products: PricelistProduct[] = [];
      for (let page = 1; ; page += 1) {
        const response = await api.products.search({ ...params, page }, { signal });
        for (const product of response.results)
          if (belongsToPricelist(product, list)) products.push(toPricelistProduct(product));
        if (response.results.length === 0 || page * response.limit >= response.total) break;
      }
      return products;
    },
  });
}
