import type * as v from 'valibot';
import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffCatalogueEndpoints as endpoints } from '../../contract/endpoints/staff-catalogue';
import type {
  StaffPricePreviewBody,
  StaffProductListQuerySchema,
  StaffProductUpdateBody,
} from '../schemas/staff-catalogue';

/** The catalogue list's filters as a page sends them (strings from a form or the address). */
export type StaffProductListQueryInput = v.InferInput<typeof StaffProductListQuerySchema>;

/** The back-office's catalogue (issue 26, item 1): the list, one product, changes, price previews. */
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
  };
}
