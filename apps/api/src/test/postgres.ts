import { execFileSync } from 'node:child_process';
import { Client } from 'pg';

export const pgTestUrl = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const inCi = process.env.CI === 'true';

/**
 * Whether a short Node script (`probe`, given the URL as its argument) exits 0. Jest collects
 * tests synchronously, so reachability is decided before any test runs by a child process
 * rather than an await.
 */
export function probeSucceeds(probe: string, url: string): boolean {
  try {
    execFileSync(process.execPath, ['-e', probe, url], {
      cwd: __dirname,
      stdio: 'ignore',
      // A fresh node process loading a client library: on a loaded 2-core runner (the build
      // beside the tests) that alone took over 5 s, and a reachable server counted as down.
      timeout: 20_000,
    });
    return true;
  } catch {
    return false;
  }
}

export function isPostgresReachable(url = pgTestUrl): boolean {
  return probeSucceeds(
    `
    const { Client } = require('pg');
    const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
    c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`,
    url,
  );
}

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: pgTestUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A name of its own for this run, so parallel runs and developers' data never meet. */
export function testDatabaseName(prefix = 'shop_api_test'): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}`;
}

/**
 * Creates the database `name`, as a copy of `template` when given (a migrated and seeded
 * database of test/templates.ts: copying it takes a fraction of migrating and seeding anew).
 */
export async function createTestDatabase(
  name: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  await withAdmin((c) =>
    c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  return { name, url: databaseUrl(pgTestUrl, name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  // WITH (FORCE) exists since PostgreSQL 13 and ends connections a failed test left open.
  await withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`));
}
