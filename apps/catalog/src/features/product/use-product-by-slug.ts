import { useQuery } from '@tanstack/react-query';
import { searchProductsQueryOptions, useApiClient } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';

/** The product a page address names; `product` is null once it is clear there is none. */
export function useProductBySlug(slug: string) {
  const api = useApiClient();
  const { localeTag } = useLocale();
  const result = useQuery({
    ...searchProductsQueryOptions(api, { slug, limit: 1, languageTag: localeTag }),
    // Showing the previous product under the next product's address would be wrong, not smooth.
    placeholderData: undefined,
  });
  return { ...result, product: result.data ? (result.data.results[0] ?? null) : undefined };
}
