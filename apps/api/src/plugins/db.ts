import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  connectDatabase,
  type Database,
  type DatabaseConnection,
  type DatabaseOptions,
} from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The connection behind `db`: sessions, LISTEN. */
    dbConnection: DatabaseConnection;
  }
}

export interface DbPluginOptions {
  database: DatabaseOptions;
  /**
   * Brings the database of a new connection up to date before any route runs (migrations,
   * reference data, seeds: seed/prepare-database.ts); skipped for a `prepared` one.
   */
  prepare: (connection: DatabaseConnection, log: FastifyBaseLogger) => Promise<void>;
}

/** Opens the database and has it prepared before any route runs. */
export default fp<DbPluginOptions>(
  async (fastify, { database, prepare }) => {
    const connection = await connectDatabase(database);
    try {
      if (!database.prepared) await prepare(connection, fastify.log);
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
