import { connectDatabase, type DatabaseConnection } from '../db/client';
import { prepareDatabase } from '../seed/prepare-database';
import { defineDocumentNumbersSuite } from '../test/document-numbers-suite';
import { testPglite } from '../test/templates';

// A migrated database without the demo seed: numbers and the documents table need nothing else.
let connection: DatabaseConnection;

beforeAll(async () => {
  const options = testPglite({ seed: false });
  connection = await connectDatabase(options);
  if (!options.prepared) await prepareDatabase(connection, { seed: false });
}, 120_000);

afterAll(async () => {
  await connection?.close();
});

describe('document numbers on PGlite', () => {
  defineDocumentNumbersSuite(() => connection.db);
});
