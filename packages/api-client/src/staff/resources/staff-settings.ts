import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffSettingEndpoints as endpoints } from '../../contract/endpoints/staff-settings';
import { buildUrl } from '../../request';
import type { StaffSettingsPatch } from '../schemas/staff-settings';

/**
 * The shop's run-time settings and the outbox for staff (issue 26, items 5 and 6), and the mail
 * not delivered (issue 28, item 3).
 */
export function createStaffSettingsResource(call: CallEndpoint, baseUrl = '/api') {
  return {
    read: (options: EndpointCallOptions = {}) => call(endpoints.read, {}, options),
    /** A partial change: what is left out stays as it is. */
    update: (body: StaffSettingsPatch, options: EndpointCallOptions = {}) =>
      call(endpoints.update, { body }, options),
    outbox: (query: { q?: string; page?: number }, options: EndpointCallOptions = {}) =>
      call(endpoints.outbox, { query }, options),
    outboxMessage: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.outboxMessage, { params: { id } }, options),
    /** The address of a mail's HTML, which the outbox page frames instead of fetching it. */
    outboxMessageHtmlUrl: (id: string) =>
      buildUrl(baseUrl, endpoints.outboxMessageHtml.path.replace('{id}', encodeURIComponent(id))),
    deliveries: (query: { page?: number }, options: EndpointCallOptions = {}) =>
      call(endpoints.deliveries, { query }, options),
    retryDelivery: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.retryDelivery, { params: { id } }, options),
  };
}
