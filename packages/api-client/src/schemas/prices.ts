import * as v from 'valibot';
import { currencies, priceTypes, stores } from '@shop/i18n';
import { PreciousMetalSchema, SkuSchema } from './product';
import { TextSchema } from './text';

/**
 * Live prices (spec 3 "Price", "Metal prices"; spec 7 GET /prices/*; spec 4 price socket).
 *
 * Money is always integer minor units (`centAmount`) plus an ISO currency code. Every amount is
 * gross (VAT included where due) unless its name says `net`. Metal prices are per troy ounce.
 */

// Both lists live beside the stores (each store names its currency; the routes name the cart's
// side), below the contract, which passes them on.
export { currencies, priceTypes };
export const CurrencySchema = v.picklist(currencies, 'must be one of EUR, CHF, USD');

export type PriceType = (typeof priceTypes)[number];
export const PriceTypeSchema = v.picklist(priceTypes, 'must be buy or sell');

const CentAmountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const IsoTimestampSchema = v.pipe(TextSchema, v.isoTimestamp());

export const MoneySchema = v.object({ centAmount: CentAmountSchema, currency: CurrencySchema });
export type Money = v.InferOutput<typeof MoneySchema>;

/** Countries the shop has a store for (AT, DE, CH, LI, US); the store decides currency and tax. */
export const storeCountries = [...new Set(Object.values(stores).map((s) => s.country))] as [
  string,
  ...string[],
];

// ---------------------------------------------------------------------------------------------
// GET /prices/metals

export const MetalPriceSchema = v.object({
  currency: CurrencySchema,
  type: PriceTypeSchema,
  /** Per troy ounce of fine metal (31.1034768 g), gross. */
  centAmount: CentAmountSchema,
});
export type MetalPrice = v.InferOutput<typeof MetalPriceSchema>;

export const MetalPricesEntrySchema = v.object({
  name: PreciousMetalSchema,
  /** One entry per currency x type (EUR, CHF, USD x buy, sell). */
  prices: v.array(MetalPriceSchema),
  lastRecalculatedAt: IsoTimestampSchema,
  /** The server's clock when it answered, so the browser countdown can correct its own clock. */
  serverTimestamp: IsoTimestampSchema,
  /** When the next recalculation is due (lastRecalculatedAt + PRICE_RECALC_INTERVAL_SECONDS). */
  nextRecalculationAt: IsoTimestampSchema,
  /**
   * The spot feed's own time of its last good quote, which the prices are computed from
   * (issue 28). Optional: answers of an API before it have none.
   */
  feedUpdatedAt: v.optional(IsoTimestampSchema),
  /**
   * True when that quote is older than the API's PRICE_FEED_MAX_AGE_SECONDS: prices are unchanged
   * since feedUpdatedAt, no refresh is due, and orders are refused (prices_stale).
   */
  stale: v.optional(v.boolean()),
});
export type MetalPricesEntry = v.InferOutput<typeof MetalPricesEntrySchema>;

/** One entry per metal, in the order gold, silver, platinum, palladium. */
export const MetalPricesResponseSchema = v.array(MetalPricesEntrySchema);
export type MetalPricesResponse = v.InferOutput<typeof MetalPricesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /prices/metals/snapshots

/** Chart timespans of spec 9: one week (intraday points), six months and one year (daily points). */
export const snapshotTimespans = ['1w', '6m', '1y'] as const;
export type SnapshotTimespan = (typeof snapshotTimespans)[number];

export const MetalSnapshotsQuerySchema = v.strictObject({
  metal: PreciousMetalSchema,
  currency: CurrencySchema,
  type: v.optional(PriceTypeSchema, 'buy'),
  timespan: v.optional(v.picklist(snapshotTimespans, 'must be one of 1w, 6m, 1y'), '1w'),
});
export type MetalSnapshotsQuery = v.InferOutput<typeof MetalSnapshotsQuerySchema>;
export type MetalSnapshotsParams = v.InferInput<typeof MetalSnapshotsQuerySchema>;

export const SnapshotPointSchema = v.object({
  timestamp: IsoTimestampSchema,
  /** Per troy ounce, gross, in the requested currency and type. */
  centAmount: CentAmountSchema,
});
export type SnapshotPoint = v.InferOutput<typeof SnapshotPointSchema>;

export const MetalSnapshotsResponseSchema = v.object({
  metal: PreciousMetalSchema,
  currency: CurrencySchema,
  type: PriceTypeSchema,
  timespan: v.picklist(snapshotTimespans),
  /** Oldest first. */
  points: v.array(SnapshotPointSchema),
});
export type MetalSnapshotsResponse = v.InferOutput<typeof MetalSnapshotsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /prices/products

export const maxPriceSkus = 100;

/**
 * The SKU list as the rules state it: split, trimmed, at most maxPriceSkus distinct SKUs, each one
 * checked. A repeated SKU stays in the list; the answer names each product once.
 */
const SkuListSchema = v.pipe(
  TextSchema,
  v.transform((s) => s.split(',').map((sku) => sku.trim())),
  v.check(
    (list) => list.length <= maxPriceSkus || new Set(list).size <= maxPriceSkus,
    `must name at most ${maxPriceSkus} SKUs`,
  ),
  v.array(SkuSchema),
);

const [, skuPattern, skuMaxLength] = SkuSchema.pipe;
/**
 * One SKU in a list: up to skuMaxLength characters before a comma or the end, matching SkuSchema's
 * pattern (without its anchors ^ and $).
 */
const listedSku = `(?=[^,]{1,${skuMaxLength.requirement}}(?:,|$))${skuPattern.requirement.source.slice(1, -1)}`;
/**
 * 1..maxPriceSkus SKUs without blanks, as clients send them: SkuListSchema accepts such a list as it
 * is (trimming changes nothing), so only splitting remains. One regular expression instead of a
 * pipe run per SKU; anything else takes the full rules and gets their issues. The pattern admits
 * capital letters, digits, dashes and commas only, so no control character (TextSchema's rule)
 * reaches the plain v.string() below.
 */
const plainSkuList = new RegExp(`^${listedSku}(?:,${listedSku}){0,${maxPriceSkus - 1}}$`);
const PlainSkuListSchema = v.pipe(
  v.string(),
  v.transform((s) => s.split(',')),
);

/** "COUNTRY CURRENCY" of every store: the pairs a query may name. */
const storeCurrencies = new Set(Object.values(stores).map((s) => `${s.country} ${s.currency}`));

/**
 * `skus` is a comma-separated list (at most 100 distinct SKUs; a repeated one is answered once).
 * `country` is the ISO code of a store's country (case-insensitive), `currency` must be that
 * store's currency (AT/DE EUR, CH/LI CHF, US USD); a mismatch is a 400 OperationNotValidError.
 */
export const ProductPricesQuerySchema = v.pipe(
  v.strictObject({
    // Not TextSchema: this runs on every price lookup, and the picklist already admits only the
    // store countries (no control character can pass).
    country: v.pipe(
      v.string(),
      v.toUpperCase(),
      v.picklist(storeCountries, `must be one of ${storeCountries.join(', ')}`),
    ),
    currency: CurrencySchema,
    skus: v.lazy((input) =>
      typeof input === 'string' && plainSkuList.test(input) ? PlainSkuListSchema : SkuListSchema,
    ),
  }),
  v.forward(
    v.check(
      (q) => storeCurrencies.has(`${q.country} ${q.currency}`),
      'is not the currency of the store for this country',
    ),
    ['currency'],
  ),
);
export type ProductPricesQuery = v.InferOutput<typeof ProductPricesQuerySchema>;
/** What callers pass: SKUs as an array; the client joins them with commas. */
export interface ProductPricesParams {
  country: string;
  currency: (typeof currencies)[number];
  skus: readonly string[];
}

export const ProductPriceSchema = v.object({
  type: PriceTypeSchema,
  /** Per unit (one piece; one gram of material for scrap), gross. */
  centAmount: CentAmountSchema,
  currency: CurrencySchema,
  /** The price applies from this quantity on (tiered prices); 1 is the base price. */
  minQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ProductPrice = v.InferOutput<typeof ProductPriceSchema>;

/**
 * VAT treatment: VAT-exempt investment gold, the standard or reduced rate, or the margin scheme
 * (VAT on the dealer's margin only, not shown).
 */
export const taxClasses = ['investment_gold', 'standard', 'reduced', 'margin'] as const;
export const TaxClassSchema = v.picklist(taxClasses);
export type TaxClass = v.InferOutput<typeof TaxClassSchema>;

/**
 * Whether a purchase (cart or order) has lines under the margin scheme: the VAT they include is
 * not shown, and the law that allows it must be named wherever the purchase is shown.
 */
export const hasMarginSchemeLines = (purchase: {
  transactionType: PriceType;
  lineItems: readonly { taxClass: TaxClass }[];
}): boolean =>
  purchase.transactionType === 'buy' && purchase.lineItems.some((l) => l.taxClass === 'margin');

export const ProductPricingSchema = v.object({
  sku: TextSchema,
  /**
   * Sorted by type (buy first) then minQuantity. Metal products have buy and sell tiers;
   * accessories and gifts without metal only buy prices; scrap only a sell price (per gram of
   * material).
   */
  prices: v.array(ProductPriceSchema),
  /**
   * VAT rate shown on the buy prices in basis points (2000 = 20 %); 0 when exempt and under the
   * margin scheme, whose VAT is included but never shown.
   */
  taxRate: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Bonded-warehouse product: priced without VAT. */
  dutyFree: v.boolean(),
  /** How the product is taxed in this store. */
  taxClass: TaxClassSchema,
  /** Value of the fine metal content at spot (mid) price, no VAT; null for products without metal. */
  spotValue: v.nullable(MoneySchema),
});
export type ProductPricing = v.InferOutput<typeof ProductPricingSchema>;

export const ProductPricesResponseSchema = v.object({
  lastRecalculatedAt: IsoTimestampSchema,
  serverTimestamp: IsoTimestampSchema,
  nextRecalculationAt: IsoTimestampSchema,
  /** One entry per known requested SKU, in request order; unknown SKUs are simply absent. */
  products: v.array(ProductPricingSchema),
});
export type ProductPricesResponse = v.InferOutput<typeof ProductPricesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Price socket: WebSocket at /prices/socket (through the edge: /api/prices/socket)

export const priceSocketPath = '/prices/socket';

export const PriceSocketHelloSchema = v.object({
  type: v.literal('Hello'),
  lastRecalculatedAt: IsoTimestampSchema,
  nextRecalculationAt: IsoTimestampSchema,
});
/** Prices are being recalculated: clear shown prices, set the fetching flag (spec 4). */
export const RecalculationProcessStartedSchema = v.object({
  type: v.literal('RecalculationProcessStarted'),
  startedAt: IsoTimestampSchema,
});
/** New prices are in: refetch product and metal prices (invalidate `priceKeys.all`). */
export const RecalculationProcessFinishedSchema = v.object({
  type: v.literal('RecalculationProcessFinished'),
  lastRecalculatedAt: IsoTimestampSchema,
  nextRecalculationAt: IsoTimestampSchema,
});
export const PriceSocketMessageSchema = v.variant('type', [
  PriceSocketHelloSchema,
  RecalculationProcessStartedSchema,
  RecalculationProcessFinishedSchema,
]);
export type PriceSocketMessage = v.InferOutput<typeof PriceSocketMessageSchema>;

// ---------------------------------------------------------------------------------------------
// POST /admin/prices/recalculate (exists only when the API has ADMIN_TOKEN set)

export const adminTokenHeader = 'x-admin-token';

export const RecalculateBodySchema = v.optional(
  v.strictObject({
    /** Moves every spot price by this fraction before recalculating (0.05 = +5 %). */
    shock: v.optional(
      v.pipe(
        v.number(),
        v.minValue(-0.5, 'must be at least -0.5'),
        v.maxValue(0.5, 'must be at most 0.5'),
      ),
    ),
  }),
  {},
);
export type RecalculateBody = v.InferOutput<typeof RecalculateBodySchema>;

export const RecalculateResponseSchema = v.object({ lastRecalculatedAt: IsoTimestampSchema });
export type RecalculateResponse = v.InferOutput<typeof RecalculateResponseSchema>;
