import * as v from 'valibot';
import {
  errorCodes,
  pathParameters,
  type Endpoint,
  type EndpointAnswerBody,
  type EndpointParsedInput,
  type ErrorDetail,
  type ErrorName,
  type HttpMethod,
} from '@shop/api-client/contract';

/** One API call as the fake API sees it; `path` is relative to the API's base (no `/api`). */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  init: RequestInit;
}

const replyMark = Symbol('reply');

/** An answer with its status: an error, or a success other than the declared one. */
export interface ApiReply {
  status: number;
  body: unknown;
}

/** A reply marked as one, so no answer body is mistaken for it. */
export const reply = (status: number, body: unknown): ApiReply =>
  ({ [replyMark]: true, status, body }) as ApiReply;

/** The error name the API gives a status (spec section 8). */
const errorNameOf = (status: number): ErrorName =>
  status === 404
    ? 'ResourceNotFoundError'
    : status >= 500
      ? 'UnknownError'
      : 'OperationNotValidError';

/** The API's error object with `code`, as the API answers it. */
export const apiError = (code: string, statusCode = 400, details?: ErrorDetail[]): ApiReply =>
  reply(statusCode, {
    name: errorNameOf(statusCode),
    message: code,
    code,
    statusCode,
    ...(details ? { details } : {}),
  });

/**
 * A handler's result as a status and body: a `reply`, a plain `{ status, body }` (and nothing
 * else), or a body answered with `status`.
 */
export function toReply(result: unknown, status = 200): ApiReply {
  return isReply(result) ? result : { status, body: result };
}

function isReply(value: unknown): value is ApiReply {
  if (typeof value !== 'object' || value === null) return false;
  return (
    replyMark in value || (Object.keys(value).length === 2 && 'status' in value && 'body' in value)
  );
}

/**
 * Answers one call: a body for the success status, or a reply; throwing stands for an unreachable
 * API. The body of a call to an undeclared route is the handler's business.
 */
export type ApiHandler = (call: ApiCall) => unknown;

/** What a handler of a declared endpoint receives: its input, parsed by the declared schemas. */
export type EndpointCall<E extends Endpoint> = EndpointParsedInput<E> & { call: ApiCall };

/** Answers a declared endpoint: its answer body (checked by the compiler) or an error reply. */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointCall<E>,
) => EndpointAnswerBody<E> | ApiReply | Promise<EndpointAnswerBody<E> | ApiReply>;

/** A route written as `'GET /limit-orders/{id}'`. */
export type RawRoute = `${HttpMethod} /${string}`;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  answer: (call: ApiCall, params: Record<string, string>) => unknown;
}

/** `{name}` matches one segment; the declaration's wildcard parameter the rest of the path. */
function routePattern(path: string, wildcard?: string): { pattern: RegExp; names: string[] } {
  const names = pathParameters(path);
  const parts = path
    .split(/\{[A-Za-z][A-Za-z0-9]*\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  const escaped = parts
    .map((part, index) =>
      index === 0 ? part : `${names[index - 1] === wildcard ? '(.+)' : '([^/]+)'}${part}`,
    )
    .join('');
  return { pattern: new RegExp(`^${escaped}$`), names };
}

/** The query as the API's parser reads it: a repeated name is a list. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    result[name] = values.length === 1 ? values[0]! : values;
  }
  return result;
}

type Parsed = { value: unknown } | { details: ErrorDetail[] };

function parse(endpoint: Endpoint, part: 'params' | 'query' | 'body', value: unknown): Parsed {
  const schema = endpoint[part];
  if (!schema) return { value: undefined };
  const result = v.safeParse(schema, value);
  if (result.success) return { value: result.output };
  return {
    details: result.issues.map((issue) => ({
      path: [part, v.getDotPath(issue)].filter(Boolean).join('.'),
      message: issue.message,
    })),
  };
}

/** The API's answer to input its declaration refuses (the page sent what the API would not take). */
const validationReply = (details: ErrorDetail[]) =>
  reply(400, {
    name: 'OperationNotValidError',
    message: 'The request is not valid',
    code: errorCodes.invalidRequest,
    statusCode: 400,
    reason: 'validation',
    details,
  });

export interface FakeApi {
  /** Answers a declared endpoint; its path parameters, query and body arrive parsed and typed. */
  on<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): FakeApi;
  /** Answers a route by method and path (`{name}` matches one segment). */
  on(route: RawRoute, handler: ApiHandler): FakeApi;
  /** Every call, in order. */
  readonly calls: ApiCall[];
  /** The calls to one route, e.g. `'POST /customers'`. */
  callsTo(route: `${HttpMethod} /${string}` | Endpoint): ApiCall[];
  /** Answers a call as the routes say (the render helpers call this). */
  answer(call: ApiCall): Promise<{ status: number; body: unknown }>;
}

/**
 * A fake of the shop's API. Routes are tried in the order they were added; a call no route takes
 * goes to `fallback`, and without one it is answered 404 with the API's error object (so the page
 * shows what it shows for a missing resource, and the test sees the call in `calls`).
 */
export function fakeApi(fallback?: ApiHandler): FakeApi {
  const routes: Route[] = [];
  const calls: ApiCall[] = [];
  const matches = (method: string, path: string, wildcard?: string) => {
    const { pattern } = routePattern(path, wildcard);
    return (call: ApiCall) => call.method === method && pattern.test(call.path);
  };
  const api: FakeApi = {
    on(target: Endpoint | RawRoute, handler: ApiHandler | EndpointHandler<Endpoint>) {
      if (typeof target === 'string') {
        const [method, path] = target.split(' ') as [string, string];
        const route = routePattern(path);
        routes.push({ method, ...route, answer: (call) => (handler as ApiHandler)(call) });
      } else {
        const endpoint = target;
        routes.push({
          method: endpoint.method,
          ...routePattern(endpoint.path, endpoint.wildcard),
          answer: async (call, params) => {
            const parts = {
              params: parse(endpoint, 'params', params),
              query: parse(endpoint, 'query', queryObject(call.query)),
              body: parse(endpoint, 'body', call.body),
            };
            const refused = Object.values(parts).flatMap((part) =>
              'details' in part ? part.details : [],
            );
            if (refused.length > 0) return validationReply(refused);
            const input = {
              params: 'value' in parts.params ? parts.params.value : undefined,
              query: 'value' in parts.query ? parts.query.value : undefined,
              body: 'value' in parts.body ? parts.body.value : undefined,
              call,
            } as EndpointCall<Endpoint>;
            return toReply(
              await (handler as EndpointHandler<Endpoint>)(input),
              endpoint.answer.status,
            );
          },
        });
      }
      return api;
    },
    calls,
    callsTo(route) {
      const matching =
        typeof route === 'string'
          ? matches(route.slice(0, route.indexOf(' ')), route.slice(route.indexOf(' ') + 1))
          : matches(route.method, route.path, route.wildcard);
      return calls.filter(matching);
    },
    async answer(call) {
      calls.push(call);
      for (const route of routes) {
        if (route.method !== call.method) continue;
        const found = route.pattern.exec(call.path);
        if (!found) continue;
        const params = Object.fromEntries(
          route.names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]),
        );
        return toReply(await route.answer(call, params));
      }
      if (fallback) return toReply(await fallback(call));
      return toReply(apiError('ResourceNotFound', 404));
    },
  };
  return api;
}
