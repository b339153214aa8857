import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  maxPriceSkus,
  ProductPricesResponseSchema,
  valueDeposit,
  type Deposit,
  type DepositPosition,
  type PreciousMetal,
  type ProductPricing,
} from '@shop/api-client';
import { stores, type Currency, type StoreKey } from '@shop/i18n';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { deposits, orderLineItems, orders, products } from '../db/schema';
import { repositoryCall } from '../lib/errors';
import type { PriceService } from '../plugins/app/prices';

/** The shipping method of orders that go into (buy) or come out of (sell) the deposit. */
export const depositShippingKey = 'deposit';

type DepositRow = typeof deposits.$inferSelect;
type Holding = Omit<DepositPosition, 'unitValue' | 'value'>;

export interface DepositScope {
  ownerId: string;
  store: StoreKey;
}

/** One order line that moved metal into or out of the deposit, oldest first. */
export interface DepositMovement {
  transactionType: string;
  orderedAt: Date;
  sku: string;
  productId: string;
  nameDe: string;
  nameEn: string;
  slugDe: string | null;
  slugEn: string | null;
  preciousMetal: PreciousMetal | null;
  fineWeightG: number | null;
  quantity: number;
  unitCentAmount: number;
}

/**
 * What the movements leave in the deposit, per product: purchases add units at what they cost, a
 * sale takes units out at their average cost (the cost basis of what remains is unchanged per
 * unit). A sale of more than is held empties the position.
 */
export function holdingsOf(movements: readonly DepositMovement[], currency: Currency): Holding[] {
  const bySku = new Map<string, { holding: Holding; cost: number }>();
  for (const line of movements) {
    let entry = bySku.get(line.sku);
    if (!entry) {
      entry = {
        cost: 0,
        holding: {
          sku: line.sku,
          productId: line.productId,
          // The product as ordered: its name stays readable if the catalogue drops it.
          name: { de: line.nameDe, en: line.nameEn },
          slug: { de: line.slugDe ?? '', en: line.slugEn ?? '' },
          preciousMetal: line.preciousMetal,
          fineWeightGrams: line.fineWeightG,
          quantity: 0,
          cost: { centAmount: 0, currency },
          firstOrderedAt: line.orderedAt.toISOString(),
        },
      };
      bySku.set(line.sku, entry);
    }
    const { holding } = entry;
    if (line.transactionType === 'buy') {
      holding.quantity += line.quantity;
      entry.cost += line.unitCentAmount * line.quantity;
    } else {
      const sold = Math.min(line.quantity, holding.quantity);
      entry.cost -= holding.quantity === 0 ? 0 : Math.round((entry.cost * sold) / holding.quantity);
      holding.quantity -= sold;
    }
    holding.cost = { centAmount: entry.cost, currency };
  }
  return [...bySku.values()].map((entry) => entry.holding).filter((h) => h.quantity > 0);
}

const depotNumber = (row: DepositRow) => `${row.storeKey.toUpperCase()}-${row.number}`;

export function createDepositsRepository(db: Database, prices: PriceService) {
  /** Lines of the owner's orders in the store shipped to the deposit; cancelled orders moved nothing. */
  const movements = (scope: DepositScope): Promise<DepositMovement[]> =>
    db
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
          eq(orders.ownerId, scope.ownerId),
          eq(orders.storeKey, scope.store),
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

  async function toDeposit(row: DepositRow, now: Date): Promise<Deposit> {
    const store = row.storeKey as StoreKey;
    const { currency } = stores[store];
    const holdings = holdingsOf(await movements({ ownerId: row.ownerId, store }), currency);
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
