import { asc, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { MetalSnapshotsQuery, PreciousMetal, SnapshotPoint } from '@shop/api-client';
import { storeKeys, type Currency, type StoreKey } from '@shop/i18n';
import type { Database } from '../../../db/client';
import {
  fxRates,
  metalPrices,
  priceRules,
  priceState,
  priceTiers,
  spotQuotes,
  taxRates,
} from '../../../db/schema';
import { repositoryCall } from '../../../lib/errors';
import type {
  MetalQuotePrice,
  PriceRule,
  PriceSheet,
  PricingData,
  ProductInput,
  TaxClass,
  TaxTable,
} from '../../../prices/engine';
import { metals, type MarketQuotes } from '../../../prices/market';
import { decodeSheet, sheetLiteral } from '../../../prices/sheet';

export interface PricedProduct extends ProductInput {
  id: string;
}

export interface SheetRow {
  sku: string;
  dutyFree: boolean;
  sheet: PriceSheet;
}

const timespans = {
  '1w': { back: '7 days', bucket: '15 minutes' },
  '6m': { back: '6 months', bucket: '1 day' },
  '1y': { back: '1 year', bucket: '1 day' },
} as const;

/** Rows of a result, whatever the driver (node-postgres: result.rows; PGlite: result.rows too). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Reads and writes of everything price-related; every write here runs inside the caller's transaction. */
export function createPricesRepository(db: Database) {
  return {
    /** The latest market quotes, or null before the first seed. */
    quotes: (tx: Database = db): Promise<MarketQuotes | null> =>
      repositoryCall(async () => {
        const spots = await tx.select().from(spotQuotes);
        const fx = await tx.select().from(fxRates);
        if (spots.length < metals.length) return null;
        const spotUsdPerOz = Object.fromEntries(spots.map((s) => [s.metal, s.usdPerOz])) as Record<
          PreciousMetal,
          number
        >;
        const fxPerUsd = { USD: 1, EUR: 1, CHF: 1 } as Record<Currency, number>;
        for (const row of fx) fxPerUsd[row.currency as Currency] = row.perUsd;
        const quotedAt = new Date(Math.min(...spots.map((s) => s.quotedAt.getTime())));
        return { spotUsdPerOz, fxPerUsd, quotedAt };
      }),

    lastRecalculatedAt: (tx: Database = db): Promise<Date | null> =>
      repositoryCall(async () => {
        const [row] = await tx.select().from(priceState);
        return row?.lastRecalculatedAt ?? null;
      }),

    /** Rules, tiers and tax rates: the price policy as data. */
    pricingData: (tx: Database = db): Promise<PricingData> =>
      repositoryCall(async () => {
        // In sequence: `tx` may be one connection inside a transaction.
        const rules = await tx.select().from(priceRules);
        const tiers = await tx.select().from(priceTiers);
        const taxes = await tx.select().from(taxRates);
        const taxTable = Object.fromEntries(
          storeKeys.map((k) => [k, { investment_gold: 0, standard: 0 }]),
        ) as TaxTable;
        for (const t of taxes) {
          if (t.storeKey in taxTable)
            taxTable[t.storeKey as StoreKey][t.taxClass as TaxClass] = t.rateBps;
        }
        return {
          rules: rules.map((r): PriceRule => ({
            quote: r.quote,
            sku: r.sku,
            categoryKey: r.categoryKey,
            metal: r.metal,
            form: r.form,
            maxFineWeightG: r.maxFineWeightG,
            priority: r.priority,
            premiumBps: r.premiumBps,
            spreadBps: r.spreadBps,
          })),
          tiers: tiers.map((t) => ({
            categoryKey: t.categoryKey,
            minQuantity: t.minQuantity,
            discountBps: t.discountBps,
          })),
          taxRates: taxTable,
        };
      }),

    /** Every product with what the engine needs, in one round trip (categories and list prices aggregated). */
    pricedProducts: (tx: Database = db): Promise<PricedProduct[]> =>
      repositoryCall(async () => {
        // One row of JSON text built by the server: 10,000 products parse far faster this way than
        // as 10,000 driver rows.
        const [row] = rowsOf<{ data: string }>(
          await tx.execute(sql`
            select coalesce(json_agg(json_build_array(p.id, p.sku, p.form, p.precious_metal,
                     p.fine_weight, p.fine_weight_unit, p.duty_free, p.tax_class, c.keys, l.prices)), '[]')::text as data
            from products p
            left join (select pc.product_id, json_agg(c.key) as keys from product_categories pc
                       join categories c on c.id = pc.category_id group by pc.product_id) c on c.product_id = p.id
            left join (select product_id, json_object_agg(currency, net_cent_amount) as prices
                       from list_prices group by product_id) l on l.product_id = p.id`),
        );
        type Row = [
          string,
          string,
          PricedProduct['form'],
          PreciousMetal | null,
          number | string | null,
          PricedProduct['fineWeightUnit'],
          boolean,
          TaxClass,
          string[] | null,
          Partial<Record<Currency, number>> | null,
        ];
        return (JSON.parse(row?.data ?? '[]') as Row[]).map(
          ([
            id,
            sku,
            form,
            metal,
            fineWeight,
            fineWeightUnit,
            dutyFree,
            taxClass,
            keys,
            listPrices,
          ]) => ({
            id,
            sku,
            form,
            metal,
            fineWeight: fineWeight === null ? null : Number(fineWeight),
            fineWeightUnit,
            categoryKeys: keys ?? [],
            dutyFree,
            taxClass,
            ...(listPrices ? { listPrices } : {}),
          }),
        );
      }),

    /**
     * Writes one recalculation, set-based: all product sheets in one upsert from a JSON array,
     * the ticker, its snapshot, the quotes and the state row.
     */
    writeRecalculation: (
      tx: Database,
      at: Date,
      quotes: MarketQuotes,
      sheets: { id: string; sheet: PriceSheet }[],
      ticker: MetalQuotePrice[],
    ): Promise<void> =>
      repositoryCall(async () => {
        const iso = at.toISOString();
        if (sheets.length) {
          // Two array parameters, unnested side by side: one statement, one round trip.
          const ids = `{${sheets.map((s) => s.id).join(',')}}`;
          const values = `{${sheets.map((s) => `"${sheetLiteral(s.sheet)}"`).join(',')}}`;
          await tx.execute(sql`
            insert into product_prices (product_id, sheet, recalculated_at)
            select u.id, u.sheet::int[], ${iso}::timestamptz
            from unnest(${ids}::uuid[], ${values}::text[]) as u(id, sheet)
            on conflict (product_id) do update
              set sheet = excluded.sheet, recalculated_at = excluded.recalculated_at`);
        }
        const tickerJson = JSON.stringify(
          ticker.map((t) => ({ m: t.metal, c: t.currency, t: t.type, a: t.centAmount })),
        );
        await tx.execute(sql`
          insert into metal_prices (metal, currency, type, cent_amount)
          select x.m, x.c, x.t, x.a from json_to_recordset(${tickerJson}::json)
            as x(m precious_metal, c text, t price_type, a int)
          on conflict (metal, currency, type) do update set cent_amount = excluded.cent_amount`);
        await tx.execute(sql`
          insert into metal_price_snapshots (taken_at, metal, currency, type, cent_amount)
          select ${iso}::timestamptz, x.m, x.c, x.t, x.a from json_to_recordset(${tickerJson}::json)
            as x(m precious_metal, c text, t price_type, a int)`);
        await writeQuotes(tx, quotes);
        await tx.execute(sql`
          insert into price_state (id, last_recalculated_at) values (1, ${iso}::timestamptz)
          on conflict (id) do update set last_recalculated_at = excluded.last_recalculated_at`);
      }),

    /** Every product's sheet with its SKU: what each instance keeps in memory. */
    sheets: (): Promise<SheetRow[]> =>
      repositoryCall(async () => {
        const result = await db.execute(sql`
          select p.sku, p.duty_free, pp.sheet from product_prices pp join products p on p.id = pp.product_id`);
        return rowsOf<{ sku: string; duty_free: boolean; sheet: number[] }>(result).map((r) => ({
          sku: r.sku,
          dutyFree: r.duty_free,
          sheet: decodeSheet(r.sheet.map(Number)),
        }));
      }),

    metalPrices: () =>
      repositoryCall(() => db.select().from(metalPrices).orderBy(asc(metalPrices.metal))),

    /** Chart points: the last snapshot per bucket (15 minutes for a week, a day otherwise). */
    snapshots: (query: MetalSnapshotsQuery, now: Date): Promise<SnapshotPoint[]> =>
      repositoryCall(async () => {
        const span = timespans[query.timespan];
        const result = await db.execute(sql`
          select distinct on (bucket) taken_at, cent_amount,
                 date_bin(${span.bucket}::interval, taken_at, timestamptz '2000-01-01') as bucket
          from metal_price_snapshots
          where metal = ${query.metal} and currency = ${query.currency} and type = ${query.type}
            and taken_at > ${now.toISOString()}::timestamptz - ${span.back}::interval
          order by bucket, taken_at desc`);
        return rowsOf<{ taken_at: Date | string; cent_amount: number }>(result).map((r) => ({
          timestamp: new Date(r.taken_at).toISOString(),
          centAmount: Number(r.cent_amount),
        }));
      }),
  };
}

export async function writeQuotes(tx: Database, quotes: MarketQuotes): Promise<void> {
  const at = quotes.quotedAt;
  await tx
    .insert(spotQuotes)
    .values(metals.map((metal) => ({ metal, usdPerOz: quotes.spotUsdPerOz[metal], quotedAt: at })))
    .onConflictDoUpdate({
      target: spotQuotes.metal,
      set: { usdPerOz: sql`excluded.usd_per_oz`, quotedAt: sql`excluded.quoted_at` },
    });
  await tx
    .insert(fxRates)
    .values(
      (['EUR', 'CHF'] as const).map((currency) => ({
        currency,
        perUsd: quotes.fxPerUsd[currency],
        quotedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: fxRates.currency,
      set: { perUsd: sql`excluded.per_usd`, quotedAt: sql`excluded.quoted_at` },
    });
}

export type PricesRepository = ReturnType<typeof createPricesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    pricesRepository: PricesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('pricesRepository', createPricesRepository(fastify.db));
  },
  { name: 'prices-repository', dependencies: ['db'] },
);
