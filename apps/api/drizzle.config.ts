import { defineConfig } from 'drizzle-kit';

// Generation works offline from the schema alone; the app applies the SQL with drizzle's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/tables.ts',
  out: './src/db/migrations',
});
