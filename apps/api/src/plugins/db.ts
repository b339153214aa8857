import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  connectDatabase,
  type Database,
  type DatabaseConnection,
  type DatabaseOptions,
} from '../db/client';
import { migrate } from '../db/migrate';
import { seedCatalogueIfEmpty } from '../seed';
import { seedCheckoutData } from '../seed/checkout';
import { seedContent } from '../seed/content';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The connection behind `db`: sessions, LISTEN. */
    dbConnection: DatabaseConnection;
  }
}

export interface DbPluginOptions {
  database: DatabaseOptions;
  /** Seed the catalogue when it is empty (default true). */
  seed?: boolean;
}

/**
 * Brings the schema up to date and fills what is missing of the reference data (and with `seed`
 * the catalogue and content). Idempotent; also builds the API tests' template databases
 * (test/templates.ts), so a test database copied from one holds what a fresh start seeds.
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  { seed, log }: { seed: boolean; log?: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  await connection.withStartupLock(async () => {
    await migrate(connection);
    // Reference data the cart and order rules read, so it is there with or without the demo seed.
    await seedCheckoutData(connection.db);
    if (seed && (await seedCatalogueIfEmpty(connection.db)))
      log?.info('Seeded the product catalogue');
    if (seed && (await seedContent(connection.db)) > 0) log?.info('Seeded content stories');
  });
}

/** Opens the database, brings the schema up to date and fills an empty catalogue before any route runs. */
export default fp<DbPluginOptions>(
  async (fastify, { database, seed = true }) => {
    const connection = await connectDatabase(database);
    try {
      if (!database.prepared) await prepareDatabase(connection, { seed, log: fastify.log });
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
    fastify.addHook('onClose', () => connection.close());
    fastify.decorate('db', connection.db);
    fastify.decorate('dbConnection', connection);
  },
  { name: 'db' },
);
