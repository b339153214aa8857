import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import {
  auditPageSize,
  type AuditEntry,
  type AuditList,
  type AuditQuery,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { staffSummaries } from '../staff/members';
import { auditEntries } from './tables';

/** A value before or after an action, as JSON. */
export type AuditValue = Record<string, unknown> | null;

/** One staff action, as a caller appends it. */
export interface AuditDraft {
  /** Who did it; null when nobody known did (a failed sign-in of an unknown e-mail, a job). */
  staffId: string | null;
  /** What happened, `<entity>.<verb>` (`staff.signedIn`, `order.paymentReceived`). */
  action: string;
  entityType: string;
  entityId: string;
  store: StoreKey | null;
  before: AuditValue;
  after: AuditValue;
}

/**
 * Appends an entry. Pass the caller's transaction where the action writes data, so the entry is
 * committed with the change or not at all. Entries are never changed: the database refuses it.
 */
export async function appendAudit(db: Database, draft: AuditDraft): Promise<void> {
  await db.insert(auditEntries).values(draft);
}

type EntryRow = typeof auditEntries.$inferSelect;

/** The entries with who did them (name and e-mail as the member has them now). */
async function toEntries(db: Database, rows: EntryRow[]): Promise<AuditEntry[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.staffId ? [row.staffId] : [])))];
  const staff = await staffSummaries(db, ids);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff: (row.staffId && staff.get(row.staffId)) || null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    store: row.store,
    before: row.before,
    after: row.after,
  }));
}

/** One page of the log, newest first, with the number of entries the filters match. */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditList> {
  const conditions: SQL[] = [];
  if (query.staffId) conditions.push(eq(auditEntries.staffId, query.staffId));
  if (query.action) conditions.push(eq(auditEntries.action, query.action));
  if (query.entityType) conditions.push(eq(auditEntries.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditEntries.entityId, query.entityId));
  if (query.store) conditions.push(eq(auditEntries.store, query.store));
  if (query.from) conditions.push(gte(auditEntries.at, new Date(query.from)));
  if (query.to) conditions.push(lte(auditEntries.at, new Date(query.to)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(auditPageSize)
      .offset((query.page - 1) * auditPageSize),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { entries: await toEntries(db, rows), total: total?.total ?? 0 };
}

/** Every entry about one thing (an order, a customer, a setting), newest first, for its page. */
export async function auditEntriesFor(
  db: Database,
  { entityType, entityId }: { entityType: string; entityId: string },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, entityType), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id));
  return toEntries(db, rows);
}
