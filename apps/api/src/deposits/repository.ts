import { and, eq } from 'drizzle-orm';
import {
  maxPriceSkus,
  ProductPricesResponseSchema,
  valueDeposit,
  type Deposit,
  type DepositHistory,
  type PreciousMetal,
  type ProductPricing,
  type SnapshotPoint,
  type SnapshotTimespan,
} from '@shop/api-client/contract';
import { stores, type StoreKey } from '@shop/i18n';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { productDetailsByIds } from '../catalogue/product-refs';
import { deposits } from './tables';
import { shippedOrderLines } from '../orders/shipped-lines';
import { repositoryCall } from '../lib/errors';
import type { PriceService, PricesRepository } from '../prices';
import { depositValueHistory } from './history';
import { depositBook, holdingsOf, type DepositOrderLine } from './holdings';

/** The shipping method of orders that go into (buy) or come out of (sell) the deposit. */
export const depositShippingKey = 'deposit';

export type DepositRow = typeof deposits.$inferSelect;
export interface DepositScope {
  ownerId: string;
  store: StoreKey;
}

const depotNumber = (row: DepositRow) => `${row.storeKey.toUpperCase()}-${row.number}`;

/**
 * Lines of the owner's orders in the store shipped to or from the deposit since it was opened (the
 * checkout ships to an open deposit only; an older order is no part of it), in order; cancelled
 * orders moved nothing. `executor` is the caller's transaction when the answer must hold until it
 * commits.
 */
async function orderLines(executor: Database, row: DepositRow): Promise<DepositOrderLine[]> {
  const lines = await shippedOrderLines(executor, {
    ownerId: row.ownerId,
    store: row.storeKey,
    since: row.openedAt,
    methodKey: depositShippingKey,
  });
  const detailsOf = await productDetailsByIds(
    executor,
    lines.map((line) => line.productId),
  );
  return lines.map((line) => {
    const { slugDe, slugEn, preciousMetal, fineWeightG } = detailsOf(line.productId);
    return { ...line, slugDe, slugEn, preciousMetal, fineWeightG };
  });
}

/** What the deposit holds now, per product (paid purchases less accepted sales). */
const holdingsIn = async (executor: Database, row: DepositRow) =>
  holdingsOf(depositBook(await orderLines(executor, row)).movements, stores[row.storeKey].currency);

/**
 * The quantity of each SKU that may still be sold from the deposit: what it holds (paid purchases
 * less accepted sales) less the sales still waiting for the dealer's acceptance, so nothing is
 * sold twice.
 */
export async function heldQuantities(
  executor: Database,
  row: DepositRow,
): Promise<Map<string, number>> {
  const { movements, outgoing } = depositBook(await orderLines(executor, row));
  const held = new Map(
    holdingsOf(movements, stores[row.storeKey].currency).map((holding) => [
      holding.sku,
      holding.quantity,
    ]),
  );
  for (const sale of outgoing)
    held.set(sale.sku, Math.max(0, (held.get(sale.sku) ?? 0) - sale.quantity));
  return held;
}

/** The owner's deposit in the store, if one is open. */
export async function depositOf(
  db: Database,
  scope: DepositScope,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.ownerId, scope.ownerId), eq(deposits.storeKey, scope.store)));
  return row;
}

/**
 * Locks the owner's deposit row in the store for the rest of the transaction `tx`. A sale from the
 * deposit takes it before it reads the holdings, so two concurrent sales of one position line up:
 * the second reads the holdings only once the first has committed (READ COMMITTED reads anew per
 * statement) and sees the sale it made.
 */
export const lockDeposit = (tx: Database, scope: DepositScope) =>
  tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.ownerId, scope.ownerId), eq(deposits.storeKey, scope.store)))
    .for('update');

export function createDepositsRepository(
  db: Database,
  prices: PriceService,
  pricesRepository: PricesRepository,
) {
  /** The store's current prices of these SKUs, read from the price service's sheet. */
  function currentPricing(store: StoreKey, skus: readonly string[], now: Date) {
    const bySku = new Map<string, ProductPricing>();
    let valuedAt = now.toISOString();
    for (let i = 0; i < Math.max(skus.length, 1); i += maxPriceSkus) {
      const json = prices.productPricesJson(store, skus.slice(i, i + maxPriceSkus), now);
      const answer = v.parse(ProductPricesResponseSchema, JSON.parse(json.toString('utf8')));
      valuedAt = answer.lastRecalculatedAt;
      for (const pricing of answer.products) bySku.set(pricing.sku, pricing);
    }
    return { bySku, valuedAt };
  }

  async function toDeposit(
    row: DepositRow,
    now: Date,
    book?: ReturnType<typeof depositBook>,
  ): Promise<Deposit> {
    const store = row.storeKey;
    const { currency } = stores[store];
    const { movements, incoming } = book ?? depositBook(await orderLines(db, row));
    const holdings = holdingsOf(movements, currency);
    const { bySku, valuedAt } = currentPricing(
      store,
      holdings.map((holding) => holding.sku),
      now,
    );
    return valueDeposit(
      {
        id: row.id,
        depotNumber: depotNumber(row),
        store,
        currency,
        openedAt: row.openedAt.toISOString(),
        positions: holdings,
        incoming,
      },
      (sku) => bySku.get(sku),
      valuedAt,
    );
  }

  const find = async (scope: DepositScope) => {
    const [row] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.ownerId, scope.ownerId), eq(deposits.storeKey, scope.store)));
    return row;
  };

  return {
    /** The owner's deposit in the store, valued now; empty before it is opened. */
    list: (scope: DepositScope): Promise<Deposit[]> =>
      repositoryCall(async () => {
        const row = await find(scope);
        return row ? [await toDeposit(row, new Date())] : [];
      }),

    /**
     * The deposit's value over the timespan (see depositValueHistory); no points before it is
     * opened. Its last point is the valuation GET /deposits answers at the same prices.
     */
    history: (scope: DepositScope, timespan: SnapshotTimespan): Promise<DepositHistory> =>
      repositoryCall(async () => {
        const { currency } = stores[scope.store];
        const row = await find(scope);
        if (!row) return { timespan, currency, points: [] };
        const now = new Date();
        const book = depositBook(await orderLines(db, row));
        const moved = book.movements;
        const skus = [...new Set(moved.map((movement) => movement.sku))];
        // In sequence: one pooled connection may serve them all.
        const deposit = await toDeposit(row, now, book);
        const pricing = await pricesRepository.pricingData();
        const held = await pricesRepository.pricedProducts(db, skus);
        const metalHistory = new Map<PreciousMetal, SnapshotPoint[]>();
        for (const metal of new Set(held.flatMap((product) => product.metal ?? [])))
          metalHistory.set(
            metal,
            await pricesRepository.snapshots({ metal, currency, type: 'sell', timespan }, now),
          );
        const points = depositValueHistory({
          store: scope.store,
          openedAt: row.openedAt,
          movements: moved,
          products: new Map(held.map((product) => [product.sku, product])),
          pricing,
          metalHistory,
          current: { valuedAt: deposit.valuedAt, centAmount: deposit.currentValue.centAmount },
        });
        return { timespan, currency, points };
      }),

    /**
     * Whether a deposit of the owner, in any store, still holds metal; `executor` is the caller's
     * transaction when the answer must hold until it commits.
     */
    holdsMetal: (ownerId: string, executor: Database = db): Promise<boolean> =>
      repositoryCall(async () => {
        const rows = await executor.select().from(deposits).where(eq(deposits.ownerId, ownerId));
        for (const row of rows) if ((await holdingsIn(executor, row)).length > 0) return true;
        return false;
      }),

    /**
     * Opens the owner's deposit in the store. The unique index makes a concurrent or repeated
     * opening find the first one instead: `created` tells whether this call opened it.
     */
    open: (scope: DepositScope): Promise<{ deposit: Deposit; created: boolean }> =>
      repositoryCall(async () => {
        const now = new Date();
        const [inserted] = await db
          .insert(deposits)
          .values({ ownerId: scope.ownerId, storeKey: scope.store, openedAt: now })
          .onConflictDoNothing({ target: [deposits.ownerId, deposits.storeKey] })
          .returning();
        const row = inserted ?? (await find(scope));
        if (!row) throw new Error('The deposit vanished while it was being opened');
        return { deposit: await toDeposit(row, now), created: inserted !== undefined };
      }),
  };
}

export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
