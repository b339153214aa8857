import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseConnection } from './client';

/**
 * src/db/migrations when running from source; the build copies them next to the bundle
 * (dist/migrations), which is where __dirname points there.
 */
export const migrationsFolder = path.join(__dirname, 'migrations');

export async function migrate(
  connection: DatabaseConnection,
  folder = migrationsFolder,
): Promise<void> {
  if (connection.kind === 'postgres') {
    await migratePg(connection.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } else {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  }
}
