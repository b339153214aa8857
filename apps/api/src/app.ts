import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REQUEST_BODY_LIMIT_BYTES } from '@shop/api-client/contract';
import {
  adminAttemptsFromEnv,
  contentOptionsFromEnv,
  type ContentOptions,
  couponSellBackDaysFromEnv,
  databaseFromEnv,
  dealerTermsFromEnv,
  loadSheddingFromEnv,
  priceOptionsFromEnv,
  publicApiPrefixFromEnv,
  quoteLockSecondsFromEnv,
  trustProxyFromEnv,
  type AttemptLimit,
  type PriceOptions,
  type TrustProxy,
} from './config';
import type { DatabaseOptions } from './db/client';
import db from './plugins/db';
import { prepareDatabase } from './seed/prepare-database';
import type { WebSocket } from '@fastify/websocket';
import websocket from './plugins/websocket';
import pricesRepository from './prices/repository';
import prices from './prices/prices-plugin';
import productSearch from './search/search-plugin';
import type { SpotFeed } from './prices';
import pricesRoutes from './prices/routes';
import priceSocketRoutes from './prices/socket-routes';
import adminRoutes from './admin/routes';
import errorHandler from './plugins/error-handler';
import loadShedding, { type LoadSheddingOptions } from './plugins/load-shedding';
import { believeForwardedOnlyFromEdge, edgeSecretFromEnv } from './plugins/edge-trust';
import { httpErrorOptions } from './lib/http-errors';
import storeKey from './plugins/store-key';
import productsRepository from './catalogue/products-repository';
import categoriesRepository from './catalogue/categories-repository';
import healthRepository from './health/repository';
import productsRoutes from './catalogue/routes';
import productImageRoutes from './catalogue/image-routes';
import staffCatalogueRoutes from './catalogue/staff-routes';
import searchRoutes from './search/routes';
import healthRoutes from './health/routes';
import { createReadiness, type Readiness } from './health/readiness';
import openApi from './openapi/openapi-plugin';
import versionsRoutes from './versions/routes';
import mediaRoutes from './media/routes';
import carts from './carts/carts-plugin';
import wishlists from './wishlists/wishlists-plugin';
import orders from './orders/orders-plugin';
import documents from './documents/documents-plugin';
import { dealersDetailsFromEnv, type DealersDetails } from './documents/dealer-details';
import orderDeadlines from './order-deadlines/order-deadlines-plugin';
import { deadlineOptionsFromEnv, type DeadlineOptions } from './order-deadlines/config';
import { dealerAccountsFromEnv, type DealerAccounts } from './orders/dealer-accounts';
import { receivingAddressesFromEnv, type ReceivingAddresses } from './orders/receiving-addresses';
import { orderDeskFromEnv } from './orders/order-desk';
import settings from './settings/settings-plugin';
import content from './content/content-plugin';
import type { ContentFacts } from './content/placeholders';
import deposits from './deposits/deposits-plugin';
import limitOrders from './limit-orders/limit-orders-plugin';
import alerts from './alerts/alerts-plugin';
import accounts, { type AccountsPluginOptions } from './customers/accounts-plugin';
import { accountOptionsFromEnv } from './customers/config';
import application from './application/application-plugin';
import newsletters from './newsletters/newsletters-plugin';
import staff, { staffOptionsFromEnv, type StaffOptions } from './staff/staff-plugin';
import staffWhistleblowRoutes from './staff/whistleblow-routes';
import auditRoutes from './audit/routes';
import staffCouponRoutes from './checkout/staff-coupon-routes';
import staffCustomerRoutes from './customers/staff-routes';
import jobs from './jobs/jobs-plugin';
import { jobsConfigFromEnv, type JobsConfig } from './jobs/config';
import {
  applicationOptionsFromEnv,
  defaultContactMailTo,
  type ApplicationOptions,
} from './application/config';

export interface BuildAppOptions {
  /** Defaults to DATABASE_URL (PostgreSQL) or the PGlite data folder (DATA_DIR). */
  database?: DatabaseOptions;
  /** Seed an empty catalogue on start (default true). */
  seed?: boolean;
  /** Prefix of image URLs as browsers see them through the edge proxy (default PUBLIC_API_PREFIX or /api). */
  publicApiPrefix?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Recalculation interval, admin token, socket origins and spot feed; defaults from the
   * environment (PRICE_RECALC_INTERVAL_SECONDS, ADMIN_TOKEN, SHOP_ORIGINS, STORE_HOSTS, SPOT_FEED).
   * `feed` may also be a SpotFeed object (tests).
   */
  prices?: Partial<Omit<PriceOptions, 'feed'>> & { feed?: PriceOptions['feed'] | SpotFeed };
  /** Customers and sessions; defaults from the environment (see customers/config.ts). */
  accounts?: Partial<AccountsPluginOptions>;
  /** How long a review step's quote holds its prices; default QUOTE_LOCK_SECONDS (config.ts). */
  quoteLockSeconds?: number;
  /** Where customers pay bank-transfer buy orders; default DEALER_BANK_ACCOUNTS (orders/dealer-accounts.ts). */
  dealerAccounts?: DealerAccounts;
  /** Where sellers post their goods; default DEALER_RECEIVING_ADDRESSES (orders/receiving-addresses.ts). */
  receivingAddresses?: ReceivingAddresses;
  /** Who issues each store's invoices; default DEALER_DETAILS (documents/dealer-details.ts). */
  dealersDetails?: DealersDetails;
  /** Unpaid orders' reminder and cancellation days, the job's timer; defaults from UNPAID_* (order-deadlines/config.ts). */
  orderDeadlines?: Partial<DeadlineOptions>;
  /** Database gate and event-loop limit; defaults from DB_MAX_IN_FLIGHT, DB_MAX_QUEUED, DB_MAX_WAIT_MS, MAX_EVENT_LOOP_DELAY_MS. */
  loadShedding?: LoadSheddingOptions;
  /** Whose X-Forwarded-For gives the client address (default TRUST_PROXY, else loopback). */
  trustProxy?: TrustProxy;
  /** The edge's secret, without which X-Forwarded-* are ignored; default EDGE_SECRET (unset: not asked). */
  edgeSecret?: string | undefined;
  /** Failed admin-token attempts per client address; default ADMIN_MAX_FAILED_ATTEMPTS per ADMIN_ATTEMPT_WINDOW_SECONDS. */
  adminAttempts?: AttemptLimit;
  /** Editor token, webhook secret, cache; defaults from CONTENT_* (see config.ts). */
  content?: Partial<ContentOptions>;
  /** Contact mailbox and whistleblower key; defaults from CONTACT_MAIL_TO, WHISTLEBLOW_KEY(_FILE). */
  application?: Partial<ApplicationOptions>;
  /** Demo staff and the clock of staff sessions; defaults from SEED_DEMO_STAFF. */
  staff?: Partial<StaffOptions>;
  /** How often each instance reads the run-time settings again; default SETTINGS_REFRESH_MS (2000). */
  settingsRefreshMs?: number;
  /** Check every answer against the published contract; default: outside production. */
  checkAnswers?: boolean;
  /** This instance's name (default INSTANCE_ID) and its draining switch, thrown by server.ts on SIGTERM. */
  readiness?: Readiness;
  /**
   * The job queue: housekeeping's interval and the workers' polling, defaults from
   * HOUSEKEEPING_JOB_INTERVAL_SECONDS and JOB_POLL_SECONDS; the first retry's delay (30 s).
   */
  jobs?: Partial<JobsConfig> & { retryDelaySeconds?: number };
}

/** Time a client has to send a whole request (Node's default is 5 minutes); later is a 408. */
const requestTimeoutMs = 30_000;

/**
 * The API without a listening socket: server.ts listens, tests use app.inject. Plugins are
 * registered explicitly rather than autoloaded so the esbuild bundle contains all of them.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? databaseFromEnv();
  const app = Fastify({
    logger: options.logger ?? false,
    // Trailing slashes are the edge's business (it redirects them); here both forms match.
    routerOptions: { ignoreTrailingSlash: true },
    // Query values stay strings (or arrays when repeated); the shared schemas do the typing.
    trustProxy: options.trustProxy ?? trustProxyFromEnv(),
    requestTimeout: requestTimeoutMs,
    // The edge refuses larger bodies itself; one limit for both (see REQUEST_BODY_LIMIT_BYTES).
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // The db plugin migrates and seeds before the API answers: seconds on PGlite, more on a busy
    // machine. Fastify's 10 s default would fail such a start and the supervisor restart it in a loop.
    pluginTimeout: 120_000,
    // Failures before any route runs answer with the error object too (lib/http-errors.ts).
    ...httpErrorOptions,
  });
  // Before every other hook: nothing may read a client address the edge did not vouch for.
  const edgeSecret = 'edgeSecret' in options ? options.edgeSecret : edgeSecretFromEnv();
  if (edgeSecret) believeForwardedOnlyFromEdge(app, edgeSecret);

  const priceOptions = { ...priceOptionsFromEnv(), ...options.prices };
  // Read before the database opens: a missing mail transport stops the start-up at once.
  const accountOptions = { ...accountOptionsFromEnv(), ...options.accounts };
  // So are missing or invalid dealer bank accounts: customers would be told to pay into them.
  const dealerAccounts = options.dealerAccounts ?? dealerAccountsFromEnv();
  // And the addresses sellers are told to post metal to.
  const receivingAddresses = options.receivingAddresses ?? receivingAddressesFromEnv();
  // And who issues the invoices, and when unpaid orders are reminded and cancelled.
  const dealersDetails = options.dealersDetails ?? dealersDetailsFromEnv();
  const deadlineOptions = { ...deadlineOptionsFromEnv(), ...options.orderDeadlines };
  const jobsConfig = { ...jobsConfigFromEnv(), ...options.jobs };
  const applicationOptions: ApplicationOptions = options.application?.whistleblowKey
    ? {
        contactMailTo: defaultContactMailTo,
        ...options.application,
        whistleblowKey: options.application.whistleblowKey,
      }
    : { ...applicationOptionsFromEnv(), ...options.application };
  const loadSheddingOptions = options.loadShedding ?? loadSheddingFromEnv(process.env, database);
  const quoteLockSeconds = options.quoteLockSeconds ?? quoteLockSecondsFromEnv();
  // What the legal texts state: the values the shop runs on, so a changed setting changes the text.
  const contentFacts: ContentFacts = {
    priceRecalcIntervalSeconds: priceOptions.intervalSeconds,
    quoteLockSeconds,
    couponSellBackDays: couponSellBackDaysFromEnv(),
    ...dealerTermsFromEnv(),
  };

  await app.register(errorHandler);
  await app.register(websocket);
  await app.register(db, {
    database,
    prepare: (connection, log) => prepareDatabase(connection, { seed: options.seed ?? true, log }),
  });
  await app.register(storeKey);
  const publicApiPrefix = options.publicApiPrefix ?? publicApiPrefixFromEnv();
  await app.register(openApi, {
    publicApiPrefix,
    checkAnswers: options.checkAnswers ?? process.env.NODE_ENV !== 'production',
  });
  await app.register(productsRepository, { publicApiPrefix });
  await app.register(categoriesRepository);
  await app.register(healthRepository);
  await app.register(pricesRepository);
  await app.register(prices, {
    intervalSeconds: priceOptions.intervalSeconds,
    feed: priceOptions.feed,
    feedMaxAgeSeconds: priceOptions.feedMaxAgeSeconds,
    seed: options.seed ?? true,
  });
  await app.register(productSearch);

  // After start-up's migrations, seeding and first price view (they block the event loop for
  // seconds, which the lag sampler would hold against the first requests); before the routes,
  // whose handlers it wraps.
  await app.register(loadShedding, loadSheddingOptions);
  await app.register(productImageRoutes);
  await app.register(productsRoutes);
  await app.register(searchRoutes);
  await app.register(mediaRoutes);
  const priceSockets = new Set<WebSocket>();
  const readiness = options.readiness ?? createReadiness();
  await app.register(healthRoutes, {
    timeoutMs: loadSheddingOptions.database.maxWaitMs,
    openSockets: () => priceSockets.size,
    readiness,
  });
  await app.register(pricesRoutes);
  await app.register(priceSocketRoutes, {
    prefix: '/prices/socket',
    allowedOrigins: priceOptions.allowedOrigins,
    sockets: priceSockets,
  });
  await app.register(accounts, { ...accountOptions, shopOrigins: priceOptions.allowedOrigins });
  // Before the features whose staff routes run behind its guard.
  await app.register(staff, { ...staffOptionsFromEnv(), ...options.staff });
  await app.register(auditRoutes);
  await app.register(carts, { quoteLockSeconds });
  await app.register(wishlists, { publicApiPrefix });
  // The run-time settings (issue 26): the environment's values fill what the database lacks;
  // orders, documents and the unpaid-order job read the stored values through live views.
  await app.register(settings, {
    defaults: {
      dealerAccounts,
      orderDesk: orderDeskFromEnv(),
      reminderDays: deadlineOptions.reminderDays,
      cancelDays: deadlineOptions.cancelDays,
    },
    ...(options.settingsRefreshMs !== undefined ? { refreshMs: options.settingsRefreshMs } : {}),
  });
  await app.register(orders, {
    dealer: { accounts: app.settings.dealerAccounts, receivingAddresses },
    orderDesk: app.settings.orderDesk,
  });
  await app.register(documents, { dealers: dealersDetails });
  await app.register(orderDeadlines, {
    ...deadlineOptions,
    reminderDays: app.settings.reminderDays,
    cancelDays: app.settings.cancelDays,
  });
  await app.register(content, {
    ...contentOptionsFromEnv(),
    ...options.content,
    attempts: options.adminAttempts ?? adminAttemptsFromEnv(),
    facts: contentFacts,
  });
  await app.register(versionsRoutes);
  await app.register(application, applicationOptions);
  await app.register(staffWhistleblowRoutes);
  await app.register(newsletters);
  await app.register(deposits);
  await app.register(limitOrders);
  await app.register(staffCatalogueRoutes, { publicApiPrefix });
  await app.register(alerts);
  // The back-office's coupons and customers (issue 26): after every feature a customer's page reads.
  await app.register(staffCouponRoutes);
  await app.register(staffCustomerRoutes);
  // The background jobs (issue 28, item 3): after every feature whose work they run.
  await app.register(jobs, {
    ...jobsConfig,
    instance: readiness.instance,
    deadlineIntervalSeconds: deadlineOptions.intervalSeconds,
  });
  await app.register(adminRoutes, {
    ...(priceOptions.adminToken ? { adminToken: priceOptions.adminToken } : {}),
    shopOrigins: priceOptions.allowedOrigins,
    attempts: options.adminAttempts ?? adminAttemptsFromEnv(),
  });

  return app;
}
