import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  staffCustomerSearchLimit,
  type StaffCustomerSummary,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { forgetCartContacts } from '../carts/erasure';
import { businessError } from '../lib/business-errors';
import { containing } from '../lib/text';
import { deleteSubscriptionOf } from '../newsletters/erasure';
import { deleteWishlistsOf } from '../wishlists/erasure';
import type { CustomerRow } from './mapping';
import { customers } from './tables';

/*
 * What the back-office reads and changes of customers (issue 26, item 3) beyond the customer's
 * own calls: the search, the sign-in times, the store check and the erasure's clean-up.
 */

/** Where the member's `customers` permission holds: every store (null) or these. */
export type CustomerStores = readonly StoreKey[] | null;

/** The number staff and the customer quote: K- and the row's sequence number. */
export const customerNumberOf = (row: Pick<CustomerRow, 'customerNumber'>): string =>
  `K-${row.customerNumber}`;

export const toSummary = (row: CustomerRow): StaffCustomerSummary => ({
  id: row.id,
  customerNumber: customerNumberOf(row),
  store: row.storeKey,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  companyName: row.companyName,
  vatId: row.vatId,
  active: row.emailVerified,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Customers whose name, e-mail, number (K-100042 or 100042), company or VAT ID (spaces aside)
 * contain `q`, newest first, in the member's stores.
 */
export async function searchCustomers(
  db: Database,
  q: string | undefined,
  stores: CustomerStores,
): Promise<StaffCustomerSummary[]> {
  const conditions: (SQL | undefined)[] = [];
  if (stores !== null) conditions.push(inArray(customers.storeKey, [...stores]));
  if (q) {
    const pattern = containing(q);
    const compact = containing(q.replace(/\s+/g, ''));
    conditions.push(
      or(
        ilike(customers.email, pattern),
        sql`${customers.firstName} || ' ' || ${customers.lastName} ilike ${pattern}`,
        sql`${customers.lastName} || ' ' || ${customers.firstName} ilike ${pattern}`,
        ilike(customers.companyName, pattern),
        sql`replace(${customers.vatId}, ' ', '') ilike ${compact}`,
        sql`'K-' || ${customers.customerNumber}::text ilike ${pattern}`,
      ),
    );
  }
  const rows = await db
    .select()
    .from(customers)
    .where(and(...conditions))
    .orderBy(desc(customers.createdAt), desc(customers.customerNumber))
    .limit(staffCustomerSearchLimit);
  return rows.map(toSummary);
}

/** The customer's row if the member's stores hold it: 404 customer_not_found, 403 otherwise. */
export async function customerInStores(
  db: Database,
  id: string,
  stores: CustomerStores,
): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row)
    throw businessError(errorCodes.customerNotFound, 404, { name: 'ResourceNotFoundError' });
  if (stores !== null && !stores.includes(row.storeKey))
    throw businessError(errorCodes.staffStoreNotAllowed, 403);
  return row;
}

/**
 * What an erasure removes besides the customer's row and its cascade (addresses, sessions,
 * tokens, codes, alerts, closed limit orders): wishlists, the newsletter subscription of the
 * address, and the contact data on carts that never became orders. Orders keep what they were
 * placed with, as the invoices drawn from them must be kept.
 */
export async function eraseOwnedData(
  tx: Database,
  customer: Pick<CustomerRow, 'id' | 'email'>,
): Promise<void> {
  await deleteWishlistsOf(tx, customer.id);
  await deleteSubscriptionOf(tx, customer.email);
  await forgetCartContacts(tx, customer.id);
}
