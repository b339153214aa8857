import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
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
} from '@shop/api-client';
import { stores, type StoreKey } from '@shop/i18n';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { deposits, orderLineItems, orders, products } from '../db/schema';
import { repositoryCall } from '../lib/errors';
import type { PriceService } from '../plugins/app/prices';
import type { PricesRepository } from '../plugins/app/repositories/prices';
import { depositValueHistory } from './history';
import { holdingsOf, type DepositMovement } from './holdings';

/** The shipping method of orders that go into (buy) or come out of (sell) the deposit. */
export const depositShippingKey = 'deposit';

type DepositRow = typeof deposits.$inferSelect;
export interface DepositScope {
  ownerId: string;
  store: StoreKey;
}

const depotNumber = (row: DepositRow) => `${row.storeKey.toUpperCase()}-${row.number}`;

export function createDepositsRepository(
  db: Database,
  prices: PriceService,
  pricesRepository: PricesRepository,
) {
  /**
   * Lines of the owner's orders in the store shipped to the deposit since it was opened (the
   * checkout ships to an open deposit only; an older order is no part of it); cancelled orders
   * moved nothing.
   */
  const movements = (row: DepositRow, executor: Database = db): Promise<DepositMovement[]> =>
    executor
      .select({
        transactionType: orders.transactionType,
        orderedAt: orders.createdAt,
        sku: orderLineItems.sku,
        productId: orderLineItems.productId,
        nameDe: orderLineItems.nameDe,
        nameEn: orderLineItems.nameEn,
        slugDe: products.slugDe,
        slugEn: products.slugEn,
        preciousMetal: products.preciousMetal,
        fineWeightG: products.fineWeightG,
        quantity: orderLineItems.quantity,
        unitCentAmount: orderLineItems.unitCentAmount,
      })
      .from(orders)
      .innerJoin(orderLineItems, eq(orderLineItems.orderId, orders.id))
      .leftJoin(products, eq(products.id, orderLineItems.productId))
      .where(
        and(
          eq(orders.ownerId, row.ownerId),
          eq(orders.storeKey, row.storeKey),
          gte(orders.createdAt, row.openedAt),
          sql`${orders.shippingInfo}->>'methodKey' = ${depositShippingKey}`,
          ne(orders.orderState, 'Cancelled'),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.orderNumber), asc(orderLineItems.position));

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
    moved?: readonly DepositMovement[],
  ): Promise<Deposit> {
    const store = row.storeKey as StoreKey;
    const { currency } = stores[store];
    const holdings = holdingsOf(moved ?? (await movements(row)), currency);
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
        const moved = await movements(row);
        const skus = [...new Set(moved.map((movement) => movement.sku))];
        // In sequence: one pooled connection may serve them all.
        const deposit = await toDeposit(row, now, moved);
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
        for (const row of rows) {
          const { currency } = stores[row.storeKey as StoreKey];
          if (holdingsOf(await movements(row, executor), currency).length > 0) return true;
        }
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
