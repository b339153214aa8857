import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { versionEndpoints as endpoints } from '../contract/endpoints/versions';

export function createVersionsResource(call: CallEndpoint) {
  return {
    current: (options: EndpointCallOptions = {}) => call(endpoints.current, {}, options),
  };
}
