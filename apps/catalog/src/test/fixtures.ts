import {
  categoryDefinitions,
  type Category,
  type CategoryKey,
  type MetalSnapshotsResponse,
  type Product,
  type ProductPricesResponse,
  type ProductPricing,
  type ProductSearchResponse,
  type ShippingMethod,
  type TaxClass,
} from '@shop/api-client';
import type { ApiCall, ApiHandler } from '@shop/test-kit';
import { storeKeys, stores, type StoreKey } from '@shop/i18n';

export function categoryRef(key: CategoryKey) {
  const definition = categoryDefinitions.find((c) => c.key === key)!;
  return { id: `cat-${key}`, key, name: { ...definition.name }, slug: { ...definition.slug } };
}

export const categories: Category[] = categoryDefinitions.map((c) => ({
  ...categoryRef(c.key),
  productCount: 3,
}));

/** A fully described coin; tests override what they need. */
export function makeProduct({
  attributeFields,
  ...overrides
}: Omit<Partial<Product>, 'attributeFields'> & {
  attributeFields?: Partial<Product['attributeFields']>;
} = {}): Product {
  return {
    id: 'p-phi-1oz',
    sku: 'PHI-G-1OZ',
    name: { de: 'Wiener Philharmoniker 1 oz Gold', en: 'Vienna Philharmonic 1 oz gold' },
    slug: { de: 'wiener-philharmoniker-1-oz-gold', en: 'vienna-philharmonic-1-oz-gold' },
    description: {
      de: 'Europas meistverkaufte Anlagemünze.',
      en: 'Europe’s best-selling bullion coin.',
    },
    categories: [categoryRef('gold-coins')],
    attributeFields: {
      manufacturer: 'Münze Österreich',
      preciousMetal: 'gold',
      series: 'Wiener Philharmoniker',
      yearsOfIssue: '2025',
      fineWeight: 1,
      fineWeightUnit: 'oz',
      ...attributeFields,
    },
    fineness: '999.9',
    countryOfOrigin: 'AT',
    thicknessMm: 2,
    diameterMm: 37,
    grossWeightG: 31.103,
    grade: { de: 'Stempelglanz', en: 'Brilliant uncirculated' },
    edition: { de: 'Auflage unlimitiert (Anlagemünze)', en: 'unlimited mintage (bullion coin)' },
    certificate: { de: 'Echtheitszertifikat', en: 'Certificate of authenticity' },
    packaging: { de: 'Münzkapsel', en: 'Coin capsule' },
    availability: 'available',
    unitsLeft: null,
    dutyFree: false,
    images: [
      { url: '/api/images/phi-front.svg', alt: { de: 'Vorderseite', en: 'Obverse' } },
      { url: '/api/images/phi-back.svg', alt: { de: 'Rückseite', en: 'Reverse' } },
    ],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function searchResponse(
  results: Product[],
  overrides: Partial<ProductSearchResponse> = {},
): ProductSearchResponse {
  return {
    results,
    total: results.length,
    page: 1,
    limit: 24,
    facets: {
      categories: [{ key: 'gold-coins', count: results.length }],
      metals: [
        { key: 'gold', count: 12 },
        { key: 'silver', count: 5 },
      ],
      manufacturers: [
        { key: 'Münze Österreich', count: 4 },
        { key: 'South African Mint', count: 3 },
      ],
    },
    ...overrides,
  };
}

const recalculatedAt = '2026-05-04T10:00:00.000Z';
const priceTimes = {
  lastRecalculatedAt: recalculatedAt,
  serverTimestamp: '2026-05-04T10:01:00.000Z',
  nextRecalculationAt: '2026-05-04T10:03:00.000Z',
};

/**
 * Prices of a product in EUR: a gold-coin-like buy price with two volume tiers and a buy-back
 * price, VAT-free unless `taxRate` says otherwise. `base` is the buy price of one piece.
 */
export function makePricing(
  sku: string,
  {
    base = 310_012,
    taxRate = 0,
    dutyFree = false,
    taxClass = 'investment_gold',
    spot = 300_000,
  }: Partial<{
    base: number;
    taxRate: number;
    dutyFree: boolean;
    taxClass: TaxClass;
    spot: number | null;
  }> = {},
): ProductPricing {
  return {
    sku,
    prices: [
      { type: 'buy', centAmount: base, currency: 'EUR', minQuantity: 1 },
      { type: 'buy', centAmount: Math.round(base * 0.995), currency: 'EUR', minQuantity: 10 },
      { type: 'buy', centAmount: Math.round(base * 0.99), currency: 'EUR', minQuantity: 50 },
      { type: 'sell', centAmount: Math.round(base * 0.96), currency: 'EUR', minQuantity: 1 },
    ],
    taxRate,
    dutyFree,
    taxClass,
    spotValue: spot === null ? null : { centAmount: spot, currency: 'EUR' },
  };
}

export function productPricesResponse(products: ProductPricing[]): ProductPricesResponse {
  return { ...priceTimes, products };
}

export function snapshotsResponse(url: URL, count = 7): MetalSnapshotsResponse {
  const params = url.searchParams;
  const start = Date.parse('2026-04-27T10:00:00.000Z');
  return {
    metal: (params.get('metal') ?? 'gold') as MetalSnapshotsResponse['metal'],
    currency: (params.get('currency') ?? 'EUR') as MetalSnapshotsResponse['currency'],
    type: (params.get('type') ?? 'buy') as MetalSnapshotsResponse['type'],
    timespan: (params.get('timespan') ?? '1w') as MetalSnapshotsResponse['timespan'],
    points: Array.from({ length: count }, (_, i) => ({
      timestamp: new Date(start + i * 86_400_000).toISOString(),
      centAmount: 300_000 + i * 1_000,
    })),
  };
}

/** Answers the price endpoints: every asked SKU gets `makePricing`, charts get a week of points. */
export function priceApi(url: URL): unknown {
  if (url.pathname === '/api/prices/products') {
    const skus = (url.searchParams.get('skus') ?? '').split(',').filter(Boolean);
    return productPricesResponse(skus.map((sku) => makePricing(sku)));
  }
  if (url.pathname === '/api/prices/metals/snapshots') return snapshotsResponse(url);
  throw new Error(`No fake for ${url.pathname}`);
}

/** GET /orders/shipping-methods as the AT store answers it: standard and insured shipping. */
export function shippingMethodsResponse(): ShippingMethod[] {
  const money = (centAmount: number, currency: 'EUR' | 'CHF' | 'USD') => ({ centAmount, currency });
  const prices = (figures: Record<StoreKey, [number, number]>) =>
    storeKeys.map((store) => ({
      store,
      price: money(figures[store][0], stores[store].currency),
      freeFrom: money(figures[store][1], stores[store].currency),
    }));
  const method = (key: ShippingMethod['key'], figures: Record<StoreKey, [number, number]>) => {
    const all = prices(figures);
    return {
      id: `method-${key}`,
      key,
      price: all[0]!.price,
      freeFrom: all[0]!.freeFrom,
      transactionTypes: ['buy' as const, 'sell' as const],
      prices: all,
    };
  };
  return [
    method('shipping', {
      at: [990, 100_000],
      de: [1290, 150_000],
      ch: [1200, 150_000],
      li: [1500, 150_000],
      us: [1495, 150_000],
    }),
    method('insured-shipping', {
      at: [1990, 100_000],
      de: [2490, 150_000],
      ch: [2500, 150_000],
      li: [2800, 150_000],
      us: [2995, 150_000],
    }),
  ];
}

/**
 * The catalog pages' API as their tests answer it: the price endpoints by `prices` (fake prices
 * for every SKU unless a test says otherwise), the shipping methods by a fixed fake, the rest by
 * `api`.
 */
export const catalogApi =
  (api: ApiHandler, { prices = ({ url }) => priceApi(url) }: { prices?: ApiHandler } = {}) =>
  (call: ApiCall): unknown =>
    call.path.startsWith('/prices/')
      ? prices(call)
      : call.path === '/orders/shipping-methods'
        ? shippingMethodsResponse()
        : api(call);
