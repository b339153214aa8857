import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  databaseFromEnv,
  priceOptionsFromEnv,
  publicApiPrefixFromEnv,
  type PriceOptions,
} from './config';
import type { DatabaseOptions } from './db/client';
import db from './plugins/external/db';
import websocket from './plugins/external/websocket';
import pricesRepository from './plugins/app/repositories/prices';
import prices from './plugins/app/prices';
import type { SpotFeed } from './prices/feed/spot-feed';
import pricesRoutes from './routes/prices';
import priceSocketRoutes from './routes/prices/socket';
import adminRoutes from './routes/admin';
import errorHandler from './plugins/app/error-handler';
import storeKey from './plugins/app/store-key';
import productsRepository from './plugins/app/repositories/products';
import categoriesRepository from './plugins/app/repositories/categories';
import contentPagesRepository from './plugins/app/repositories/content-pages';
import healthRepository from './plugins/app/repositories/health';
import productsRoutes from './routes/products';
import productImageRoutes from './routes/products/images';
import contentRoutes from './routes/content';
import healthRoutes from './routes/health';

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
}

/**
 * The API without a listening socket: server.ts listens, tests use app.inject. Plugins are
 * registered explicitly rather than autoloaded so the esbuild bundle contains all of them.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Trailing slashes are the edge's business (it redirects them); here both forms match.
    routerOptions: { ignoreTrailingSlash: true },
    // Query values stay strings (or arrays when repeated); the shared schemas do the typing.
  });

  const priceOptions = { ...priceOptionsFromEnv(), ...options.prices };

  await app.register(errorHandler);
  await app.register(websocket);
  await app.register(db, {
    database: options.database ?? databaseFromEnv(),
    seed: options.seed ?? true,
  });
  await app.register(storeKey);
  await app.register(productsRepository, {
    publicApiPrefix: options.publicApiPrefix ?? publicApiPrefixFromEnv(),
  });
  await app.register(categoriesRepository);
  await app.register(contentPagesRepository);
  await app.register(healthRepository);
  await app.register(pricesRepository);
  await app.register(prices, {
    intervalSeconds: priceOptions.intervalSeconds,
    feed: priceOptions.feed,
    seed: options.seed ?? true,
  });

  await app.register(productImageRoutes, { prefix: '/products/images' });
  await app.register(productsRoutes, { prefix: '/products' });
  await app.register(contentRoutes, { prefix: '/content' });
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(pricesRoutes, { prefix: '/prices' });
  await app.register(priceSocketRoutes, {
    prefix: '/prices/socket',
    allowedOrigins: priceOptions.allowedOrigins,
  });
  await app.register(adminRoutes, {
    prefix: '/admin',
    ...(priceOptions.adminToken ? { adminToken: priceOptions.adminToken } : {}),
  });

  return app;
}
