import { asc, desc, eq, lt, max, sql } from 'drizzle-orm';
import type { WhistleblowAuthor, WhistleblowCase } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { contactMessages, whistleblowMessages, whistleblowReports } from './tables';

/*
 * The contact messages and whistleblower cases as stored: what the routes keep and read. The
 * routes encrypt and decrypt; nothing here sees a case's content in clear.
 */

export type ReportRow = typeof whistleblowReports.$inferSelect;
type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>;

/** Spec 1: contact data is stored at most 12 months. */
const contactRetention = sql`now() - interval '12 months'`;

export const storeContactMessage = async (db: Database, message: NewContactMessage) => {
  const [inserted] = await db.insert(contactMessages).values(message).returning();
  return inserted!;
};

/**
 * Deletes the contact messages past their retention; the contact-data purge job (jobs/) runs it
 * on its interval, however many or few messages arrive. Answers how many went.
 */
export async function purgeExpiredContactMessages(db: Database): Promise<number> {
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, contactRetention))
    .returning({ id: contactMessages.id });
  return deleted.length;
}

export const insertReport = (
  db: Database,
  report: { id: string; caseCodeHash: string; payload: string },
) => db.insert(whistleblowReports).values(report);

export async function reportByCaseCodeHash(
  db: Database,
  caseCodeHash: string,
): Promise<ReportRow | undefined> {
  const [report] = await db
    .select()
    .from(whistleblowReports)
    .where(eq(whistleblowReports.caseCodeHash, caseCodeHash));
  return report;
}

/** Every report, newest first. */
export const allReports = (db: Database): Promise<ReportRow[]> =>
  db
    .select()
    .from(whistleblowReports)
    .orderBy(desc(whistleblowReports.receivedOn), asc(whistleblowReports.id));

/** A case's messages in the order they were written. */
export const caseMessages = (db: Database, reportId: string) =>
  db
    .select()
    .from(whistleblowMessages)
    .where(eq(whistleblowMessages.reportId, reportId))
    .orderBy(asc(whistleblowMessages.sequence));

/** Adds an (encrypted) message to a case, numbered after the last one, in one transaction. */
export const appendCaseMessage = (
  db: Database,
  message: { id: string; reportId: string; author: WhistleblowAuthor; payload: string },
) =>
  db.transaction(async (tx) => {
    // Locks the report so two follow-ups at once do not take the same number.
    await tx
      .select({ id: whistleblowReports.id })
      .from(whistleblowReports)
      .where(eq(whistleblowReports.id, message.reportId))
      .for('update');
    const [last] = await tx
      .select({ sequence: max(whistleblowMessages.sequence) })
      .from(whistleblowMessages)
      .where(eq(whistleblowMessages.reportId, message.reportId));
    await tx
      .insert(whistleblowMessages)
      .values({ ...message, sequence: (last?.sequence ?? 0) + 1 });
  });

/** Moves a report's status on (or leaves it); false when no such report exists. */
export async function setReportStatus(
  db: Database,
  reportId: string,
  status: WhistleblowCase['status'] | undefined,
): Promise<boolean> {
  const updated = await db
    .update(whistleblowReports)
    .set(status ? { status } : { status: sql`${whistleblowReports.status}` })
    .where(eq(whistleblowReports.id, reportId))
    .returning({ id: whistleblowReports.id });
  return updated.length > 0;
}
