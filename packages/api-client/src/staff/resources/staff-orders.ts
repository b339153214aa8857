import type * as v from 'valibot';
import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffOrderEndpoints as endpoints } from '../../contract/endpoints/staff-orders';
import type { OrderTransition } from '../../schemas/order-lifecycle';
import type { StaffOrderListQuerySchema } from '../schemas/staff-orders';
import { buildUrl } from '../../request';

/** The board's filters as a page sends them (strings from a form or the address). */
export type StaffOrderListQueryInput = v.InferInput<typeof StaffOrderListQuerySchema>;

/**
 * The back-office's orders (issue 25): the board, one order, the steps that move it on, and the
 * address of the CSV export, which a page links to instead of fetching it.
 */
export function createStaffOrdersResource(call: CallEndpoint, baseUrl = '/api') {
  return {
    list: (query: StaffOrderListQueryInput, options: EndpointCallOptions = {}) =>
      call(endpoints.list, { query }, options),
    get: (orderId: string, options: EndpointCallOptions = {}) =>
      call(endpoints.get, { params: { id: orderId } }, options),
    /** One step of the order; the answer is the order after it. */
    transition: (orderId: string, body: OrderTransition, options: EndpointCallOptions = {}) =>
      call(endpoints.transition, { params: { id: orderId }, body }, options),
    /** The filtered list as CSV (every page), for a download link. */
    csvUrl: ({ page: _page, ...query }: StaffOrderListQueryInput) =>
      buildUrl(baseUrl, endpoints.csv.path, query),
  };
}
