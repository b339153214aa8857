import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import {
  createTestDatabase,
  dropTestDatabase,
  inCi,
  isPostgresReachable,
  pgTestUrl,
} from './test/postgres';
import { adminToken, defineAlertsSuite } from './test/alerts-suite';

const reachable = isPostgresReachable();
// Locally a missing server skips this file; in CI it must fail, or the PostgreSQL path goes untested.
const describePostgres = reachable || inCi ? describe : describe.skip;

let app: FastifyInstance;
let database: { name: string; url: string } | undefined;

describePostgres('alerts on PostgreSQL', () => {
  beforeAll(async () => {
    if (!reachable)
      throw new Error(`PostgreSQL is not reachable at ${pgTestUrl} (CI=true requires it)`);
    database = await createTestDatabase('shop_alerts_test');
    app = await buildApp({
      database: { kind: 'postgres', url: database.url, poolSize: 4 },
      prices: { intervalSeconds: 0, adminToken },
    });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    if (database) await dropTestDatabase(database.name);
  });

  defineAlertsSuite(() => app);
});
