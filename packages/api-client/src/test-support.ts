import type { Cart, LineItem } from './schemas/cart';
import type { Branch } from './schemas/checkout';
import type { Product } from './schemas/product';

export interface RecordedCall {
  url: string;
  init: RequestInit;
}

/** A fetch that records what it was asked and answers with the given responses in turn. */
export function fakeFetch(...responses: (Response | Error | DOMException)[]) {
  const calls: RecordedCall[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const next = responses.length > 1 ? responses.shift() : responses[0];
    if (!next) throw new Error('fakeFetch has no response left');
    // Checked by shape: a DOMException from another realm is no `instanceof Error`.
    if (!('ok' in next)) throw next;
    return next.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/**
 * Just the part of Response the client reads; jsdom has no fetch API, so tests cannot rely on
 * the global Response there.
 */
export function textResponse(
  text: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => text,
    clone: () => textResponse(text, status, headers),
  };
  return response as unknown as Response;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  textResponse(JSON.stringify(body), status, headers);

export const sampleProduct: Product = {
  id: '5b4c0f38-8a3a-4f57-9a43-0d4f1f6c9b11',
  sku: 'CGO-KRU-1OZ',
  name: { de: 'Krugerrand 1 oz Gold', en: 'Krugerrand 1 oz Gold' },
  slug: { de: 'krugerrand-1-oz-gold', en: 'krugerrand-1-oz-gold' },
  description: { de: 'Die erste moderne Anlagemünze.', en: 'The first modern bullion coin.' },
  categories: [
    {
      id: '0e2d1c4b-1111-4c3e-9a7b-2a2b3c4d5e6f',
      key: 'gold-coins',
      name: { de: 'Goldmünzen', en: 'Gold coins' },
      slug: { de: 'goldmuenzen', en: 'gold-coins' },
    },
  ],
  attributeFields: {
    manufacturer: 'South African Mint',
    preciousMetal: 'gold',
    series: 'Krugerrand',
    yearsOfIssue: '2025',
    fineWeight: 1,
    fineWeightUnit: 'oz',
  },
  fineness: '916.7',
  countryOfOrigin: 'ZA',
  thicknessMm: 2.84,
  diameterMm: 32.77,
  grossWeightG: 33.93,
  grade: { de: 'Stempelglanz', en: 'brilliant uncirculated' },
  edition: null,
  certificate: null,
  packaging: null,
  availability: 'available',
  unitsLeft: null,
  dutyFree: false,
  images: [
    {
      url: '/api/products/images/CGO-KRU-1OZ.svg',
      alt: { de: 'Krugerrand 1 oz Gold', en: 'Krugerrand 1 oz Gold' },
    },
  ],
  createdAt: '2025-01-06T08:00:00.000Z',
};

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });

/** A cart line: two Krugerrands at 2,500 € each unless the test says otherwise. */
export function makeLineItem(overrides: Partial<LineItem> = {}): LineItem {
  return {
    id: 'l1',
    sku: 'CGO-KRU-1OZ',
    productId: 'p1',
    name: { de: 'Krügerrand 1 oz', en: 'Krugerrand 1 oz' },
    slug: { de: 'kruegerrand-1-oz', en: 'krugerrand-1-oz' },
    quantity: 2,
    price: eur(250_000),
    minQuantity: 1,
    totalPrice: eur(500_000),
    taxRate: 0,
    taxClass: 'investment_gold',
    isScrap: false,
    availability: 'available',
    unitsLeft: null,
    outOfStock: false,
    previousPrice: null,
    ...overrides,
  };
}

/**
 * An active buy cart of the Austrian store in EUR. Count and totals follow its `lineItems` (no
 * tax), and an empty cart is blocked by `no_cart_items`, unless the test gives them.
 */
export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const lineItems = overrides.lineItems ?? [];
  const total = lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  return {
    id: '0b8f8d5e-6a55-4a43-9f8e-3c2b1a0d9e71',
    version: 1,
    locale: 'de-AT',
    transactionType: 'buy',
    orderType: 'order',
    cartState: 'active',
    store: 'at',
    country: 'AT',
    currency: 'EUR',
    customerEmail: null,
    lineItems,
    lineItemCount: lineItems.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice: eur(total),
    totalGrossPrice: eur(total),
    taxedPrice: { totalNet: eur(total), totalGross: eur(total), totalTax: eur(0) },
    shippingInfo: null,
    shippingAddress: null,
    billingAddress: null,
    paymentMethod: null,
    pickupBranchId: null,
    payoutBankDetails: null,
    discount: null,
    shippingOptions: [],
    paymentOptions: [],
    cashIdentificationRequired: false,
    dailyLimit: { limit: eur(50_000_000), left: eur(50_000_000), freesAt: null },
    orderBlockers: lineItems.length === 0 ? ['no_cart_items'] : [],
    removedLineItems: [],
    replacedCartId: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** The Vienna branch of the Austrian store (pickup, send to store, cash payment). */
export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    slug: 'wien-innere-stadt',
    name: { de: 'Wien Innere Stadt', en: 'Vienna city centre' },
    store: 'at',
    city: 'Wien',
    streetAddress: 'Graben 1',
    zipCode: '1010',
    country: 'AT',
    coordinates_lat: 48.2,
    coordinates_long: 16.37,
    timeZone: 'Europe/Vienna',
    phone: null,
    openingHours: [],
    about: { de: '', en: '' },
    paymentMethods: ['cash'],
    reviews: [],
    ...overrides,
  };
}
