import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { errorCodes, type AddressDraft, type Customer } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { subscriptionOf } from '../newsletters/subscriptions';
import { customerAddresses, customers } from './tables';
import { openLimitOrderCount } from '../limit-orders/repository';
import { unfinishedOrderCount } from '../orders/order-limits';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import { toCustomer, type AddressRow, type CustomerRow } from './mapping';

type NewCustomer = typeof customers.$inferInsert;
type CustomerChanges = Partial<
  Omit<NewCustomer, 'id' | 'email' | 'version' | 'createdAt' | 'updatedAt'>
>;

/** PostgreSQL's unique_violation, wherever a driver or drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const customerNotFound = () =>
  businessError(errorCodes.customerNotFound, 404, { name: 'ResourceNotFoundError' });
const addressNotFound = () =>
  businessError(errorCodes.addressNotFound, 404, { name: 'ResourceNotFoundError' });

/** The address columns of a draft; absent optional fields are stored as null. */
export const addressValues = (draft: AddressDraft) => ({
  title: draft.title ?? null,
  salutation: draft.salutation ?? null,
  firstName: draft.firstName,
  lastName: draft.lastName,
  company: draft.company ?? null,
  streetName: draft.streetName,
  streetNumber: draft.streetNumber,
  apartment: draft.apartment ?? null,
  zipCode: draft.zipCode,
  city: draft.city,
  state: draft.state ? (draft.country === 'US' ? draft.state.toUpperCase() : draft.state) : null,
  country: draft.country,
  phone: draft.phone ? draft.phone : null,
});
export type AddressValues = ReturnType<typeof addressValues>;

export function createCustomersRepository(db: Database) {
  const addressesOf = (tx: Database, customerId: string) =>
    tx
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));

  const withAddresses = async (tx: Database, row: CustomerRow): Promise<Customer> => {
    const subscription = await subscriptionOf(tx, row.email);
    return toCustomer(row, await addressesOf(tx, row.id), subscription?.status ?? null);
  };

  /**
   * Address changes run in a transaction that first locks the customer row: concurrent changes
   * of one customer's addresses line up, and the version goes up once per change.
   */
  const changeAddresses = (
    customerId: string,
    change: (tx: Database, addresses: AddressRow[]) => Promise<void>,
  ): Promise<Customer> =>
    repositoryCall(() =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, customerId))
          .for('update');
        if (!locked) throw customerNotFound();
        await change(tx, await addressesOf(tx, customerId));
        const [row] = await tx
          .update(customers)
          .set({ version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
          .where(eq(customers.id, customerId))
          .returning();
        return withAddresses(tx, row!);
      }),
    );

  /** Makes `addressId` the only default of a kind (unset first: the partial unique index checks at once). */
  const select = async (
    tx: Database,
    customerId: string,
    addressId: string,
    kind: 'defaultShipping' | 'defaultBilling',
  ) => {
    await tx
      .update(customerAddresses)
      .set({ [kind]: false })
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          ne(customerAddresses.id, addressId),
          eq(customerAddresses[kind], true),
        ),
      );
    await tx
      .update(customerAddresses)
      .set({ [kind]: true })
      .where(eq(customerAddresses.id, addressId));
  };

  const findById = async (id: string): Promise<CustomerRow | undefined> =>
    (await repositoryCall(() => db.select().from(customers).where(eq(customers.id, id))))[0];

  return {
    findByEmail: async (email: string): Promise<CustomerRow | undefined> =>
      (
        await repositoryCall(() =>
          db
            .select()
            .from(customers)
            .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`),
        )
      )[0],

    findById,

    /** The Customer answer; a customer deleted meanwhile is a 404. */
    async load(id: string): Promise<Customer> {
      const [row] = await repositoryCall(() =>
        db.select().from(customers).where(eq(customers.id, id)),
      );
      if (!row) throw customerNotFound();
      return repositoryCall(() => withAddresses(db, row));
    },

    toCustomer: (row: CustomerRow) => repositoryCall(() => withAddresses(db, row)),

    /** A new customer; a taken e-mail (also by a concurrent registration) is email_taken. */
    async insert(values: NewCustomer): Promise<CustomerRow> {
      try {
        const [row] = await db.insert(customers).values(values).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw businessError(errorCodes.emailTaken, 409);
        return repositoryCall(() => Promise.reject(error));
      }
    },

    /** Takes back a registration whose activation mail could not be sent. */
    undoInsert: (id: string) =>
      repositoryCall(() => db.delete(customers).where(eq(customers.id, id))),

    /**
     * Sets the password of the customer a reset link names, in the transaction that consumes the
     * link (`consume` answers the customer's id, or undefined for a link that is no good). The
     * link proves the mailbox, so the address counts as confirmed.
     */
    resetPassword: (passwordHash: string, consume: (tx: Database) => Promise<string | undefined>) =>
      repositoryCall(() =>
        db.transaction(async (tx) => {
          const id = await consume(tx);
          if (!id) return undefined;
          await tx
            .update(customers)
            .set({
              passwordHash,
              emailVerified: true,
              version: sql`${customers.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(customers.id, id));
          return id;
        }),
      ),

    /**
     * Changes profile fields and counts the version up. With `expectedVersion`, a customer changed
     * meanwhile answers concurrent_modification instead of overwriting that change.
     */
    async update(
      id: string,
      changes: CustomerChanges,
      expectedVersion?: number,
    ): Promise<CustomerRow> {
      const rows = await repositoryCall(() =>
        db
          .update(customers)
          .set({ ...changes, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
          .where(
            and(
              eq(customers.id, id),
              expectedVersion === undefined ? undefined : eq(customers.version, expectedVersion),
            ),
          )
          .returning(),
      );
      if (rows[0]) return rows[0];
      const exists = await findById(id);
      if (!exists) throw customerNotFound();
      throw businessError(errorCodes.concurrentModification, 409);
    },

    /** Records the first login (once) for the first-time check. */
    markLoggedIn: (id: string) =>
      repositoryCall(() =>
        db
          .update(customers)
          .set({ firstLoginAt: sql`coalesce(${customers.firstLoginAt}, now())` })
          .where(eq(customers.id, id)),
      ),

    /**
     * Deletes the customer and, by cascade, addresses, sessions, tokens, codes and closed limit
     * orders; refuses inside the same transaction when open limit orders or orders that are
     * neither Complete nor Cancelled exist (the dealer still owes or is owed goods or money), or
     * when `holdsMetal` (the deposits' answer, asked in the transaction) finds metal held.
     * `alsoErase` runs in the same transaction once the checks passed (the staff's erasure).
     */
    delete: (
      customerId: string,
      holdsMetal: (tx: Database) => Promise<boolean>,
      alsoErase?: (tx: Database) => Promise<void>,
    ) =>
      repositoryCall(() =>
        db.transaction(async (tx) => {
          await tx
            .select({ id: customers.id })
            .from(customers)
            .where(eq(customers.id, customerId))
            .for('update');
          if ((await openLimitOrderCount(tx, customerId)) > 0)
            throw businessError(errorCodes.limitOrdersExist, 409);
          if ((await unfinishedOrderCount(tx, customerId)) > 0)
            throw businessError(errorCodes.openOrdersExist, 409);
          if (await holdsMetal(tx)) throw businessError(errorCodes.depositHoldingsExist, 409);
          await alsoErase?.(tx);
          await tx.delete(customers).where(eq(customers.id, customerId));
        }),
      ),

    addAddress: (
      customerId: string,
      values: AddressValues,
      flags: { defaultShipping?: boolean; defaultBilling?: boolean },
    ) =>
      changeAddresses(customerId, async (tx, existing) => {
        // The first address is the default of both kinds: a customer with addresses always has one.
        const first = existing.length === 0;
        const [row] = await tx
          .insert(customerAddresses)
          .values({ customerId, ...values })
          .returning({ id: customerAddresses.id });
        if (flags.defaultShipping ?? first)
          await select(tx, customerId, row!.id, 'defaultShipping');
        if (flags.defaultBilling ?? first) await select(tx, customerId, row!.id, 'defaultBilling');
      }),

    updateAddress: (
      customerId: string,
      addressId: string,
      values: AddressValues,
      flags: { defaultShipping?: boolean; defaultBilling?: boolean },
    ) =>
      changeAddresses(customerId, async (tx, existing) => {
        if (!existing.some((a) => a.id === addressId)) throw addressNotFound();
        await tx
          .update(customerAddresses)
          .set({
            ...values,
            ...(flags.defaultShipping === false ? { defaultShipping: false } : {}),
            ...(flags.defaultBilling === false ? { defaultBilling: false } : {}),
          })
          .where(eq(customerAddresses.id, addressId));
        if (flags.defaultShipping) await select(tx, customerId, addressId, 'defaultShipping');
        if (flags.defaultBilling) await select(tx, customerId, addressId, 'defaultBilling');
      }),

    /** A selected (default) address stays until another is chosen, unless it is the last one. */
    removeAddress: (customerId: string, addressId: string) =>
      changeAddresses(customerId, async (tx, existing) => {
        const address = existing.find((a) => a.id === addressId);
        if (!address) throw addressNotFound();
        if ((address.defaultShipping || address.defaultBilling) && existing.length > 1)
          throw businessError(errorCodes.addressSelected, 409);
        await tx.delete(customerAddresses).where(eq(customerAddresses.id, addressId));
      }),
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
