import {
  addQuantities,
  availabilityOf,
  errorCodes,
  maxLineItemQuantity,
} from '@shop/api-client/contract';
import { productsBySku } from '../catalogue/product-refs';
import { outOfStockError } from '../catalogue/stock';
import { businessError } from '../lib/business-errors';
import { validationError } from '../lib/errors';
import type { CartScope } from './cart-rows';
import type { WriteCart } from './cart-write';
import type { LineDraft, PriceLine } from './line-pricing';

/** The line-item calls: add, remove and re-price, each one write of the locked cart. */
export const createLineChanges = (write: WriteCart, priceLine: PriceLine) => ({
  /**
   * PUT line-items: adds `quantity` of `sku` (a new line, or more on the existing one, re-priced
   * at the tier of the new quantity). Adding under the row lock makes concurrent adds sum up.
   */
  setLineItem: (
    scope: CartScope,
    cartId: string,
    line: { sku: string; quantity: number; version?: number },
    locale: string | undefined,
  ) =>
    write(scope, cartId, line.version, async (tx, cart, lines) => {
      const quantity = addQuantities(
        lines.find((l) => l.sku === line.sku)?.quantity ?? 0,
        line.quantity,
      );
      if (quantity > maxLineItemQuantity)
        throw validationError([
          { path: 'body.quantity', message: `must be at most ${maxLineItemQuantity} in total` },
        ]);
      // A sold-out product is refused at once rather than three steps later at the order.
      if (cart.transactionType === 'buy') {
        const product = (await productsBySku(tx, [line.sku])).get(line.sku);
        if (product && availabilityOf(product.stock, product.lowStockThreshold) === 'soldOut')
          throw outOfStockError([{ sku: line.sku, stock: 0 }]);
      }
      return {
        upsert: [await priceLine(tx, cart, line.sku, quantity)],
        checkLimit: true,
        ...(locale ? { locale } : {}),
      };
    }),

  /** DELETE line-items: `quantity` fewer of `sku` (re-priced at its tier), or the whole line. */
  removeLineItem: (
    scope: CartScope,
    cartId: string,
    query: { sku: string; quantity?: number; version?: number },
    locale: string | undefined,
  ) =>
    write(scope, cartId, query.version, async (tx, cart, lines) => {
      const line = lines.find((l) => l.sku === query.sku);
      if (!line) throw businessError(errorCodes.lineItemNotFound, 400);
      const left = query.quantity === undefined ? 0 : addQuantities(line.quantity, -query.quantity);
      const localeChange = locale ? { locale } : {};
      if (left <= 0) return { remove: [line.sku], ...localeChange };
      return { upsert: [await priceLine(tx, cart, line.sku, left)], ...localeChange };
    }),

  /**
   * Every line at the current price sheet (co005 / product_not_available if one cannot be); the
   * answer flags each line whose unit price changed with its previous price.
   */
  recalculate: (scope: CartScope, cartId: string, version: number | undefined) =>
    write(scope, cartId, version, async (tx, cart, lines) => {
      // One statement at a time on a transaction's connection.
      const upsert: LineDraft[] = [];
      for (const line of lines) upsert.push(await priceLine(tx, cart, line.sku, line.quantity));
      return { upsert, reportPriceChanges: true };
    }),
});
