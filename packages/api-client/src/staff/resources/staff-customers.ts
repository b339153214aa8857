import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffCustomerEndpoints as endpoints } from '../../contract/endpoints/staff-customers';

/** The back-office's customers (issue 26, item 3): search, a customer's page and the actions. */
export function createStaffCustomersResource(call: CallEndpoint) {
  const params = (id: string) => ({ params: { id } });
  return {
    search: (q: string, options: EndpointCallOptions = {}) =>
      call(endpoints.search, { query: q.trim() ? { q } : {} }, options),
    get: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.get, params(id), options),
    resendActivation: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.resendActivation, params(id), options),
    unlock: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.unlock, params(id), options),
    endSessions: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.endSessions, params(id), options),
    export: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.export, params(id), options),
    erase: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.erase, params(id), options),
  };
}
