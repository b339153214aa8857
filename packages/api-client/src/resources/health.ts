import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { healthEndpoints as endpoints } from '../contract/endpoints/health';

export function createHealthResource(call: CallEndpoint) {
  return {
    check: (options: EndpointCallOptions = {}) => call(endpoints.check, {}, options),
    ready: (options: EndpointCallOptions = {}) => call(endpoints.ready, {}, options),
    load: (options: EndpointCallOptions = {}) => call(endpoints.load, {}, options),
  };
}
