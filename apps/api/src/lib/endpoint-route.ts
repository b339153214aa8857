import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import type { Endpoint, EndpointAnswerInput, EndpointParsedInput } from '@shop/api-client/contract';
import { parseRequest } from './validate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration of the route, for the answer check and the route lists. */
    endpoint?: Endpoint;
  }
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointParsedInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointAnswerInput<E>>;

export interface EndpointRouteOptions {
  config?: FastifyContextConfig;
}

/** `/limit-orders/{id}` as Fastify writes it: `/limit-orders/:id`. */
export const fastifyPath = (path: string) => path.replace(/\{([A-Za-z0-9]+)\}/g, ':$1');

/**
 * Registers the route of a declared endpoint: who may call it and its input come from the
 * declaration (a mismatch is the spec's validation error before the handler runs), and the
 * handler answers the declared status. Declared on the root instance with the full path.
 */
export function endpointRoute<E extends Endpoint>(
  fastify: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const onRequest: onRequestHookHandler[] = [];
  if (endpoint.access === 'session') onRequest.push(fastify.auth.requireSession);
  if (endpoint.access === 'customer') onRequest.push(fastify.auth.requireUser);
  if (endpoint.access === 'admin')
    throw new Error(`${endpoint.path}: admin endpoints are registered by the admin plugin`);
  fastify.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    onRequest,
    config: { ...options.config, endpoint },
    handler: async (request, reply) => {
      const input = {
        params: endpoint.params ? parseRequest(endpoint.params, 'params', request.params) : {},
        query: endpoint.query ? parseRequest(endpoint.query, 'query', request.query) : {},
        body: endpoint.body ? parseRequest(endpoint.body, 'body', request.body) : undefined,
      } as EndpointParsedInput<E>;
      const answer = await handler(input, request, reply);
      if (endpoint.answer.status !== 200) reply.status(endpoint.answer.status);
      return answer;
    },
  });
}
