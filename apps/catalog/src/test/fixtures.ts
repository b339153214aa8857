import {
  categoryDefinitions,
  type Category,
  type CategoryKey,
  type Product,
  type ProductSearchResponse,
} from '@shop/api-client';

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
