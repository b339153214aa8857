import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A check that a column holds one of a domain list's values, written from the list itself so the
 * database and the contract cannot drift. The SQL is the literal `in ('a', 'b')` drizzle-kit has
 * always seen, so existing checks keep their migrations.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
