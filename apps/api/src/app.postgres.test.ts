import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { defineApiSuite } from './test/api-suite';
import { definePricesSuite, testAdminToken } from './test/prices-suite';
import {
  createTestDatabase,
  dropTestDatabase,
  inCi,
  isPostgresReachable,
  pgTestUrl,
} from './test/postgres';

const reachable = isPostgresReachable();
// Locally a missing server skips this file; in CI it must fail, or the PostgreSQL path goes untested.
const describePostgres = reachable || inCi ? describe : describe.skip;

let app: FastifyInstance;
let database: { name: string; url: string } | undefined;

describePostgres('API on PostgreSQL', () => {
  beforeAll(async () => {
    if (!reachable)
      throw new Error(`PostgreSQL is not reachable at ${pgTestUrl} (CI=true requires it)`);
    database = await createTestDatabase();
    app = await buildApp({
      database: { kind: 'postgres', url: database.url, poolSize: 4 },
      publicApiPrefix: '/api',
      prices: { intervalSeconds: 0, adminToken: testAdminToken },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    if (database) await dropTestDatabase(database.name);
  });

  defineApiSuite(() => app);
  definePricesSuite(() => app);
});
