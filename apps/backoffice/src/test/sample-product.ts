import type { StaffProduct } from '@shop/api-client/staff';

/** A 1 oz Krugerrand as GET /staff/products/{sku} answers it to a member of every store. */
export const krugerrand: StaffProduct = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  sku: 'CGO-KRU-1OZ',
  name: { de: 'Krügerrand 1 Unze', en: 'Krugerrand 1 ounce' },
  categories: ['gold-coins'],
  metal: 'gold',
  form: 'coin',
  stock: 40,
  lowStockThreshold: 5,
  availability: 'available',
  staffAvailability: 'fromStock',
  published: true,
  image: '/api/products/images/CGO-KRU-1OZ.svg',
  slug: { de: 'kruegerrand-1-unze', en: 'krugerrand-1-ounce' },
  description: { de: 'Die bekannteste Goldmünze.', en: 'The best-known gold coin.' },
  attributes: {
    manufacturer: 'Rand Refinery',
    series: 'Krugerrand',
    yearsOfIssue: null,
    fineness: '916.7',
    countryOfOrigin: 'South Africa',
  },
  fineWeight: 1,
  fineWeightUnit: 'oz',
  images: [
    {
      id: '6f1c2a9e-0b5d-4c1e-9a3f-2d7e8b4c5a10',
      url: '/api/products/images/CGO-KRU-1OZ.svg',
      alt: { de: 'Krügerrand Vorderseite', en: 'Krugerrand obverse' },
    },
  ],
  prices: [
    {
      store: 'at',
      own: null,
      effective: { premiumBps: 350, spreadBps: 200 },
      buy: { centAmount: 250_000, currency: 'EUR' },
      sell: { centAmount: 236_000, currency: 'EUR' },
    },
    {
      store: 'ch',
      own: { premiumBps: 400, spreadBps: 250 },
      effective: { premiumBps: 400, spreadBps: 250 },
      buy: { centAmount: 240_000, currency: 'CHF' },
      sell: { centAmount: 225_000, currency: 'CHF' },
    },
  ],
  pricesAt: '2026-11-28T09:00:00.000Z',
  audit: [],
};
