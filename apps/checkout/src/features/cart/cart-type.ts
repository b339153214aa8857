import type { PriceType } from '@shop/api-client';

/** Spec: the cart page's query `type` is buy or sell; the buy cart is the default. */
export function cartTypeOf(search: string): PriceType {
  return new URLSearchParams(search).get('type') === 'sell' ? 'sell' : 'buy';
}
