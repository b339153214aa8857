import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';

export type DatabaseOptions = (
  | { kind: 'pglite'; dataDir: string }
  /** `loadDataDir`: start from a dump (PGlite's dumpDataDir) rather than an empty cluster (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number }
) & {
  /**
   * Already migrated and seeded by this code (a copy of the tests' template database,
   * test/templates.ts): start-up skips both. Never set for a database of the shop itself.
   */
  prepared?: boolean;
};

/**
 * The driver-neutral drizzle handle every repository uses. It knows no tables: queries name
 * their feature's tables themselves (no relational `db.query`), so a repository's type does not
 * depend on every other feature's tables.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseOptions['kind'];
  /**
   * Runs `task` while holding a database-wide lock, so several API processes starting against
   * one PostgreSQL migrate and seed one after the other instead of racing.
   */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Runs `task` on one connection for its whole duration (session-level advisory locks and a
   * NOTIFY outside the transaction that follows need that). PGlite has only one connection.
   */
  withSession<T>(task: (db: Database) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` (on PostgreSQL with a dedicated connection that reconnects after a
   * loss and then calls `onReconnect`, since notifications may have been missed meanwhile).
   * Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A LISTEN connection of its own: pooled connections are shared and cannot hold a LISTEN. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (reconnecting: boolean): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true).catch(() => undefined), 1000);
    });
    try {
      await next.connect();
      await next.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (!reconnecting) throw error;
      if (!stopped) retry = setTimeout(() => void connect(true).catch(() => undefined), 1000);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (reconnecting) onReconnect?.();
  };

  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}

/** Arbitrary but fixed key of the advisory lock guarding migrate + seed. */
const startupLockKey = 7_245_001;

export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.kind === 'postgres') {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A client losing its server (PostgreSQL restarted) must not crash the process, idle or checked
    // out (a session, a transaction, the job queue between queries): the query it runs, or the
    // next one, reports it, and the pool drops the broken client on release.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return {
      db: drizzlePg({ client: pool }),
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
      async withSession(task) {
        const client = await pool.connect();
        try {
          return await task(drizzlePg({ client }));
        } finally {
          client.release();
        }
      },
      listen: (channel, onMessage, onReconnect) =>
        listenPostgres(options.url, channel, onMessage, onReconnect),
      close: () => pool.end(),
    };
  }
  if (options.kind === 'pglite') mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(
    options.kind === 'pglite'
      ? { dataDir: options.dataDir }
      : options.loadDataDir
        ? { loadDataDir: options.loadDataDir }
        : {},
  );
  const db = drizzlePglite({ client });
  return {
    db,
    kind: options.kind,
    // PGlite is a single connection owned by this process; there is nobody to race.
    withStartupLock: (task) => task(),
    withSession: (task) => task(db),
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}
