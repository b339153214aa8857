import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  adminTokenHeader,
  contentEditorTokenHeader,
  errorCodes,
  ErrorObjectSchema,
  pathParameters,
  StoryContentSchema,
  storeKeyHeader,
  AddressSchema,
  CartSchema,
  CustomerSchema,
  LineItemSchema,
  OrderSchema,
  ProductSchema,
  StaffOrderSchema,
  LimitOrderSchema,
  DepositSchema,
  CustomerDataExportSchema,
  type Endpoint,
  type ErrorCode,
} from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';

/**
 * The OpenAPI 3.1 document of the endpoint map (served at /api/openapi.json). Schemas describe
 * the JSON on the wire, i.e. each valibot schema's input side: what a request sends and what an
 * answer holds before the client parses it.
 */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Response>;
};
type Parameter =
  | { $ref: string }
  | {
      name: string;
      in: 'path' | 'query';
      required: boolean;
      description?: string;
      schema: JsonSchema;
    };
type Response = {
  description: string;
  content?: Record<string, { schema: JsonSchema | { $ref: string } }>;
};

/** JSON Schema of a valibot schema's wire side; what JSON Schema cannot say is left out. */
export function wireSchema(
  schema: v.GenericSchema,
  definitions?: Record<string, v.GenericSchema>,
): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    ...(definitions ? { definitions } : {}),
  });
  return json;
}

/**
 * Schemas that recur in many bodies, referred to by name: a story's content is some 25 KB of JSON
 * Schema, a cart or an order some 10 KB, which the reference page would otherwise read once per
 * operation that answers one (it drew nothing for over 20 s once the back-office's calls came).
 */
const namedSchemas: Record<string, v.GenericSchema> = {
  StoryContent: StoryContentSchema,
  Cart: CartSchema,
  LineItem: LineItemSchema,
  Order: OrderSchema,
  StaffOrder: StaffOrderSchema,
  Customer: CustomerSchema,
  Address: AddressSchema,
  Product: ProductSchema,
  LimitOrder: LimitOrderSchema,
  Deposit: DepositSchema,
  CustomerDataExport: CustomerDataExportSchema,
};

/** Converts a body's schema; definitions it refers to go to the document's components. */
type BodySchema = (schema: v.GenericSchema) => JsonSchema;

const localReference = /"#\/\$defs\/([^"]+)"/g;

/** The value with its references to local `$defs` pointing at their names in the components. */
const pointed = (value: unknown, names: Map<string, string>): JsonSchema =>
  JSON.parse(
    JSON.stringify(value).replace(
      localReference,
      (_, key: string) => `"#/components/schemas/${names.get(key)}"`,
    ),
  ) as JsonSchema;

/** `$defs` keys of lazy (recursive) schemas, which the converter numbers. */
const numbered = /^\d+$/;

/**
 * Definitions a body's schema refers to (the named ones, and those of a recursive schema such as
 * rich text) sit in local `$defs`, which a schema inside the document cannot refer to: they move
 * to `components.schemas` (once each) and the references follow them. Named ones keep their
 * name; numbered ones are named once per distinct set.
 */
function sharedDefinitions(components: Record<string, JsonSchema>): BodySchema {
  const namesByBlock = new Map<string, Map<string, string>>();
  let count = 0;
  return (schema) => {
    const { $defs, ...json } = wireSchema(schema, namedSchemas);
    if (!$defs) return json;
    const keys = Object.keys($defs);
    const lazy = keys.filter((key) => numbered.test(key));
    const block = JSON.stringify(lazy.map((key) => $defs[key]));
    let lazyNames = namesByBlock.get(block);
    if (!lazyNames) {
      lazyNames = new Map(lazy.map((key) => [key, `Definition${++count}`]));
      namesByBlock.set(block, lazyNames);
    }
    const names = new Map([
      ...lazyNames,
      ...keys.filter((key) => !numbered.test(key)).map((key): [string, string] => [key, key]),
    ]);
    for (const key of keys) components[names.get(key)!] ??= pointed($defs[key], names);
    return pointed(json, names);
  };
}

const errorObjectRef = { $ref: '#/components/schemas/ErrorObject' };

const httpText: Record<number, string> = {
  400: 'The request is invalid: `details` names each field (`path`) and what is wrong',
  401: 'Not signed in, or the session has expired',
  403: 'Signed in, but not allowed this (the permission, or for this store)',
  404: 'Not found',
  409: 'The resource is not in a state that allows this',
  413: 'The body is larger than the API reads',
  415: 'The body is not JSON',
  500: 'Unexpected failure; nothing was changed',
  503: 'Overloaded or the database is unavailable; try again after `Retry-After` seconds',
};

function errorResponse(status: number, reasons: readonly string[]): Response {
  const listed = reasons.map((reason) => `\`${reason}\``).join(', ');
  return {
    description: `${httpText[status] ?? 'Refused'}${listed ? `. Reasons (\`code\`): ${listed}` : ''}`,
    content: { 'application/json': { schema: errorObjectRef } },
  };
}

/** The reasons an endpoint may answer, by status, including the ones every endpoint shares. */
export function errorReasonsOf(endpoint: Endpoint): Map<number, string[]> {
  const reasons = new Map<number, string[]>();
  const add = (status: number, ...codes: string[]) =>
    reasons.set(status, [...(reasons.get(status) ?? []), ...codes]);
  if (endpoint.params || endpoint.query || endpoint.body) add(400, errorCodes.invalidRequest);
  if (endpoint.body) {
    // Refused before the route runs: a body that cannot be read, or of another kind.
    add(400, errorCodes.malformedRequest);
    add(413, errorCodes.payloadTooLarge);
    add(415, errorCodes.unsupportedMediaType);
  }
  for (const [status, codes] of Object.entries(endpoint.errors ?? {}))
    add(Number(status), ...codes);
  if (endpoint.access === 'session' || endpoint.access === 'customer')
    add(401, errorCodes.unauthorized, errorCodes.sessionExpired);
  // A wrong staff token counts against the caller's address.
  if (endpoint.access === 'admin') add(401, errorCodes.adminTokenInvalid);
  if (endpoint.access === 'editor') add(401, errorCodes.contentEditorTokenInvalid);
  if (endpoint.access === 'staff') add(401, errorCodes.staffUnauthorized);
  if (endpoint.permission) add(403, errorCodes.staffPermissionMissing);
  if (endpoint.access === 'admin' || endpoint.access === 'editor')
    add(429, errorCodes.tooManyRequests);
  // Through a public shop host (or without ADMIN_TOKEN) the automation routes do not exist.
  if (endpoint.access === 'admin') add(404, errorCodes.routeNotFound);
  add(500, errorCodes.unknown);
  add(503, errorCodes.serviceOverloaded, errorCodes.repositoryTimeout);
  return new Map([...reasons].sort(([a], [b]) => a - b).map(([s, c]) => [s, [...new Set(c)]]));
}

/**
 * A property of a parameters schema, standing alone: one that refers to the schema's `$defs` (a
 * lazy schema becomes such a reference) takes the definition itself, as the parameter has no
 * `$defs` of its own.
 */
function propertyOf(object: JsonSchema, name: string): JsonSchema | undefined {
  const property = object.properties?.[name] as JsonSchema | undefined;
  const definition = property?.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
  return definition === undefined ? property : (object.$defs?.[definition] as JsonSchema);
}

function parametersOf(endpoint: Endpoint): Parameter[] {
  const list: Parameter[] = [{ $ref: '#/components/parameters/storeKey' }];
  const params = endpoint.params ? wireSchema(endpoint.params) : undefined;
  for (const name of pathParameters(endpoint.path)) {
    const schema = (params && propertyOf(params, name)) ?? { type: 'string' };
    list.push({
      name,
      in: 'path',
      required: true,
      ...(name === endpoint.wildcard
        ? { description: 'The rest of the path: it may span segments, its slashes unencoded' }
        : {}),
      schema,
    });
  }
  if (endpoint.query) {
    const query = wireSchema(endpoint.query);
    const required = new Set(query.required ?? []);
    for (const name of Object.keys(query.properties ?? {}))
      list.push({
        name,
        in: 'query',
        required: required.has(name),
        schema: propertyOf(query, name)!,
      });
  }
  return list;
}

function successResponse(endpoint: Endpoint, bodySchema: BodySchema, description = 'OK'): Response {
  const { schema, contentType } = endpoint.answer;
  if (contentType) return { description, content: { [contentType]: { schema: {} } } };
  if (!schema) return { description: `${description}, no body` };
  return { description, content: { 'application/json': { schema: bodySchema(schema) } } };
}

const operationId = (endpoint: Endpoint) =>
  `${endpoint.method.toLowerCase()}${endpoint.path
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.replace(/[{}]/g, '').replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()),
    )
    .join('')}`;

function operationOf(endpoint: Endpoint, bodySchema: BodySchema): Operation {
  const responses: Record<string, Response> = {
    [endpoint.answer.status]: successResponse(endpoint, bodySchema),
  };
  const { alternative } = endpoint.answer;
  if (alternative)
    responses[alternative.status] = successResponse(endpoint, bodySchema, `OK ${alternative.when}`);
  for (const [status, reasons] of errorReasonsOf(endpoint))
    responses[status] = errorResponse(status, reasons);
  return {
    operationId: operationId(endpoint),
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    ...(endpoint.access === 'session' ? { security: [{ session: [] }] } : {}),
    ...(endpoint.access === 'customer' ? { security: [{ customerSession: [] }] } : {}),
    ...(endpoint.access === 'admin' ? { security: [{ adminToken: [] }] } : {}),
    ...(endpoint.access === 'editor' ? { security: [{ editorToken: [] }] } : {}),
    ...(endpoint.access === 'staff' ? { security: [{ staffSession: [] }] } : {}),
    parameters: parametersOf(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: bodySchema(endpoint.body) } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * What the codes without a customer text mean (the edge's and the protocol's refusals, staff
 * calls, faults): the shop shows its generic error for them, a partner reads this.
 */
const technicalMeanings: Partial<Record<ErrorCode, string>> = {
  malformed_request: 'The request could not be read (e.g. a body that is not JSON).',
  route_not_found: 'No route has this method and path.',
  method_not_allowed: 'The path exists, but not for this method.',
  method_not_implemented: 'The server does not know this HTTP method.',
  upgrade_required: 'The path is a WebSocket; connect with an upgrade.',
  payload_too_large: 'The body is larger than the limit.',
  unsupported_media_type: 'The body is not application/json.',
  uri_too_long: 'The address is longer than the limit.',
  headers_too_large: 'The headers are larger than the limit.',
  request_timeout: 'The request was not received in time.',
  product_not_found: 'No product has this SKU or id.',
  page_not_found: 'No content page has this path.',
  admin_token_invalid: 'The automation token (ADMIN_TOKEN) is missing or wrong.',
  repository_timeout: 'The request waited too long for the database; try again.',
  service_overloaded: 'The API is shedding load; nothing was done, try again after Retry-After.',
  invalid_response:
    'The answer did not match the contract (a fault of the API, never sent in production).',
  session_exists:
    'A customer is signed in: the edge gives no guest session that would replace theirs.',
};

/** Each code with what a customer reads for it (the shop's own text) or what it means. */
const reasonTable = () =>
  [
    '| code | meaning |',
    '| --- | --- |',
    ...Object.values(errorCodes).map(
      (code) =>
        `| \`${code}\` | ${plainMessage(everyErrorMessage.en, `error.${code}`) ?? technicalMeanings[code] ?? ''} |`,
    ),
  ].join('\n');

const description = () => `The API of the Aurum & Argentum precious-metals shop.

Money is integer minor units (\`centAmount\`) with a currency code; dates are ISO 8601. Every request
names its store in the \`${storeKeyHeader}\` header (Austria when absent).

## Errors

Every failed call answers an error object: \`name\` (one of four), an English \`message\` for logs,
a stable \`code\` for programs, the HTTP \`statusCode\`, and where it applies a \`reason\`, the
\`details\` of a validation error (each with the field's \`path\` and what is wrong) and the
\`priceChanges\` of a cart whose prices moved. Clients show a localized text per \`code\`.
Each operation lists the codes it may answer. All codes:

${reasonTable()}`;

export function openApiDocument(
  endpoints: Endpoint[],
  version: string,
  publicApiPrefix: string,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = { ErrorObject: wireSchema(ErrorObjectSchema) };
  const bodySchema = sharedDefinitions(schemas);
  for (const endpoint of endpoints)
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operationOf(
      endpoint,
      bodySchema,
    );
  return {
    openapi: '3.1.0',
    info: { title: 'Aurum & Argentum shop API', version, description: description() },
    servers: [{ url: publicApiPrefix, description: 'The shop, through its edge' }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      parameters: {
        storeKey: {
          name: storeKeyHeader,
          in: 'header',
          required: false,
          description: 'The store the call is for; Austria (`at`) when absent',
          schema: { type: 'string', enum: [...storeKeys] },
        },
      },
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The access token of a guest's or a signed-in customer's session (the edge sets it from the session cookie)",
        },
        customerSession: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The signed-in customer's access token (the edge sets it from the session cookie)",
        },
        adminToken: {
          type: 'apiKey',
          in: 'header',
          name: adminTokenHeader,
          description:
            'The automation token (ADMIN_TOKEN); without it configured, or through a public shop host, the admin operations do not exist (404)',
        },
        editorToken: {
          type: 'apiKey',
          in: 'header',
          name: contentEditorTokenHeader,
          description: 'The content editors’ token (CONTENT_EDITOR_TOKEN)',
        },
        staffSession: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A staff member’s session token (POST /staff/session; the back-office’s edge sets it from its cookie). Ends after 30 minutes idle and 12 hours after sign-in',
        },
      },
    },
  };
}
