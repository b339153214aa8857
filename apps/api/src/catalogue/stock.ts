import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { errorCodes } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { businessError } from '../lib/business-errors';
import { products } from './tables';

/** What stock is taken for or given back to: a line's product and its units. */
export interface StockLine {
  sku: string;
  productId: string;
  quantity: number;
}

/**
 * The units per product, in product id order: a product may sit on several lines, and taking the
 * rows' locks in one order keeps two orders from waiting for each other crosswise (deadlock).
 */
function unitsPerProduct(lines: readonly StockLine[]): { productId: string; units: number }[] {
  const units = new Map<string, number>();
  for (const line of lines)
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, count]) => ({ productId, units: count }));
}

/**
 * out_of_stock_items naming each line short of stock with the units that are left, so the cart
 * can say how many of which product can still be bought.
 */
export function outOfStockError(short: readonly { sku: string; stock: number }[]) {
  return businessError(errorCodes.outOfStockItems, 400, {
    details: short.map((line) => ({
      path: `lineItems.${line.sku}.quantity`,
      message: `validation.stockLeft:${line.stock}`,
    })),
  });
}

/**
 * Takes a buy order's units out of stock inside the order's transaction. Each product's row is
 * changed by one conditional UPDATE (stock >= units): its row lock makes a parallel order for the
 * same product wait for this transaction and then see the reduced stock, so two orders cannot
 * both take the last units on any number of instances. Throws out_of_stock_items naming the lines
 * short of stock; the transaction then rolls back what was taken.
 */
export async function reserveStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
  const short: string[] = [];
  for (const { productId, units } of unitsPerProduct(lines)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${units}` })
      .where(and(eq(products.id, productId), gte(products.stock, units)))
      .returning({ id: products.id });
    if (taken.length === 0) short.push(productId);
  }
  if (short.length === 0) return;
  const left = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, short));
  const stockOf = new Map(left.map((row) => [row.id, row.stock]));
  throw outOfStockError(
    lines
      .filter((line) => short.includes(line.productId))
      .map((line) => ({ sku: line.sku, stock: stockOf.get(line.productId) ?? 0 })),
  );
}

/** Gives a cancelled buy order's units back, inside the transaction that cancels it. */
export async function releaseStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
  for (const { productId, units } of unitsPerProduct(lines))
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(eq(products.id, productId));
}

/** Sets a product's units in stock (staff counting them); undefined when no product has the SKU. */
export async function setStock(
  db: Database,
  sku: string,
  quantity: number,
): Promise<{ sku: string; stock: number } | undefined> {
  const [row] = await db
    .update(products)
    .set({ stock: quantity })
    .where(eq(products.sku, sku))
    .returning({ sku: products.sku, stock: products.stock });
  return row;
}
