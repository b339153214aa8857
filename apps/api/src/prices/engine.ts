import {
  currencies,
  type FineWeightUnit,
  type PreciousMetal,
  type PriceType,
  type ProductForm,
} from '@shop/api-client/contract';
import { storeKeys, stores, type Currency, type StoreKey } from '@shop/i18n';
import { metals, type MarketQuotes } from './market';
import { quantize, roundHalfUp, roundHalfUpFast } from './rounding';
import { storeTaxClass, type TaxClass } from './tax-classes';
import { toGrams, toOunces } from './units';

export type { TaxClass };

/** One row of price_rules (see prices/tables.ts for the matching rule). */
export interface PriceRule {
  quote: boolean;
  sku: string | null;
  /** The one store the rule holds in (a product's own premium there); null or absent: every store. */
  storeKey?: StoreKey | null;
  categoryKey: string | null;
  metal: PreciousMetal | null;
  form: ProductForm | null;
  maxFineWeightG: number | null;
  priority: number;
  premiumBps: number | null;
  spreadBps: number | null;
}

export interface PriceTier {
  categoryKey: string | null;
  minQuantity: number;
  discountBps: number;
}

export type TaxTable = Record<StoreKey, Record<TaxClass, number>>;

export interface PricingData {
  rules: PriceRule[];
  tiers: PriceTier[];
  taxRates: TaxTable;
}

export interface ProductInput {
  sku: string;
  form: ProductForm;
  metal: PreciousMetal | null;
  fineWeight: number | null;
  fineWeightUnit: FineWeightUnit | null;
  categoryKeys: readonly string[];
  dutyFree: boolean;
  taxClass: TaxClass;
  /** Net list prices in minor units per currency (products without metal). */
  listPrices?: Partial<Record<Currency, number>>;
}

/** The prices of one product in one store; every amount gross, in the store's currency. */
export interface StorePrices {
  /** Buy tiers [minQuantity, centAmount], ascending by minQuantity; empty when not sold. */
  buy: [number, number][];
  /** Sell (buy-back) price per unit; null when not bought back. VAT never applies to it. */
  sell: number | null;
  /** VAT shown on buy prices, bps; 0 under the margin scheme, whose VAT is never shown. */
  taxRate: number;
  /** Fine metal value at spot (mid), no VAT; null without metal. */
  spot: number | null;
}

export type PriceSheet = Record<StoreKey, StorePrices>;

const bps = 10_000n;
/** Scale of a quantized spot x FX product: 1e6 (micro-USD) x 1e8 (FX) = 1e14 per major unit. */
const spotScale = 10n ** 12n; // per minor unit (cent): 1e14 / 100

/** Spot per troy ounce in each currency, as exact integers of 1e-12 minor units. */
export type SpotTable = Record<PreciousMetal, Record<Currency, bigint>>;

export function spotTable(quotes: Pick<MarketQuotes, 'spotUsdPerOz' | 'fxPerUsd'>): SpotTable {
  const table = {} as SpotTable;
  for (const metal of metals) {
    const usd = quantize(quotes.spotUsdPerOz[metal], 1e6);
    const row = {} as Record<Currency, bigint>;
    for (const c of currencies) row[c] = usd * quantize(c === 'USD' ? 1 : quotes.fxPerUsd[c], 1e8);
    table[metal] = row;
  }
  return table;
}

/**
 * The priority of a product's own rule in one store (staff set it in the catalogue): above every
 * rule of the price policy, so it wins wherever it exists.
 */
export const productStoreRulePriority = 10_000;

/** Rules ordered as they are tried: highest priority first, then the tightest weight bound. */
export function orderRules(rules: readonly PriceRule[]): PriceRule[] {
  return [...rules].sort(
    (a, b) =>
      b.priority - a.priority ||
      (a.maxFineWeightG ?? Number.POSITIVE_INFINITY) -
        (b.maxFineWeightG ?? Number.POSITIVE_INFINITY),
  );
}

/**
 * The first applicable product rule of `ordered` (see orderRules) in `store`, or null. Without a
 * store, rules of one store are passed over.
 */
export function resolveRule(
  product: ProductInput,
  ordered: readonly PriceRule[],
  store: StoreKey | null = null,
): PriceRule | null {
  const grams =
    product.fineWeight !== null && product.fineWeightUnit
      ? toGrams(product.fineWeight, product.fineWeightUnit)
      : null;
  for (const rule of ordered) {
    if (rule.quote) continue;
    if (rule.sku !== null && rule.sku !== product.sku) continue;
    if (rule.storeKey && rule.storeKey !== store) continue;
    if (rule.categoryKey !== null && !product.categoryKeys.includes(rule.categoryKey)) continue;
    if (rule.metal !== null && rule.metal !== product.metal) continue;
    if (rule.form !== null && rule.form !== product.form) continue;
    if (rule.maxFineWeightG !== null && (grams === null || grams > rule.maxFineWeightG + 1e-9))
      continue;
    return rule;
  }
  return null;
}

/**
 * Quantity discounts for a product: the tiers of its category if it has any, otherwise the
 * general ones; each tier's discount is at least the one below it, so a larger quantity never
 * costs more per unit.
 */
export function tiersFor(product: ProductInput, tiers: readonly PriceTier[]): [number, number][] {
  const own = tiers.filter(
    (t) => t.categoryKey !== null && product.categoryKeys.includes(t.categoryKey),
  );
  const chosen = (own.length ? own : tiers.filter((t) => t.categoryKey === null))
    .slice()
    .sort((a, b) => a.minQuantity - b.minQuantity);
  const result: [number, number][] = [[1, 0]];
  let discount = 0;
  for (const tier of chosen) {
    if (tier.minQuantity <= 1) continue;
    discount = Math.max(discount, tier.discountBps);
    const last = result[result.length - 1]!;
    if (last[0] === tier.minQuantity) last[1] = discount;
    else result.push([tier.minQuantity, discount]);
  }
  return result;
}

/**
 * The VAT a product's buy price carries in a store: `rate` in bps, charged on the whole price or,
 * under the margin scheme (`onMargin`), on the dealer's margin only.
 */
export function taxOf(
  product: ProductInput,
  store: StoreKey,
  taxes: TaxTable,
): { rate: number; onMargin: boolean } {
  if (product.dutyFree) return { rate: 0, onMargin: false };
  const taxClass = storeTaxClass(product.taxClass, store);
  return { rate: taxes[store]?.[taxClass] ?? 0, onMargin: taxClass === 'margin' };
}

export interface PreparedPricing {
  ordered: PriceRule[];
  tiers: readonly PriceTier[];
  taxRates: TaxTable;
  spot: SpotTable;
  /** The spot table as floating point (minor units per oz), for roundHalfUpFast. */
  spotApprox: Record<PreciousMetal, Record<Currency, number>>;
  /** tiersFor by category set: most products share a handful of sets. */
  tierCache: Map<string, [number, number][]>;
  /** SKUs with a rule of one store: their rule is resolved per store. */
  storeRuleSkus: ReadonlySet<string>;
}

export function preparePricing(
  data: PricingData,
  quotes: Pick<MarketQuotes, 'spotUsdPerOz' | 'fxPerUsd'>,
): PreparedPricing {
  const spot = spotTable(quotes);
  const spotApprox = {} as PreparedPricing['spotApprox'];
  for (const metal of metals) {
    const row = {} as Record<Currency, number>;
    for (const c of currencies) row[c] = Number(spot[metal][c]) / 1e12;
    spotApprox[metal] = row;
  }
  return {
    ordered: orderRules(data.rules),
    tiers: data.tiers,
    taxRates: data.taxRates,
    spot,
    spotApprox,
    tierCache: new Map(),
    storeRuleSkus: new Set(
      data.rules.flatMap((rule) => (rule.storeKey && rule.sku !== null ? [rule.sku] : [])),
    ),
  };
}

function cachedTiers(product: ProductInput, pricing: PreparedPricing): [number, number][] {
  const key = product.categoryKeys.join('|');
  let tiers = pricing.tierCache.get(key);
  if (!tiers) {
    tiers = tiersFor(product, pricing.tiers);
    pricing.tierCache.set(key, tiers);
  }
  return tiers;
}

/**
 * Prices of one product in every store.
 *
 *   metal value V = spot(currency) x fine weight (troy ounces)
 *   buy  (per tier) = V x (1 + max(0, premium - tier discount)) x (1 + VAT)
 *   margin scheme   = V x (1 + max(0, premium - tier discount) x (1 + VAT))
 *   sell            = V x (1 - spread)                      (no VAT on buy-backs)
 *   no metal: buy   = net list price x (1 + VAT), no sell
 *
 * Scrap has no premium rule (not sold) and a fine weight per gram of material; scrap without a
 * known fineness (dental gold) is priced per gram of fine metal. Every amount is rounded once,
 * half-up (rounding.ts).
 */
export function priceProduct(product: ProductInput, pricing: PreparedPricing): PriceSheet {
  const sheet = {} as PriceSheet;
  // Stores sharing currency and VAT share prices (ch and li; at and de for exempt gold).
  const memoKeys: string[] = [];
  const memoPrices: StorePrices[] = [];
  const perStore = pricing.storeRuleSkus.has(product.sku);
  const everyStoreRule = product.metal && !perStore ? resolveRule(product, pricing.ordered) : null;
  const weight =
    product.metal === null
      ? null
      : product.fineWeight !== null && product.fineWeightUnit
        ? toOunces(product.fineWeight, product.fineWeightUnit)
        : product.form === 'scrap'
          ? toOunces(1, 'g')
          : null;

  for (const store of storeKeys) {
    const rule =
      product.metal && perStore ? resolveRule(product, pricing.ordered, store) : everyStoreRule;
    const premium = rule?.premiumBps ?? null;
    const spread = rule?.spreadBps ?? null;
    const tiers = premium !== null ? cachedTiers(product, pricing) : [];
    const currency = stores[store].currency;
    const tax = taxOf(product, store, pricing.taxRates);
    const taxRate = tax.onMargin ? 0 : tax.rate;
    const memoKey = `${currency}${tax.rate}${tax.onMargin}${premium}/${spread}`;
    const known = memoKeys.indexOf(memoKey);
    if (known >= 0) {
      sheet[store] = memoPrices[known]!;
      continue;
    }
    let prices: StorePrices;
    if (product.metal && weight) {
      // Exact: spot x weight.num / (spotScale x weight.den) minor units; approx: the same as a float.
      const spot = pricing.spot[product.metal][currency];
      const den = spotScale * weight.den;
      const approxBase = pricing.spotApprox[product.metal][currency] * weight.approx;
      const buy: [number, number][] = [];
      if (premium !== null) {
        const taxFactor = 10_000 + tax.rate;
        const buyDen = den * bps * bps;
        for (const [minQuantity, discount] of tiers) {
          const margin = Math.max(0, premium - discount);
          // Margin scheme: the metal value stands for what the dealer paid, so VAT falls on the
          // premium only (and is not shown).
          const factor = tax.onMargin
            ? 10_000 * 10_000 + margin * taxFactor
            : (10_000 + margin) * taxFactor;
          buy.push([
            minQuantity,
            roundHalfUpFast((approxBase * factor) / 1e8, spot, weight.num, factor, buyDen),
          ]);
        }
      }
      prices = {
        buy,
        sell:
          spread !== null
            ? roundHalfUpFast(
                (approxBase * (10_000 - spread)) / 1e4,
                spot,
                weight.num,
                10_000 - spread,
                den * bps,
              )
            : null,
        taxRate,
        spot: roundHalfUpFast(approxBase, spot, weight.num, 1, den),
      };
    } else {
      const net = product.listPrices?.[currency];
      prices = {
        // Without metal the whole list price is margin, so the margin scheme taxes all of it.
        buy: net != null ? [[1, roundHalfUp(BigInt(net) * (bps + BigInt(tax.rate)), bps)]] : [],
        sell: null,
        taxRate,
        spot: null,
      };
    }
    memoKeys.push(memoKey);
    memoPrices.push(prices);
    sheet[store] = prices;
  }
  return sheet;
}

export interface MetalQuotePrice {
  metal: PreciousMetal;
  currency: Currency;
  type: PriceType;
  centAmount: number;
}

/** The per-ounce ticker from the `quote` rules (no VAT: a quote is not a product). */
export function priceMetals(rules: readonly PriceRule[], spot: SpotTable): MetalQuotePrice[] {
  const out: MetalQuotePrice[] = [];
  for (const metal of metals) {
    const rule = rules.find((r) => r.quote && r.metal === metal);
    for (const currency of currencies) {
      const base = spot[metal][currency];
      out.push({
        metal,
        currency,
        type: 'buy',
        centAmount: roundHalfUp(base * (bps + BigInt(rule?.premiumBps ?? 0)), spotScale * bps),
      });
      out.push({
        metal,
        currency,
        type: 'sell',
        centAmount: roundHalfUp(base * (bps - BigInt(rule?.spreadBps ?? 0)), spotScale * bps),
      });
    }
  }
  return out;
}
