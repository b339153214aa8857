import { customType } from 'drizzle-orm/pg-core';

/** Bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array. */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
