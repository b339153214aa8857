import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeKeys } from '@shop/i18n';
import { staffMembers } from '../staff/tables';

/**
 * The audit log (issue 25): every staff action with who, when, what, the store and the values
 * before and after. Append-only: a trigger (in its migration, 0024_staff_and_audit.sql) refuses UPDATE, DELETE and TRUNCATE,
 * so not even the API's own database user can rewrite it.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a failed sign-in of an unknown e-mail and for the system's own jobs. */
    staffId: uuid('staff_id').references(() => staffMembers.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    store: text('store', { enum: storeKeys }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_staff_idx').on(t.staffId, t.at),
  ],
);
