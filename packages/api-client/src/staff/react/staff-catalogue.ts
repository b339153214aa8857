import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffProductListQueryInput } from '../resources/staff-catalogue';
import type {
  StaffPricePreviewBody,
  StaffProduct,
  StaffProductImageAltBody,
  StaffProductImageOrderBody,
  StaffProductImageUploadBody,
  StaffProductUpdateBody,
} from '../schemas/staff-catalogue';
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

/** A change to a product whose answer replaces the product; the list reads again. */
function useProductChange<I>(sku: string, change: (input: I) => Promise<StaffProduct>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (product) => {
      queryClient.setQueryData(staffKeys.product(sku), product);
      await queryClient.invalidateQueries({ queryKey: staffKeys.productLists() });
    },
  });
}

/** PUT /staff/products/{sku}. */
export function useUpdateStaffProduct(sku: string) {
  const api = useStaffApi();
  return useProductChange(sku, (body: StaffProductUpdateBody) =>
    api.staffCatalogue.update(sku, body),
  );
}

/** POST /staff/products/{sku}/images: uploads a picture. */
export function useAddStaffProductImage(sku: string) {
  const api = useStaffApi();
  return useProductChange(sku, (body: StaffProductImageUploadBody) =>
    api.staffCatalogue.addImage(sku, body),
  );
}

/** PUT /staff/products/{sku}/images/order. */
export function useOrderStaffProductImages(sku: string) {
  const api = useStaffApi();
  return useProductChange(sku, (body: StaffProductImageOrderBody) =>
    api.staffCatalogue.orderImages(sku, body),
  );
}

/** PUT /staff/products/{sku}/images/{imageId}: the alt texts. */
export function useUpdateStaffProductImage(sku: string) {
  const api = useStaffApi();
  return useProductChange(
    sku,
    ({ imageId, ...body }: StaffProductImageAltBody & { imageId: string }) =>
      api.staffCatalogue.updateImage(sku, imageId, body),
  );
}

/** DELETE /staff/products/{sku}/images/{imageId}. */
export function useDeleteStaffProductImage(sku: string) {
  const api = useStaffApi();
  return useProductChange(sku, (imageId: string) => api.staffCatalogue.deleteImage(sku, imageId));
}

/** POST /staff/products/{sku}/price-preview: what proposed inputs would price; nothing saved. */
export function useStaffPricePreview(sku: string) {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (body: StaffPricePreviewBody) => api.staffCatalogue.pricePreview(sku, body),
  });
}
