import type { LimitOrder } from '@shop/api-client';

/** A limit order as the API answers it, for the kit's own tests. */
export const id = '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11';
export const limitOrder: LimitOrder = {
  id,
  number: 'LO-000042',
  store: 'at',
  locale: 'de-AT',
  product: {
    sku: 'PHI-G-1OZ',
    productId: 'p1',
    name: { de: 'Wiener Philharmoniker 1 oz Gold', en: 'Vienna Philharmonic 1 oz gold' },
    slug: { de: 'wiener-philharmoniker-1-oz-gold', en: 'vienna-philharmonic-1-oz-gold' },
    published: true,
  },
  type: 'buy',
  quantity: 2,
  targetUnitPrice: { centAmount: 240_000, currency: 'EUR' },
  currentUnitPrice: null,
  expiresAt: '2099-12-31T17:00:00.000Z',
  status: 'Active',
  inactiveReason: null,
  payoutBankDetails: null,
  orderId: null,
  executedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};
