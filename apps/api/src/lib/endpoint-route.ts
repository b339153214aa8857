import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import type { Endpoint, EndpointAnswerInput, EndpointParsedInput } from '@shop/api-client/contract';
import { validationError } from './errors';
import { assertPermission } from './staff-access';
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
  /**
   * Checks the body's bytes as sent (a signature over them) before they are read as JSON and
   * validated against the declaration: the route reads JSON as bytes.
   */
  checkRawBody?: (raw: Buffer, request: FastifyRequest) => void;
}

/** Staff accesses whose token or session a plugin checks for the routes of its scope. */
type GuardedAccess = Extract<Endpoint['access'], 'admin' | 'editor' | 'staff'>;
const guardMark: Record<GuardedAccess, string> = {
  admin: 'adminTokenChecked',
  editor: 'editorTokenChecked',
  staff: 'staffSessionChecked',
};
const isGuarded = (access: Endpoint['access']): access is GuardedAccess => access in guardMark;

/**
 * Makes `scope` (an encapsulated plugin) the place for the endpoints of a staff access: `check`
 * runs before each of its routes, and only here does endpointRoute accept such endpoints, so none
 * can be registered without its token or session check. For `staff`, `check` sets
 * `request.staff`, and each route then checks its declared permission.
 */
export function guardScope(
  scope: FastifyInstance,
  access: GuardedAccess,
  check: onRequestHookHandler,
): void {
  scope.addHook('onRequest', check);
  scope.decorate(guardMark[access], true);
}

/**
 * `/limit-orders/{id}` as Fastify writes it: `/limit-orders/:id`; a wildcard parameter is the
 * rest of the path, `*`.
 */
export const fastifyPath = (path: string, wildcard?: string) =>
  path.replace(/\{([A-Za-z0-9]+)\}/g, (_, name: string) => (name === wildcard ? '*' : `:${name}`));

/** The path parameters by their declared names (Fastify names the wildcard `*`). */
function paramsOf(endpoint: Endpoint, params: unknown): unknown {
  if (!endpoint.wildcard) return params;
  const { '*': rest, ...named } = params as Record<string, string>;
  return { ...named, [endpoint.wildcard]: rest };
}

/** The bytes of a body read as JSON; anything else is the spec's validation error. */
function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw validationError([{ path: 'body', message: 'must be JSON' }]);
  }
}

/**
 * Registers the route of a declared endpoint: who may call it and its input come from the
 * declaration (a mismatch is the spec's validation error before the handler runs), and the
 * handler answers the declared status. Declared with the full path, in a scope without prefix;
 * a staff endpoint only in the scope that checks its token or session (guardScope), and a staff
 * member's endpoint only for members with its permission (the store is the handler's to check,
 * with assertStaffStore, once it knows what the call touches).
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
  if (isGuarded(endpoint.access) && !fastify.hasDecorator(guardMark[endpoint.access]))
    throw new Error(
      `${endpoint.method} ${endpoint.path}: ${endpoint.access} endpoints are registered only in the scope that checks their token (guardScope)`,
    );
  const { permission } = endpoint;
  if (permission && endpoint.access !== 'staff')
    throw new Error(`${endpoint.method} ${endpoint.path}: only staff endpoints name a permission`);
  // After the scope's session check (its onRequest hook runs before the route's).
  if (permission) onRequest.push(async (request) => void assertPermission(request, permission));
  const { checkRawBody } = options;
  const bodyOf = (request: FastifyRequest): unknown => {
    if (!checkRawBody) return request.body;
    checkRawBody(request.body as Buffer, request);
    return jsonOf(request.body as Buffer);
  };
  const register = (scope: FastifyInstance) =>
    scope.route({
      method: endpoint.method,
      url: fastifyPath(endpoint.path, endpoint.wildcard),
      onRequest,
      config: { ...options.config, endpoint },
      handler: async (request, reply) => {
        const input = {
          params: endpoint.params
            ? parseRequest(endpoint.params, 'params', paramsOf(endpoint, request.params))
            : {},
          query: endpoint.query ? parseRequest(endpoint.query, 'query', request.query) : {},
          body: endpoint.body ? parseRequest(endpoint.body, 'body', bodyOf(request)) : undefined,
        } as EndpointParsedInput<E>;
        const answer = await handler(input, request, reply);
        if (endpoint.answer.status !== 200) reply.status(endpoint.answer.status);
        return answer;
      },
    });
  if (!checkRawBody) {
    register(fastify);
    return;
  }
  // A scope of its own whose JSON parser hands over the bytes (a content type parser is per scope).
  void fastify.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    register(scope);
  });
}
