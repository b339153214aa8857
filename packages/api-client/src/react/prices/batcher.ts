import type { ApiClient } from '../../client';
import { createProductPriceBatcher, type ProductPriceBatcher } from '../../price-batcher';
import { stores } from '@shop/i18n';

const batchers = new WeakMap<ApiClient, ProductPriceBatcher>();

/** One batcher per client (that is, per store): all price hooks of a page share its requests. */
export function productPriceBatcher(api: ApiClient): ProductPriceBatcher {
  let batcher = batchers.get(api);
  if (!batcher) {
    const { country, currency } = stores[api.storeKey];
    batcher = createProductPriceBatcher((skus) => api.prices.products({ country, currency, skus }));
    batchers.set(api, batcher);
  }
  return batcher;
}
