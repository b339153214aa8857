import { desc, eq, sql } from 'drizzle-orm';
import {
  errorCodes,
  type StaffCoupon,
  type StaffCouponBody,
  type StaffCouponRedemption,
} from '@shop/api-client/contract';
import { stores as storeTable, type Currency, type StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { appendAudit } from '../audit/append';
import { isUniqueViolation } from '../customers/repository';
import { businessError } from '../lib/business-errors';
import { couponRedemptions, redemptionCounts } from '../orders/coupon-usage';
import { discountCodes } from './tables';

/*
 * Coupons for staff (issue 26, item 2). They are the carts' discount codes (discount_codes): the
 * carts keep applying them by the rules of carts/coupon-changes.ts and orders/coupon-usage.ts,
 * which read the stores, minimum cart value and deactivation set here.
 */

type CouponRow = typeof discountCodes.$inferSelect;

/** Where the member's `coupons` permission holds: every store (null) or these. */
export type CouponStores = readonly StoreKey[] | null;

/** A coupon is the member's when its stores all lie within theirs (every store: only for all). */
export const couponWithin = (coupon: Pick<CouponRow, 'stores'>, allowed: CouponStores): boolean =>
  allowed === null ||
  (coupon.stores !== null && coupon.stores.every((store) => allowed.includes(store)));

const notFound = () =>
  businessError(errorCodes.staffCouponNotFound, 404, { name: 'ResourceNotFoundError' });
const storeNotAllowed = () => businessError(errorCodes.staffStoreNotAllowed, 403);

function toCoupon(row: CouponRow, redemptions: number): StaffCoupon {
  const percent = row.percentBps !== null;
  return {
    id: row.id,
    code: row.code,
    kind: percent ? 'percent' : 'fixed',
    value: percent ? row.percentBps! / 100 : row.centAmount!,
    currency: row.currency,
    minCartValue:
      row.minCartCentAmount !== null && row.currency !== null
        ? { centAmount: row.minCartCentAmount, currency: row.currency }
        : null,
    stores: row.stores,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.maxRedemptions,
    usageLimitPerCustomer: row.maxRedemptionsPerCustomer,
    includesInvestmentBullion: row.includesInvestmentBullion,
    active: row.deactivatedAt === null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    redemptions,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The coupon's terms as audited: the answer without the count, which is not a term. */
const terms = (coupon: StaffCoupon): Record<string, unknown> => {
  const { redemptions: _redemptions, ...rest } = coupon;
  return rest;
};

/**
 * The columns a body sets. A fixed amount and a minimum cart value are in one currency: the one
 * given, else the minimum's, else the one all the coupon's stores share; none of these is
 * coupon_currency_needed, as is a minimum in another currency than a fixed amount's.
 */
function columnsOf(body: StaffCouponBody) {
  const storeList = body.stores ?? null;
  const storeCurrencies = new Set<Currency>(
    (storeList ?? (Object.keys(storeTable) as StoreKey[])).map((key) => storeTable[key].currency),
  );
  const shared = storeCurrencies.size === 1 ? [...storeCurrencies][0]! : null;
  const minimum = body.minCartValue ?? null;
  const needsCurrency = body.kind === 'fixed' || minimum !== null;
  const currency = body.currency ?? minimum?.currency ?? (needsCurrency ? shared : null);
  if (needsCurrency && currency === null)
    throw businessError(errorCodes.couponCurrencyNeeded, 400, {
      details: [{ path: 'body.currency', message: 'error.coupon_currency_needed' }],
    });
  if (minimum && minimum.currency !== currency)
    throw businessError(errorCodes.couponCurrencyNeeded, 400, {
      details: [{ path: 'body.minCartValue.currency', message: 'error.coupon_currency_needed' }],
    });
  return {
    code: body.code,
    percentBps: body.kind === 'percent' ? Math.round(body.value * 100) : null,
    centAmount: body.kind === 'fixed' ? body.value : null,
    currency,
    minCartCentAmount: minimum?.centAmount ?? null,
    stores: storeList ? [...new Set(storeList)] : null,
    validFrom: new Date(body.validFrom),
    validUntil: body.validUntil ? new Date(body.validUntil) : null,
    maxRedemptions: body.usageLimit,
    maxRedemptionsPerCustomer: body.usageLimitPerCustomer ?? 1,
    includesInvestmentBullion: body.includesInvestmentBullion ?? false,
  };
}

const firstStore = (row: Pick<CouponRow, 'stores'>): StoreKey | null =>
  row.stores?.length === 1 ? row.stores[0]! : null;

export function createCouponsRepository(db: Database) {
  async function view(tx: Database, row: CouponRow): Promise<StaffCoupon> {
    return toCoupon(row, (await redemptionCounts(tx, [row.id])).get(row.id) ?? 0);
  }

  /** The member's coupon, locked for a change when `lock`; 404 or 403 otherwise. */
  async function owned(
    tx: Database,
    id: string,
    allowed: CouponStores,
    lock = false,
  ): Promise<CouponRow> {
    const query = tx.select().from(discountCodes).where(eq(discountCodes.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    if (!couponWithin(row, allowed)) throw storeNotAllowed();
    return row;
  }

  /** Refuses a coupon reaching beyond the member's stores (every store included). */
  function assertStores(body: StaffCouponBody, allowed: CouponStores) {
    if (!couponWithin({ stores: body.stores ?? null }, allowed)) throw storeNotAllowed();
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error))
        throw businessError(errorCodes.couponCodeTaken, 409, {
          details: [{ path: 'body.code', message: 'error.coupon_code_taken' }],
        });
      throw error;
    }
  }

  return {
    async list(allowed: CouponStores): Promise<StaffCoupon[]> {
      const rows = (
        await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt))
      ).filter((row) => couponWithin(row, allowed));
      const counts = await redemptionCounts(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toCoupon(row, counts.get(row.id) ?? 0));
    },

    async get(id: string, allowed: CouponStores): Promise<StaffCoupon> {
      return view(db, await owned(db, id, allowed));
    },

    create: (staffId: string, body: StaffCouponBody, allowed: CouponStores) => {
      assertStores(body, allowed);
      const values = columnsOf(body);
      return write(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(discountCodes).values(values).returning();
          const coupon = toCoupon(row!, 0);
          await appendAudit(tx, {
            staffId,
            action: 'coupon.created',
            entityType: 'coupon',
            entityId: coupon.id,
            store: firstStore(row!),
            before: null,
            after: terms(coupon),
          });
          return coupon;
        }),
      );
    },

    update: (staffId: string, id: string, body: StaffCouponBody, allowed: CouponStores) => {
      assertStores(body, allowed);
      const values = columnsOf(body);
      return write(() =>
        db.transaction(async (tx) => {
          const before = await view(tx, await owned(tx, id, allowed, true));
          const [row] = await tx
            .update(discountCodes)
            .set(values)
            .where(eq(discountCodes.id, id))
            .returning();
          const after = toCoupon(row!, before.redemptions);
          await appendAudit(tx, {
            staffId,
            action: 'coupon.updated',
            entityType: 'coupon',
            entityId: id,
            store: firstStore(row!),
            before: terms(before),
            after: terms(after),
          });
          return after;
        }),
      );
    },

    deactivate: (staffId: string, id: string, allowed: CouponStores) =>
      db.transaction(async (tx) => {
        const current = await owned(tx, id, allowed, true);
        if (current.deactivatedAt !== null) return view(tx, current);
        const [row] = await tx
          .update(discountCodes)
          .set({ deactivatedAt: sql`now()` })
          .where(eq(discountCodes.id, id))
          .returning();
        await appendAudit(tx, {
          staffId,
          action: 'coupon.deactivated',
          entityType: 'coupon',
          entityId: id,
          store: firstStore(row!),
          before: { active: true },
          after: { active: false, deactivatedAt: row!.deactivatedAt!.toISOString() },
        });
        return view(tx, row!);
      }),

    async redemptions(id: string, allowed: CouponStores): Promise<StaffCouponRedemption[]> {
      await owned(db, id, allowed);
      return couponRedemptions(db, id);
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
