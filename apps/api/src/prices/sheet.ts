import { storeKeys } from '@shop/i18n';
import type { PriceSheet, StorePrices } from './engine';

/**
 * How a product's price sheet is stored (product_prices.sheet, integer[]): compact, because a
 * recalculation rewrites every product and the write volume is most of its cost.
 *
 *   [n, q1..qn, then per store in storeKeys order (at, de, ch, li, us):
 *       taxRate, spot, sell, buy1..buyn]
 *
 * n is the number of buy tiers (0 when the product is not sold), q their minimum quantities (the
 * same in every store), buy_i the gross price from q_i on. -1 stands for "none" (spot of a
 * product without metal, sell of one not bought back); amounts are never negative.
 */
export function encodeSheet(sheet: PriceSheet): number[] {
  const first = sheet[storeKeys[0]];
  const quantities = first.buy.map(([q]) => q);
  const out: number[] = [quantities.length, ...quantities];
  for (const store of storeKeys) {
    const p = sheet[store];
    out.push(p.taxRate, p.spot ?? -1, p.sell ?? -1);
    for (const [, cents] of p.buy) out.push(cents);
  }
  return out;
}

export function decodeSheet(values: readonly number[]): PriceSheet {
  const n = values[0]!;
  const quantities = values.slice(1, 1 + n);
  const sheet = {} as PriceSheet;
  let i = 1 + n;
  for (const store of storeKeys) {
    const taxRate = values[i]!;
    const spot = values[i + 1]!;
    const sell = values[i + 2]!;
    const buy = quantities.map((q, k): [number, number] => [q, values[i + 3 + k]!]);
    const prices: StorePrices = {
      buy,
      sell: sell < 0 ? null : sell,
      taxRate,
      spot: spot < 0 ? null : spot,
    };
    sheet[store] = prices;
    i += 3 + n;
  }
  return sheet;
}

/** PostgreSQL array literal of an encoded sheet, e.g. '{3,1,10,25,0,345662,...}'. */
export const sheetLiteral = (sheet: PriceSheet) => `{${encodeSheet(sheet).join(',')}}`;

/**
 * SQL text of the 1-based index of the quantity-1 buy price of the store at `storeIndex` in a
 * `sheet` column; search reads the buy prices it filters and sorts by with it
 * (catalogue/products-repository.ts).
 */
export const buyIndexSql = (column: string, storeIndex: number) =>
  `${column}[${column}[1] + ${storeIndex} * (3 + ${column}[1]) + 5]`;
