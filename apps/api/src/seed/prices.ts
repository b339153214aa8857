import { count, sql } from 'drizzle-orm';
import { currencies, taxClasses } from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import type { Database } from '../db/client';
import {
  listPrices,
  metalPriceSnapshots,
  priceRules,
  priceTiers,
  products,
  spotQuotes,
  taxRates,
} from '../tables';
import { writeQuotes } from '../prices/repository';
import { priceMetals, spotTable } from '../prices/engine';
import { createSimulatedFeed } from '../prices/feed/simulated';
import type { SpotFeed } from '../prices/feed/spot-feed';
import { initialLevels, type MarketQuotes } from '../prices/market';
import { taxRateTable } from '../prices/tax-classes';
import { listPricesOf, priceRuleSeed, priceTierSeed } from './price-data';

const dayMs = 24 * 3600 * 1000;
const intradayStepMs = 15 * 60 * 1000;

/**
 * Fills what is missing of the price data in one transaction: the policy (rules, tiers, tax,
 * accessory list prices), the first market quotes, and a year of daily plus a week of
 * 15-minute ticker history so charts have data on first start.
 */
export async function seedPricesIfEmpty(
  db: Database,
  feed: SpotFeed,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    let seeded = false;
    const [rules] = await tx.select({ n: count() }).from(priceRules);
    if (!rules?.n) {
      seeded = true;
      await tx.insert(priceRules).values(priceRuleSeed);
      await tx.insert(priceTiers).values(priceTierSeed);
      await tx.insert(taxRates).values(
        storeKeys.flatMap((storeKey) =>
          taxClasses.map((taxClass) => ({
            storeKey,
            taxClass,
            rateBps: taxRateTable[storeKey][taxClass],
          })),
        ),
      );
      const rows = await tx.select({ id: products.id, sku: products.sku }).from(products);
      const prices = rows.flatMap((p) => {
        const net = listPricesOf(p.sku) ?? {};
        return currencies.flatMap((currency) => {
          const netCentAmount = net[currency];
          return netCentAmount === undefined ? [] : [{ productId: p.id, currency, netCentAmount }];
        });
      });
      if (prices.length) await tx.insert(listPrices).values(prices);
    }

    const [quotes] = await tx.select({ n: count() }).from(spotQuotes);
    const current: MarketQuotes = { ...initialLevels, quotedAt: now };
    if (!quotes?.n) {
      seeded = true;
      await writeQuotes(tx, current);
    }

    const [history] = await tx.select({ n: count() }).from(metalPriceSnapshots);
    if (!history?.n) {
      seeded = true;
      const source = feed.history ? feed : createSimulatedFeed();
      // The week walks back from today's level, the year walks back from where the week starts.
      const week = source.history!(current, now, intradayStepMs, 7 * 96);
      const weekStart = week[0] ?? current;
      const points = [...source.history!(weekStart, weekStart.quotedAt, dayMs, 358), ...week];
      const ruleRows = await tx.select().from(priceRules);
      const rows = points.flatMap((q) =>
        priceMetals(ruleRows, spotTable(q)).map((t) => ({
          at: q.quotedAt.toISOString(),
          m: t.metal,
          c: t.currency,
          t: t.type,
          a: t.centAmount,
        })),
      );
      await tx.execute(sql`
        insert into metal_price_snapshots (taken_at, metal, currency, type, cent_amount)
        select x.at, x.m, x.c, x.t, x.a from json_to_recordset(${JSON.stringify(rows)}::json)
          as x(at timestamptz, m precious_metal, c text, t price_type, a int)`);
    }
    return seeded;
  });
}
