import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CustomerDataExport } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { repositoryCall } from '../lib/errors';
import { orders } from './tables';

/**
 * The terms and privacy versions an owner accepted with their orders, and when, oldest first
 * (a customer's data export names them).
 */
export async function orderConsentRecords(
  db: Database,
  ownerId: string,
): Promise<CustomerDataExport['consents']['orders']> {
  const rows = await repositoryCall(() =>
    db
      .select({
        orderNumber: orders.orderNumber,
        termsVersion: orders.termsVersion,
        privacyVersion: orders.privacyVersion,
        acceptedAt: orders.consentsAcceptedAt,
      })
      .from(orders)
      .where(and(eq(orders.ownerId, ownerId), isNotNull(orders.consentsAcceptedAt)))
      .orderBy(asc(orders.consentsAcceptedAt), asc(orders.orderNumber)),
  );
  return rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt!.toISOString() }));
}
