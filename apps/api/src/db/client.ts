import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { schema } from './schema';

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** The driver-neutral drizzle handle every repository uses. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseOptions['kind'];
  /**
   * Runs `task` while holding a database-wide lock, so several API processes starting against
   * one PostgreSQL migrate and seed one after the other instead of racing.
   */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Arbitrary but fixed key of the advisory lock guarding migrate + seed. */
const startupLockKey = 7_245_001;

export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.kind === 'postgres') {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Database,
      kind: options.kind,
      async withStartupLock(task) {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [startupLockKey]);
          return await task();
        } finally {
          await lockClient
            .query('select pg_advisory_unlock($1)', [startupLockKey])
            .catch(() => undefined);
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.kind === 'pglite') mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.kind === 'pglite' ? { dataDir: options.dataDir } : {});
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: options.kind,
    // PGlite is a single connection owned by this process; there is nobody to race.
    withStartupLock: (task) => task(),
    close: () => client.close(),
  };
}
