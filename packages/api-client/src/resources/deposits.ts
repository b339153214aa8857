import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { depositEndpoints as endpoints } from '../contract/endpoints/deposits';
import type { DepositHistoryQuery } from '../schemas/deposit';

/** The signed-in customer's precious-metal deposit (spec 7 GET /deposits) in the client's store. */
export function createDepositsResource(call: CallEndpoint) {
  return {
    list: (options: EndpointCallOptions = {}) => call(endpoints.list, {}, options),
    history: (query: DepositHistoryQuery = {}, options: EndpointCallOptions = {}) =>
      call(endpoints.history, { query: { timespan: query.timespan } }, options),
    open: (options: EndpointCallOptions = {}) => call(endpoints.open, {}, options),
  };
}
