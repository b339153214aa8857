import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffProductListQueryInput } from '../resources/staff-catalogue';
import type { StaffPricePreviewBody, StaffProductUpdateBody } from '../schemas/staff-catalogue';
import { useStaffApi } from './provider';
import { staffKeys } from './query-keys';

/** GET /staff/products: one page of the filtered catalogue. */
export function useStaffProducts(query: StaffProductListQueryInput) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.products(query),
    queryFn: ({ signal }) => api.staffCatalogue.list(query, { signal }),
    // The table keeps its rows while the next page or filter loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /staff/products/{sku}: the product with its prices per store and audit entries. */
export function useStaffProduct(sku: string) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.product(sku),
    queryFn: ({ signal }) => api.staffCatalogue.get(sku, { signal }),
    // A refusal (no such product) is the answer, not a hiccup to retry.
    retry: false,
  });
}

/** PUT /staff/products/{sku}: the answer replaces the product; the list reads again. */
export function useUpdateStaffProduct(sku: string) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffProductUpdateBody) => api.staffCatalogue.update(sku, body),
    onSuccess: async (product) => {
      queryClient.setQueryData(staffKeys.product(sku), product);
      await queryClient.invalidateQueries({ queryKey: staffKeys.productLists() });
    },
  });
}

/** POST /staff/products/{sku}/price-preview: what proposed inputs would price; nothing saved. */
export function useStaffPricePreview(sku: string) {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (body: StaffPricePreviewBody) => api.staffCatalogue.pricePreview(sku, body),
  });
}
