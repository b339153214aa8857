import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { DatabaseOptions } from '../db/client';
import {
  createTestDatabase,
  databaseUrl,
  dropTestDatabase,
  inCi,
  isPostgresReachable,
  pgTestUrl,
  testDatabaseName,
} from './postgres';
import { postgresTemplate } from './templates';

type PostgresConnection = Extract<DatabaseOptions, { kind: 'postgres' }>;

export interface PostgresSuiteSetup {
  /** Prefix of the database this run creates for itself (and drops afterwards). */
  database: string;
  /**
   * API processes started on that database: two or three where the suite checks that several
   * instances behind a load balancer agree (shared locks, LISTEN/NOTIFY, no lost writes).
   */
  instances?: 1 | 2 | 3;
  poolSize?: number;
  /** Everything else `buildApp` gets; some options (load shedding) depend on the connection. */
  options?: (connection: PostgresConnection) => Omit<BuildAppOptions, 'database'>;
}

/** A started instance, read when a test runs (instances start in `beforeAll`). */
export type Instance = () => FastifyInstance;

/**
 * A PostgreSQL database of its own with one to three API instances on it, for a test file:
 * `describe` starts them before its tests and drops them after. Locally a missing server skips
 * the tests; in CI it must fail, or the PostgreSQL path goes untested.
 */
export function onPostgres({
  database: prefix,
  instances = 1,
  poolSize = 4,
  options = () => ({}),
}: PostgresSuiteSetup) {
  const reachable = isPostgresReachable();
  const apps: FastifyInstance[] = [];
  let connection: PostgresConnection | undefined;
  const start = async () => {
    if (!connection) throw new Error('The test database is not created yet');
    const app = await buildApp({ ...options(connection), database: connection });
    await app.ready();
    return app;
  };
  const instance =
    (index: number): Instance =>
    () => {
      const app = apps[index];
      if (!app) throw new Error(`API instance ${index + 1} of ${instances} did not start`);
      return app;
    };

  const describeOnPostgres = (title: string, body: () => void) =>
    (reachable || inCi ? describe : describe.skip)(title, () => {
      let database: { name: string; url: string } | undefined;

      beforeAll(async () => {
        if (!reachable)
          throw new Error(`PostgreSQL is not reachable at ${pgTestUrl} (CI=true requires it)`);
        const name = testDatabaseName(prefix);
        connection = { kind: 'postgres', url: databaseUrl(pgTestUrl, name), poolSize };
        // A copy of the template seeded as these options seed (buildApp's default: seeded).
        const template = postgresTemplate({ seed: options(connection).seed ?? true });
        database = await createTestDatabase(name, template);
        if (template) connection = { ...connection, prepared: true };
        for (let i = 0; i < instances; i += 1) apps.push(await start());
      }, 180_000);

      afterAll(async () => {
        for (const app of apps.splice(0).reverse()) await app.close();
        if (database) await dropTestDatabase(database.name);
      });

      body();
    });

  /** Stops an instance and starts it again on the same database (what survives a restart). */
  const restart = async (index: 0 | 1 | 2) => {
    await instance(index)().close();
    apps[index] = await start();
  };

  return {
    describe: describeOnPostgres,
    app: instance(0),
    second: instance(1),
    third: instance(2),
    restart,
  };
}
