import { createCallEndpoint } from './call-endpoint';
import { createProductsResource } from './resources/products';
import { createContentResource } from './resources/content';
import { createHealthResource } from './resources/health';
import { createVersionsResource } from './resources/versions';
import { createPricesResource } from './resources/prices';
import { createCartsResource } from './resources/carts';
import { createWishlistsResource } from './resources/wishlists';
import { createCheckoutResource } from './resources/checkout';
import { createBranchesResource } from './resources/branches';
import { createApplicationResource, createNewslettersResource } from './resources/application';
import { createOrdersResource } from './resources/orders';
import { createDepositsResource } from './resources/deposits';
import { createLimitOrdersResource } from './resources/limit-orders';
import { createAlertsResource } from './resources/alerts';
import { createSessionRules, type SessionRulesOptions } from './session-rules';
import {
  createAuthResource,
  createCustomersResource,
  createOutboxResource,
} from './resources/customers';
import { createRequest, type RequestConfig } from './request';

export interface ApiClientConfig extends RequestConfig {
  /**
   * The session rules of spec 4 (anonymous session first, refresh and retry on 401, auth-failed
   * event). The browser's client sets this; server-side clients carry their own token.
   */
  session?: SessionRulesOptions;
}

export function createApiClient(config: ApiClientConfig) {
  const session = createSessionRules(createRequest(config), config.session);
  const request = session.request;
  const call = createCallEndpoint(request);
  return {
    /** The store this client speaks for; decides country and currency of price lookups. */
    storeKey: config.storeKey,
    /** Where the calls go; a client built on this one (the back-office's) links its files there. */
    baseUrl: config.baseUrl,
    request,
    prices: createPricesResource(call),
    products: createProductsResource(call),
    content: createContentResource(call),
    health: createHealthResource(call),
    versions: createVersionsResource(call),
    auth: createAuthResource(call),
    customers: createCustomersResource(call),
    outbox: createOutboxResource(call),
    carts: createCartsResource(call),
    checkout: createCheckoutResource(call),
    branches: createBranchesResource(call),
    application: createApplicationResource(call),
    newsletters: createNewslettersResource(call),
    wishlists: createWishlistsResource(call),
    orders: createOrdersResource(call, config.baseUrl),
    deposits: createDepositsResource(call),
    limitOrders: createLimitOrdersResource(call),
    alerts: createAlertsResource(call),
    /** Fires when the session cannot be renewed (see createSessionRules). */
    onAuthFailed: session.onAuthFailed,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
