import type * as v from 'valibot';
import type { errorCodes } from '../schemas/error';
import type { StaffPermission } from '../staff/schemas/staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone (a guest needs no session); any session, a guest's or a
 * customer's (401 without one); a signed-in customer (401 without the session); staff with the
 * admin token (404 without it: the routes do not exist for others); content editors with the
 * editor token (401 without it); a signed-in member of the dealer's staff with the endpoint's
 * `permission` (401 without the staff session, 403 without the permission or for another store).
 */
export type Access = 'public' | 'session' | 'customer' | 'admin' | 'editor' | 'staff';

/** A reason the API may answer in an error object's `code`/`reason`. */
export type ErrorReason = (typeof errorCodes)[keyof typeof errorCodes];

export interface EndpointAnswer {
  status: 200 | 201 | 202 | 204;
  /** The JSON body; null for an answer without one or with `contentType` other than JSON. */
  schema: v.GenericSchema | null;
  /** For an answer that is not JSON (a PDF, an image). */
  contentType?: string;
  /**
   * A second success status with the same body, which the handler sets itself, and when it is
   * answered (POST /deposits: 201 when the deposit is opened now, 200 when it was open already).
   */
  alternative?: { status: 200 | 201; when: string };
}

/**
 * One endpoint of the API, declared once: the API registers its route from it (input validated,
 * answers checked outside production), the client calls it, the fault probe and the OpenAPI
 * document are derived from it. Paths are relative to the API's base (`/api` behind the edge) and
 * name their parameters as `{name}`.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  /** One line for the reference; the first word is a verb. */
  summary: string;
  description?: string;
  /** The group it is listed under in the reference (the feature). */
  tag: string;
  access: Access;
  /**
   * A staff endpoint's permission (issue 25): the API refuses a member without it (403). Unset on
   * a staff endpoint, any signed-in member may call it (their own profile, sign-out).
   */
  permission?: StaffPermission;
  params?: v.GenericSchema;
  /**
   * The last path parameter when it spans segments (a page's path `ueber-uns/team`): it matches
   * the rest of the URL and its slashes are sent as they are.
   */
  wildcard?: string;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  answer: EndpointAnswer;
  /** The reasons it answers besides validation, sign-in and load, by HTTP status. */
  errors?: { readonly [status: number]: readonly ErrorReason[] };
}

/** Declares an endpoint; the literal types are kept so callers and handlers are typed from it. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : never;
type OutputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;

/** What a caller sends: only the parts the endpoint declares. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends v.GenericSchema
  ? { params: InputOf<E['params']> }
  : unknown) &
  (E['query'] extends v.GenericSchema ? { query?: InputOf<E['query']> } : unknown) &
  (E['body'] extends v.GenericSchema ? { body: InputOf<E['body']> } : unknown);

/** What a handler receives after validation. */
export type EndpointParsedInput<E extends Endpoint> = {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
};

/** The success answer's body. */
export type EndpointAnswerBody<E extends Endpoint> = E['answer']['schema'] extends v.GenericSchema
  ? v.InferOutput<E['answer']['schema']>
  : unknown;

/** The same, as the server hands it over before serialisation (its input type). */
export type EndpointAnswerInput<E extends Endpoint> = E['answer']['schema'] extends v.GenericSchema
  ? v.InferInput<E['answer']['schema']>
  : unknown;

const parameterPattern = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The names of a path's parameters, in order. */
export const pathParameters = (path: string): string[] =>
  [...path.matchAll(parameterPattern)].map((match) => match[1]!);

/**
 * The path with its parameters filled in, each URL-encoded; the `wildcard` one segment by segment
 * (without leading or trailing slashes), so its slashes stay.
 */
export function fillPath(
  path: string,
  params: Record<string, unknown> = {},
  wildcard?: string,
): string {
  return path.replace(parameterPattern, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`${path} needs the parameter ${name}`);
    if (name !== wildcard) return encodeURIComponent(String(value));
    return String(value)
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map(encodeURIComponent)
      .join('/');
  });
}
