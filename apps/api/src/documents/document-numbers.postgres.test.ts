import { connectDatabase, type DatabaseConnection } from '../db/client';
import { defineDocumentNumbersSuite } from '../test/document-numbers-suite';
import {
  createTestDatabase,
  dropTestDatabase,
  inCi,
  isPostgresReachable,
  pgTestUrl,
  testDatabaseName,
} from '../test/postgres';
import { postgresTemplate } from '../test/templates';
import { prepareDatabase } from '../seed/prepare-database';

const reachable = isPostgresReachable();

// A pool of 8 connections, so concurrent transactions really run side by side and queue on the
// counter row's lock.
(reachable || inCi ? describe : describe.skip)('document numbers on PostgreSQL', () => {
  let connection: DatabaseConnection;
  let name: string;

  beforeAll(async () => {
    if (!reachable)
      throw new Error(`PostgreSQL is not reachable at ${pgTestUrl} (CI=true requires it)`);
    name = testDatabaseName('shop_document_numbers_test');
    const template = postgresTemplate({ seed: false });
    const { url } = await createTestDatabase(name, template);
    connection = await connectDatabase({ kind: 'postgres', url, poolSize: 8 });
    if (!template) await prepareDatabase(connection, { seed: false });
  }, 120_000);

  afterAll(async () => {
    await connection?.close();
    if (name) await dropTestDatabase(name);
  });

  defineDocumentNumbersSuite(() => connection.db);
});
