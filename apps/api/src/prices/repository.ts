import { asc, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { MetalSnapshotsQuery, PreciousMetal, SnapshotPoint } from '@shop/api-client/contract';
import { storeKeys, type Currency } from '@shop/i18n';
import type { Database } from '../db/client';
import {
  fxRates,
  metalPrices,
  priceRules,
  priceState,
  priceTiers,
  spotQuotes,
  taxRates,
} from './tables';
import { repositoryCall } from '../lib/errors';
import type {
  MetalQuotePrice,
  PriceRule,
  PriceSheet,
  PricingData,
  ProductInput,
  TaxClass,
  TaxTable,
} from './engine';
import { metals, type MarketQuotes } from './market';
import { decodeSheet, sheetLiteral } from './sheet';
import { taxClasses } from './tax-classes';

export interface PricedProduct extends ProductInput {
  id: string;
}

export interface SheetRow {
  sku: string;
  dutyFree: boolean;
  taxClass: TaxClass;
  sheet: PriceSheet;
}

const timespans = {
  '1w': { back: '7 days', bucket: '15 minutes' },
  '6m': { back: '6 months', bucket: '1 day' },
  '1y': { back: '1 year', bucket: '1 day' },
} as const;

/** A PostgreSQL array literal of texts: one parameter, whatever the driver does with JS arrays. */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

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
        for (const row of fx) fxPerUsd[row.currency] = row.perUsd;
        const quotedAt = new Date(Math.min(...spots.map((s) => s.quotedAt.getTime())));
        return { spotUsdPerOz, fxPerUsd, quotedAt };
      }),

    lastRecalculatedAt: (tx: Database = db): Promise<Date | null> =>
      repositoryCall(async () => {
        const [row] = await tx.select().from(priceState);
        return row?.lastRecalculatedAt ?? null;
      }),

    /**
     * True when prices have to be computed before they can be served: never recalculated, or the
     * catalogue has products but product_prices is empty (it is UNLOGGED: a crash of PostgreSQL
     * empties it).
     */
    pricesMissing: (tx: Database = db): Promise<boolean> =>
      repositoryCall(async () => {
        const [row] = rowsOf<{ missing: boolean }>(
          await tx.execute(sql`
            select not exists (select from price_state)
              or (exists (select from products) and not exists (select from product_prices)) as missing`),
        );
        return Boolean(row?.missing);
      }),

    /** Rules, tiers and tax rates: the price policy as data. */
    pricingData: (tx: Database = db): Promise<PricingData> =>
      repositoryCall(async () => {
        // In sequence: `tx` may be one connection inside a transaction.
        const rules = await tx.select().from(priceRules);
        const tiers = await tx.select().from(priceTiers);
        const taxes = await tx.select().from(taxRates);
        const taxTable = Object.fromEntries(
          storeKeys.map((k) => [k, Object.fromEntries(taxClasses.map((c) => [c, 0]))]),
        ) as TaxTable;
        for (const t of taxes) {
          if (t.storeKey in taxTable) taxTable[t.storeKey][t.taxClass] = t.rateBps;
        }
        return {
          rules: rules.map((r): PriceRule => ({
            quote: r.quote,
            sku: r.sku,
            storeKey: r.storeKey,
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

    /**
     * Every product (or those of `skus`) with what the engine needs, in one round trip (categories
     * and list prices aggregated).
     */
    pricedProducts: (tx: Database = db, skus?: readonly string[]): Promise<PricedProduct[]> =>
      repositoryCall(async () => {
        // One text value built by the server: 10,000 products parse far faster this way than as
        // 10,000 driver rows, and string_agg costs the server half of json_agg(json_build_array).
        // Separators are ASCII control characters, which no SKU, key or enum value contains:
        // rows by RS (\x1e), fields by US (\x1f), list items by GS (\x1d). concat_ws skips
        // nulls, so every nullable field is coalesced to '' (read back as null) to keep positions.
        const [row] = rowsOf<{ data: string | null }>(
          await tx.execute(sql`
            select string_agg(concat_ws(chr(31), p.id, p.sku, p.form,
                     coalesce(p.precious_metal::text, ''), coalesce(p.fine_weight::text, ''),
                     coalesce(p.fine_weight_unit::text, ''), p.duty_free::int, p.tax_class,
                     coalesce(c.keys, ''), coalesce(l.prices, '')), chr(30)) as data
            from products p
            left join (select pc.product_id, string_agg(c.key, chr(29)) as keys
                       from product_categories pc join categories c on c.id = pc.category_id
                       group by pc.product_id) c on c.product_id = p.id
            left join (select product_id, string_agg(currency || ':' || net_cent_amount, chr(29)) as prices
                       from list_prices group by product_id) l on l.product_id = p.id
            ${skus ? sql`where p.sku = any(${arrayLiteral(skus)}::text[])` : sql``}`),
        );
        if (!row?.data) return [];
        return row.data.split('\x1e').map((line): PricedProduct => {
          const f = line.split('\x1f');
          return {
            id: f[0]!,
            sku: f[1]!,
            form: f[2] as PricedProduct['form'],
            metal: (f[3] || null) as PreciousMetal | null,
            fineWeight: f[4] ? Number(f[4]) : null,
            fineWeightUnit: (f[5] || null) as PricedProduct['fineWeightUnit'],
            dutyFree: f[6] === '1',
            taxClass: f[7] as TaxClass,
            categoryKeys: f[8] ? f[8].split('\x1d') : [],
            ...(f[9]
              ? {
                  listPrices: Object.fromEntries(
                    f[9].split('\x1d').map((item) => {
                      const [currency, cents] = item.split(':');
                      return [currency, Number(cents)];
                    }),
                  ) as Partial<Record<Currency, number>>,
                }
              : {}),
          };
        });
      }),

    /**
     * Stores the sheets of some products, set-based: one statement from two array parameters
     * unnested side by side, one round trip. Every product but new ones already has a row: a plain
     * UPDATE (HOT, no index change) is cheaper than INSERT ... ON CONFLICT, which locks each row
     * before updating it.
     */
    writeSheets: (tx: Database, sheets: readonly { id: string; sheet: PriceSheet }[]) =>
      repositoryCall(async () => {
        if (!sheets.length) return;
        const ids = `{${sheets.map((s) => s.id).join(',')}}`;
        const values = `{${sheets.map((s) => `"${sheetLiteral(s.sheet)}"`).join(',')}}`;
        await tx.execute(sql`
          with u as (
            select u.id, u.sheet::int[] as sheet
            from unnest(${ids}::uuid[], ${values}::text[]) as u(id, sheet)
          ), updated as (
            update product_prices pp set sheet = u.sheet from u where pp.product_id = u.id
            returning pp.product_id
          )
          insert into product_prices (product_id, sheet)
          select u.id, u.sheet from u
          where not exists (select 1 from updated where updated.product_id = u.id)`);
      }),

    /** Writes the rest of one recalculation: the ticker, its snapshot, the quotes and the state row. */
    writeRecalculation: (
      tx: Database,
      at: Date,
      quotes: MarketQuotes,
      ticker: MetalQuotePrice[],
    ): Promise<void> =>
      repositoryCall(async () => {
        const iso = at.toISOString();
        const tickerJson = JSON.stringify(
          ticker.map((t) => ({ m: t.metal, c: t.currency, t: t.type, a: t.centAmount })),
        );
        // One statement: data-modifying CTEs run whether or not they are referenced.
        await tx.execute(sql`
          with x as (
            select * from json_to_recordset(${tickerJson}::json)
              as x(m precious_metal, c text, t price_type, a int)
          ), ticker as (
            insert into metal_prices (metal, currency, type, cent_amount)
            select x.m, x.c, x.t, x.a from x
            on conflict (metal, currency, type) do update set cent_amount = excluded.cent_amount
          ), snapshot as (
            insert into metal_price_snapshots (taken_at, metal, currency, type, cent_amount)
            select ${iso}::timestamptz, x.m, x.c, x.t, x.a from x
          )
          insert into price_state (id, last_recalculated_at) values (1, ${iso}::timestamptz)
          on conflict (id) do update set last_recalculated_at = excluded.last_recalculated_at`);
        await writeQuotes(tx, quotes);
      }),

    /** Every product's sheet with its SKU: what each instance keeps in memory. */
    sheets: (): Promise<SheetRow[]> =>
      repositoryCall(async () => {
        const result = await db.execute(sql`
          select p.sku, p.duty_free, p.tax_class, pp.sheet
          from product_prices pp join products p on p.id = pp.product_id`);
        return rowsOf<{ sku: string; duty_free: boolean; tax_class: TaxClass; sheet: number[] }>(
          result,
        ).map((r) => ({
          sku: r.sku,
          dutyFree: r.duty_free,
          taxClass: r.tax_class,
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
