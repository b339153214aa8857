import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import { jobNames } from '@shop/api-client/contract';
import type { DatabaseConnection } from '../db/client';

/*
 * The job queue: pg-boss 10 (the last line whose engines allow Node 20) on the shop's own
 * database connection, PostgreSQL's pool or the single PGlite connection, through pg-boss's `db`
 * option. Its tables live in the schema `pgboss`, which pg-boss installs and migrates itself.
 */

/** The schema pg-boss keeps its queues, jobs and archive in. */
export const jobQueueSchema = 'pgboss';

type QueryResult = { rows: unknown[] };

/**
 * pg-boss's `executeSql` on our connection. A call with values is one statement; one without may
 * be several (its installation and maintenance are BEGIN; ...; COMMIT; in one text), which
 * PostgreSQL runs with the simple protocol and PGlite with exec. Such a text that fails midway
 * leaves its transaction open and aborted: it is rolled back here, so the connection (a pooled one
 * other queries use next, or PGlite's only one) is not left unusable.
 */
export function jobQueueDb(connection: DatabaseConnection): PgBoss.Db {
  const client = (connection.db as unknown as { $client: Pool | PGlite }).$client;
  const lastResult = (result: QueryResult | QueryResult[]): QueryResult =>
    Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;

  if (connection.kind === 'postgres') {
    const pool = client as Pool;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return pool.query(text, values);
        const session = await pool.connect();
        try {
          return lastResult((await session.query(text)) as unknown as QueryResult | QueryResult[]);
        } catch (error) {
          await session.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          session.release();
        }
      },
    };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      try {
        return lastResult(await pglite.exec(text));
      } catch (error) {
        await pglite.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
  };
}

export interface QueueOptions {
  /** Seconds between a worker's looks for due jobs when it was not woken. */
  pollingSeconds: number;
}

/** A pg-boss on `connection`; `start()` installs or migrates its schema when needed. */
export const createJobQueue = (connection: DatabaseConnection, { pollingSeconds }: QueueOptions) =>
  new PgBoss({
    db: jobQueueDb(connection),
    schema: jobQueueSchema,
    // No cron: the shop's schedules are intervals in seconds (jobs/schedule.ts).
    schedule: false,
    // Expiry of jobs whose instance died, archiving and deleting: every instance offers, one
    // does it per interval (pg-boss keeps the time in its version row).
    supervise: true,
    pollingIntervalSeconds: pollingSeconds,
  });

/**
 * Installs or migrates the queue's schema and creates the jobs' queues (start-up, under the
 * start-up lock; also the tests' template databases): instances then start without racing.
 */
export async function prepareJobQueue(connection: DatabaseConnection): Promise<void> {
  const queue = new PgBoss({
    db: jobQueueDb(connection),
    schema: jobQueueSchema,
    schedule: false,
    supervise: false,
  });
  await queue.start();
  for (const name of jobNames) await queue.createQueue(name);
  await queue.stop({ graceful: false, close: false });
}
