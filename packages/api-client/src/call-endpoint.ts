import * as v from 'valibot';
import type { QueryValue, Request, RequestOptions } from './request';
import {
  fillPath,
  type Endpoint,
  type EndpointAnswerBody,
  type EndpointInput,
} from './contract/endpoint';

/** What a resource call may add to the declared input. */
export interface EndpointCallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type CallEndpoint = <E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: EndpointCallOptions,
) => Promise<EndpointAnswerBody<E>>;

const noBody = v.unknown();

/**
 * Calls a declared endpoint through the client's one HTTP path: the path is filled from the
 * declaration, and the answer is checked by the declared schema.
 */
export function createCallEndpoint(request: Request): CallEndpoint {
  return (endpoint, input, options = {}) => {
    const { params, query, body } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    };
    const schema = (endpoint.answer.schema ?? noBody) as v.GenericSchema<
      unknown,
      EndpointAnswerBody<typeof endpoint>
    >;
    const requestOptions: RequestOptions<typeof schema> = {
      method: endpoint.method,
      schema,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...options,
    };
    return request(fillPath(endpoint.path, params, endpoint.wildcard), requestOptions);
  };
}
