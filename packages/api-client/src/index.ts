export * from './schemas';
export * from './contract/endpoint';
export { createCallEndpoint, type CallEndpoint, type EndpointCallOptions } from './call-endpoint';
export { ApiError, isApiError } from './api-error';
export { createApiClient, type ApiClient, type ApiClientConfig } from './client';
export {
  createRequest,
  buildUrl,
  type Request,
  type RequestConfig,
  type RequestOptions,
  type QueryValue,
} from './request';
export type { CallOptions } from './resources/products';
export { createProductPriceBatcher, type ProductPriceBatcher } from './price-batcher';
export { PREVIEW_IMAGE_SIZE, previewImageUrl } from './product-images';
export { REQUEST_BODY_LIMIT_BYTES } from './request-limits';
export { addressDraftOf, addressLines } from './address-lines';
export {
  browserRefreshLock,
  createSessionRules,
  type AuthFailedListener,
  type SessionRules,
  type SessionRulesOptions,
} from './session-rules';
export {
  noSession,
  parseSessionCookies,
  readBrowserSession,
  type SessionInfo,
} from './session-cookies';
export {
  createContentEditorResource,
  type ArticleQuery,
  type ContentCallOptions,
} from './resources/content';
export { isPriorityCall } from './priority-calls';
export { captureUtmParams, keptUtmParams } from './utm-session';
export {
  OUTBOX_PATH,
  isLocalHostname,
  isLoopbackAddress,
  servesOnlyThisMachine,
} from './local-machine';
export { buyBackUnitPrice, percentOf, valueDeposit } from './deposit-valuation';
export type { OfferDecision, OrderLookupBody, OrderLookupCodeBody } from './resources/orders';
