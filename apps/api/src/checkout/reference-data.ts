import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PriceType, ShippingMethodKey } from '@shop/api-client/contract';
import type { Currency, StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import {
  branches,
  discountCodes,
  shippingMethodPrices,
  shippingMethods,
  storeRules,
} from './tables';

/** A shipping method as offered in one store, with its price there. */
export interface StoreShippingMethod {
  id: string;
  key: ShippingMethodKey;
  transactionTypes: PriceType[];
  centAmount: number;
  currency: Currency;
  freeFromCentAmount: number | null;
}

export type StoreRules = typeof storeRules.$inferSelect;
export type DiscountCode = typeof discountCodes.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

const methodColumns = {
  id: shippingMethods.id,
  key: shippingMethods.key,
  transactionTypes: shippingMethods.transactionTypes,
  centAmount: shippingMethodPrices.centAmount,
  currency: shippingMethodPrices.currency,
  freeFromCentAmount: shippingMethodPrices.freeFromCentAmount,
};

/** Every method's price in every store that offers it. */
export async function allShippingMethodPrices(
  db: Database,
): Promise<(StoreShippingMethod & { storeKey: StoreKey })[]> {
  return db
    .select({ ...methodColumns, storeKey: shippingMethodPrices.storeKey })
    .from(shippingMethods)
    .innerJoin(shippingMethodPrices, eq(shippingMethodPrices.methodId, shippingMethods.id))
    .orderBy(asc(shippingMethods.position), asc(shippingMethodPrices.storeKey));
}

/** The methods offered in the store (those with a price there), in display order. */
export async function storeShippingMethods(
  db: Database,
  store: StoreKey,
): Promise<StoreShippingMethod[]> {
  return db
    .select(methodColumns)
    .from(shippingMethods)
    .innerJoin(
      shippingMethodPrices,
      and(
        eq(shippingMethodPrices.methodId, shippingMethods.id),
        eq(shippingMethodPrices.storeKey, store),
      ),
    )
    .orderBy(asc(shippingMethods.position));
}

/** The branches a cart of the store may pick up at, in display order. */
export const storeBranches = (db: Database, store: StoreKey): Promise<BranchRow[]> =>
  db.select().from(branches).where(eq(branches.storeKey, store)).orderBy(asc(branches.position));

export const branchIdsOf = async (db: Database, store: StoreKey): Promise<Set<string>> =>
  new Set(
    (await db.select({ id: branches.id }).from(branches).where(eq(branches.storeKey, store))).map(
      (row) => row.id,
    ),
  );

export const allBranches = (db: Database): Promise<BranchRow[]> =>
  db.select().from(branches).orderBy(asc(branches.position));

export async function branchById(db: Database, id: string): Promise<BranchRow | undefined> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  return row;
}

export async function branchBySlug(db: Database, slug: string): Promise<BranchRow | undefined> {
  const [row] = await db.select().from(branches).where(eq(branches.slug, slug));
  return row;
}

export async function rulesOf(db: Database, store: StoreKey): Promise<StoreRules> {
  const [rules] = await db.select().from(storeRules).where(eq(storeRules.storeKey, store));
  // A missing store is seeded on every start from seed/checkout-data.ts, which has every store.
  if (!rules) throw new Error(`No store rules for ${store}`);
  return rules;
}

/** Every store's rules; `lock` takes the rows for update (inside a change's transaction). */
export const allStoreRules = (db: Database, lock = false): Promise<StoreRules[]> => {
  const query = db.select().from(storeRules).orderBy(asc(storeRules.storeKey));
  return lock ? query.for('update') : query;
};

/** The limits staff change in the settings (issue 26); the currency and the store stay. */
export type StoreRulesChange = Partial<Omit<StoreRules, 'storeKey' | 'currency'>>;

export async function updateStoreRules(
  tx: Database,
  store: StoreKey,
  change: StoreRulesChange,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await tx.update(storeRules).set(change).where(eq(storeRules.storeKey, store));
}

export const discountCodesByIds = (
  db: Database,
  ids: readonly string[],
): Promise<DiscountCode[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(discountCodes)
        .where(inArray(discountCodes.id, [...ids]));

/** A code as typed (any case, spaces around) to the stored one. */
export async function discountCodeByCode(
  db: Database,
  code: string,
): Promise<DiscountCode | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, code.trim().toUpperCase()));
  return row;
}

/** Valid now and, for a fixed amount, in the cart's currency. */
export const discountApplies = (code: DiscountCode, currency: string, now: Date): boolean =>
  code.validFrom <= now &&
  (code.validUntil === null || now < code.validUntil) &&
  (code.currency === null || code.currency === currency);

/** A coupon's limits, as the discount_codes row holds them. */
export interface CouponLimits {
  id: string;
  maxRedemptions: number;
  maxRedemptionsPerCustomer: number;
}

/**
 * Locks the code's row until the order transaction ends, so two orders cannot both count the
 * same last redemption as free: the second waits here and then counts the first.
 */
export async function lockDiscountCode(tx: Database, id: string): Promise<CouponLimits> {
  const [row] = await tx
    .select({
      id: discountCodes.id,
      maxRedemptions: discountCodes.maxRedemptions,
      maxRedemptionsPerCustomer: discountCodes.maxRedemptionsPerCustomer,
    })
    .from(discountCodes)
    .where(eq(discountCodes.id, id))
    .for('update');
  // The cart references the code by foreign key, so the row exists.
  return row!;
}
