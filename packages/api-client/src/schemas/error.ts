import * as v from 'valibot';

/** The four error names of the spec's error catalogue (section 8). */
export const errorNames = [
  'ResourceNotFoundError',
  'OperationNotValidError',
  'RepositoryError',
  'UnknownError',
] as const;
export type ErrorName = (typeof errorNames)[number];

export const ErrorDetailSchema = v.object({
  path: v.string(),
  message: v.string(),
});
export type ErrorDetail = v.InferOutput<typeof ErrorDetailSchema>;

/**
 * The body of every failed API response. `code` is stable and meant for programs (frontends map
 * it to localized messages); `message` is English and meant for logs.
 */
export const ErrorObjectSchema = v.object({
  name: v.picklist(errorNames),
  message: v.string(),
  code: v.string(),
  statusCode: v.pipe(v.number(), v.integer()),
  reason: v.optional(v.string()),
  details: v.optional(v.array(ErrorDetailSchema)),
});
export type ErrorObject = v.InferOutput<typeof ErrorObjectSchema>;

/** Codes the API emits today; later resources add their own (e.g. the cart's co001..co005). */
export const errorCodes = {
  invalidRequest: 'invalid_request',
  routeNotFound: 'route_not_found',
  productNotFound: 'product_not_found',
  pageNotFound: 'page_not_found',
  adminTokenInvalid: 'admin_token_invalid',
  originNotAllowed: 'origin_not_allowed',
  repositoryUnavailable: 'repository_unavailable',
  unknown: 'unknown_error',
  network: 'network_error',
  invalidResponse: 'invalid_response',
} as const;
