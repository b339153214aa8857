import type * as v from 'valibot';
import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffCatalogueEndpoints as endpoints } from '../../contract/endpoints/staff-catalogue';
import type {
  StaffPricePreviewBody,
  StaffProductImageAltBody,
  StaffProductImageOrderBody,
  StaffProductImageUploadBody,
  StaffProductListQuerySchema,
  StaffProductUpdateBody,
} from '../schemas/staff-catalogue';

/** The catalogue list's filters as a page sends them (strings from a form or the address). */
export type StaffProductListQueryInput = v.InferInput<typeof StaffProductListQuerySchema>;

/** The back-office's catalogue (issue 26, item 1): the list, one product, changes, price previews,
 * pictures. */
export function createStaffCatalogueResource(call: CallEndpoint) {
  return {
    list: (query: StaffProductListQueryInput, options: EndpointCallOptions = {}) =>
      call(endpoints.list, { query }, options),
    get: (sku: string, options: EndpointCallOptions = {}) =>
      call(endpoints.get, { params: { sku } }, options),
    /** A partial update; the answer is the product after it. */
    update: (sku: string, body: StaffProductUpdateBody, options: EndpointCallOptions = {}) =>
      call(endpoints.update, { params: { sku }, body }, options),
    pricePreview: (sku: string, body: StaffPricePreviewBody, options: EndpointCallOptions = {}) =>
      call(endpoints.pricePreview, { params: { sku }, body }, options),
    /** Pictures: each answer is the product after the change. */
    addImage: (sku: string, body: StaffProductImageUploadBody, options: EndpointCallOptions = {}) =>
      call(endpoints.addImage, { params: { sku }, body }, options),
    orderImages: (
      sku: string,
      body: StaffProductImageOrderBody,
      options: EndpointCallOptions = {},
    ) => call(endpoints.orderImages, { params: { sku }, body }, options),
    updateImage: (
      sku: string,
      imageId: string,
      body: StaffProductImageAltBody,
      options: EndpointCallOptions = {},
    ) => call(endpoints.updateImage, { params: { sku, imageId }, body }, options),
    deleteImage: (sku: string, imageId: string, options: EndpointCallOptions = {}) =>
      call(endpoints.deleteImage, { params: { sku, imageId } }, options),
  };
}
