import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PostalAddress } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { toAddress } from './mapping';
import { customerAddresses, customers } from './tables';

/** What an order made on a customer's behalf takes from the account. */
export interface OrderContact {
  email: string | null;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
}

/**
 * The customer's e-mail as a subquery, null for an owner id that is no customer (a guest), so a
 * cart's insert or update takes it in the same statement.
 */
export const customerEmailSql = (ownerId: string) =>
  sql<
    string | null
  >`(select ${customers.email} from ${customers} where ${customers.id} = ${ownerId})`;

/** A saved address as the cart and order keep it: without id and default flags. */
function postal(row: typeof customerAddresses.$inferSelect): PostalAddress {
  const { id: _id, defaultShipping: _s, defaultBilling: _b, ...address } = toAddress(row);
  return address as PostalAddress;
}

/**
 * The customer's e-mail and default addresses (null where there is none, so the order checks
 * name what is missing), read with the caller's transaction.
 */
export async function orderContactOf(tx: Database, customerId: string): Promise<OrderContact> {
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  const addresses = await tx
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  const shipping = addresses.find((address) => address.defaultShipping);
  const billing = addresses.find((address) => address.defaultBilling);
  return {
    email: customer?.email ?? null,
    shippingAddress: shipping ? postal(shipping) : null,
    billingAddress: billing ? postal(billing) : null,
  };
}

/** Whether the customer has a default shipping and a default billing address, as an order needs. */
export async function hasOrderAddresses(conn: Database, customerId: string): Promise<boolean> {
  const defaults = await conn
    .select({
      shipping: customerAddresses.defaultShipping,
      billing: customerAddresses.defaultBilling,
    })
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.customerId, customerId),
        sql`(${customerAddresses.defaultShipping} or ${customerAddresses.defaultBilling})`,
      ),
    );
  return defaults.some((row) => row.shipping) && defaults.some((row) => row.billing);
}

/** The e-mail addresses of these customers, by id (an id that is no customer is absent). */
export async function customerEmails(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(inArray(customers.id, wanted));
  return new Map(rows.map((row) => [row.id, row.email]));
}
