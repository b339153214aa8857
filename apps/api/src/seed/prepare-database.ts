import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection } from '../db/client';
import { migrate } from '../db/migrate';
import { prepareJobQueue } from '../jobs/queue';
import { seedCatalogueIfEmpty } from './index';
import { seedCheckoutData } from './checkout';
import { seedContent } from './content';

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
    // The job queue's own schema (pg-boss installs and migrates it), so instances need not race.
    await prepareJobQueue(connection);
    // Reference data the cart and order rules read, so it is there with or without the demo seed.
    await seedCheckoutData(connection.db);
    if (seed && (await seedCatalogueIfEmpty(connection.db)))
      log?.info('Seeded the product catalogue');
    if (seed && (await seedContent(connection.db)) > 0) log?.info('Seeded content stories');
  });
}
