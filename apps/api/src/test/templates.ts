import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { connectDatabase, type DatabaseOptions } from '../db/client';
import { prepareDatabase } from '../seed/prepare-database';
import { createTestDatabase, dropTestDatabase, isPostgresReachable } from './postgres';

/*
 * Template databases for the API tests. Every test file starts an app on a database of its own;
 * migrating and seeding each one anew (about 150 products, the content, the checkout data) cost
 * seconds per file. The jest global setup (test/global-setup.ts) prepares them once per run with
 * the db plugin's prepareDatabase (seed/prepare-database.ts), seeded and bare (buildApp's `seed: false`):
 * - PGlite: dumped to files in node_modules/.cache/test-templates, named by a hash of what their
 *   content follows from (migrations, seeds, the shared packages), so a changed seed makes new
 *   ones; testPglite() starts an in-memory PGlite from such a dump.
 * - PostgreSQL: databases of this run (dropped by the global teardown); each suite's database is
 *   created as a copy of one (test/postgres-suite.ts).
 * A database copied from a template is `prepared`: the db plugin skips prepareDatabase, which
 * would find nothing to do. Without the global setup (or PostgreSQL) a test database is migrated
 * and seeded at start as before.
 */

export type TemplateKind = 'seeded' | 'bare';
const kinds: TemplateKind[] = ['seeded', 'bare'];
const kindOf = (seed: boolean): TemplateKind => (seed ? 'seeded' : 'bare');
const pgliteEnv = (kind: TemplateKind) => `SHOP_TEST_PGLITE_TEMPLATE_${kind.toUpperCase()}`;
const postgresEnv = (kind: TemplateKind) => `SHOP_TEST_PG_TEMPLATE_${kind.toUpperCase()}`;

const apiRoot = path.resolve(__dirname, '../..');
const repoRoot = path.resolve(apiRoot, '../..');
const cacheDir = path.join(apiRoot, 'node_modules/.cache/test-templates');

/** Every file a template's content can follow from; more than needed rather than too few. */
const templateSources = [
  path.join(apiRoot, 'package.json'),
  path.join(apiRoot, 'src/db'),
  path.join(apiRoot, 'src/plugins/db.ts'),
  path.join(repoRoot, 'packages/api-client/src'),
  path.join(repoRoot, 'packages/i18n/src'),
];

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of templateSources.flatMap(filesUnder).sort()) {
    hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Writes the missing PGlite template dumps of the current sources and removes outdated ones. */
async function preparePgliteTemplates(): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  const key = templateKey();
  const fileOf = (kind: TemplateKind) => path.join(cacheDir, `pglite-${key}-${kind}.tar`);
  for (const file of readdirSync(cacheDir))
    if (file.startsWith('pglite-') && !file.startsWith(`pglite-${key}-`))
      rmSync(path.join(cacheDir, file), { force: true });
  for (const kind of kinds) {
    const file = fileOf(kind);
    if (!existsSync(file)) {
      const connection = await connectDatabase({ kind: 'pglite-memory' });
      try {
        await prepareDatabase(connection, { seed: kind === 'seeded' });
        const client = (connection.db as unknown as { $client: PGlite }).$client;
        const dump = await client.dumpDataDir('none');
        // Written aside and renamed: a parallel run never reads half a dump.
        const partial = `${file}.${process.pid}`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
      } finally {
        await connection.close();
      }
    }
    process.env[pgliteEnv(kind)] = file;
  }
}

/** Creates this run's PostgreSQL templates (when PostgreSQL is there; suites report it missing). */
async function preparePostgresTemplates(): Promise<void> {
  if (!isPostgresReachable()) return;
  await Promise.all(
    kinds.map(async (kind) => {
      const { name, url } = await createTestDatabase(`shop_api_template_${kind}_${process.pid}`);
      const connection = await connectDatabase({ kind: 'postgres', url, poolSize: 2 });
      try {
        await prepareDatabase(connection, { seed: kind === 'seeded' });
      } finally {
        // Closed before any copy: PostgreSQL copies only a template nobody is connected to.
        await connection.close();
      }
      process.env[postgresEnv(kind)] = name;
    }),
  );
}

/**
 * Jest global setup: both kinds of template on both databases. SHOP_TEST_TEMPLATES=0 makes none
 * (every test database migrated and seeded at start: to compare, or to rule the templates out).
 */
export async function prepareTemplates({
  pglite = true,
  postgres = true,
}: { pglite?: boolean; postgres?: boolean } = {}): Promise<void> {
  if (process.env.SHOP_TEST_TEMPLATES === '0') return;
  await Promise.all([
    pglite ? preparePgliteTemplates() : undefined,
    postgres ? preparePostgresTemplates() : undefined,
  ]);
}

/** Jest global teardown: drops this run's PostgreSQL templates. */
export async function dropTemplates(): Promise<void> {
  for (const kind of kinds) {
    const name = process.env[postgresEnv(kind)];
    if (name) await dropTestDatabase(name);
    delete process.env[postgresEnv(kind)];
  }
}

/**
 * An in-memory PGlite for buildApp, started from the template seeded as `seed` says (pass the
 * same as buildApp's `seed`); an empty one without the global setup.
 */
export function testPglite({ seed = true }: { seed?: boolean } = {}): DatabaseOptions {
  const file = process.env[pgliteEnv(kindOf(seed))];
  if (!file || !existsSync(file)) return { kind: 'pglite-memory' };
  return { kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(file)]), prepared: true };
}

/** This run's PostgreSQL template seeded as `seed` says, if the global setup created one. */
export function postgresTemplate({ seed }: { seed: boolean }): string | undefined {
  return process.env[postgresEnv(kindOf(seed))];
}
