import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffCouponEndpoints as endpoints } from '../../contract/endpoints/staff-coupons';
import type { StaffCouponBodyInput } from '../schemas/staff-coupons';

/** The back-office's coupons (issue 26, item 2). */
export function createStaffCouponsResource(call: CallEndpoint) {
  return {
    list: (options: EndpointCallOptions = {}) => call(endpoints.list, {}, options),
    get: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.get, { params: { id } }, options),
    create: (body: StaffCouponBodyInput, options: EndpointCallOptions = {}) =>
      call(endpoints.create, { body }, options),
    update: (id: string, body: StaffCouponBodyInput, options: EndpointCallOptions = {}) =>
      call(endpoints.update, { params: { id }, body }, options),
    deactivate: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.deactivate, { params: { id } }, options),
    redemptions: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.redemptions, { params: { id } }, options),
  };
}
