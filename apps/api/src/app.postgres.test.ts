import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { defineApiSuite } from './test/api-suite';
import { defineHardeningSuite } from './test/hardening-suite';
import { definePricesSuite, testAdminToken } from './test/prices-suite';
import { defineSearchSuite } from './test/search-suite';
import { testLoadShedding } from './test/helpers';
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
    const options = { kind: 'postgres' as const, url: database.url, poolSize: 4 };
    app = await buildApp({
      database: options,
      loadShedding: testLoadShedding(options),
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
  defineSearchSuite(() => app);
  definePricesSuite(() => app);
  defineHardeningSuite(() => app);
});
