import { sql } from 'drizzle-orm';
import { storeKeys } from '@shop/i18n';
import type { Database } from '../db/client';
import type { BuyPrices } from '../search';
import { buyIndexSql } from './sheet';
import { productPrices } from './tables';

/**
 * The store's gross buy price for quantity 1 from each store's part of a price sheet (layout in
 * prices/sheet.ts), in storeKeys order; null for a product without buy tiers.
 */
const buyPriceColumns = sql.join(
  storeKeys.map((_, i) => sql`case when sheet[1] > 0 then ${sql.raw(buyIndexSql('sheet', i))} end`),
  sql`, `,
);

/** Every product's buy price for quantity 1 per store, as search filters and sorts by it. */
export async function buyPricesOf(db: Database): Promise<BuyPrices> {
  const rows = await db
    .select({
      id: productPrices.productId,
      buy: sql<(number | null)[]>`array[${buyPriceColumns}]`,
    })
    .from(productPrices);
  return new Map(rows.map((r) => [r.id, r.buy]));
}
