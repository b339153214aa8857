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
  dutyFree: false,
  images: [
    {
      url: '/api/products/images/CGO-KRU-1OZ.svg',
      alt: { de: 'Krugerrand 1 oz Gold', en: 'Krugerrand 1 oz Gold' },
    },
  ],
  createdAt: '2025-01-06T08:00:00.000Z',
};
