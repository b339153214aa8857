import type {
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RequestGenericInterface,
  RouteGenericInterface,
} from 'fastify';

/** Request and reply as @fastify/reply-from hands them to its hooks (any server type). */
export type ProxyRequest = FastifyRequest<RequestGenericInterface, RawServerBase>;
export type ProxyReply = FastifyReply<RouteGenericInterface, RawServerBase>;
