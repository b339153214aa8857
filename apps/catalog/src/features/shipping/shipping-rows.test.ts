import type { ShippingMethod } from '@shop/api-client';
import { shippingRows } from './shipping-rows';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const chf = (centAmount: number) => ({ centAmount, currency: 'CHF' as const });

const methods: ShippingMethod[] = [
  {
    id: 'm-shipping',
    key: 'shipping',
    price: eur(990),
    freeFrom: eur(100_000),
    transactionTypes: ['buy', 'sell'],
    prices: [
      { store: 'at', price: eur(990), freeFrom: eur(100_000) },
      { store: 'ch', price: chf(1200), freeFrom: null },
    ],
  },
  {
    id: 'm-insured',
    key: 'insured-shipping',
    price: eur(1990),
    freeFrom: eur(100_000),
    transactionTypes: ['buy', 'sell'],
    prices: [{ store: 'at', price: eur(1990), freeFrom: eur(100_000) }],
  },
];

describe('shippingRows', () => {
  it('lists the visitor’s store first, then the others', () => {
    expect(shippingRows('ch', methods).map((row) => row.store.key)).toEqual([
      'ch',
      'at',
      'de',
      'li',
      'us',
    ]);
  });

  it('takes each store’s prices from the API’s methods, null where a store lacks one', () => {
    const [ch, at, de] = shippingRows('ch', methods);
    expect(at).toMatchObject({ standard: eur(990), insured: eur(1990), freeFrom: eur(100_000) });
    expect(ch).toMatchObject({ standard: chf(1200), insured: null, freeFrom: null });
    expect(de).toMatchObject({ standard: null, insured: null, freeFrom: null });
  });
});
