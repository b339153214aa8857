import type { Cart } from '@shop/api-client';
import { makeCart, makeLineItem } from '@shop/api-client/test-support';

/** An active buy cart of the Austrian store with one coin. */
export const sampleCart: Cart = makeCart({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  version: 3,
  lineItems: [makeLineItem({ id: 'line-1', productId: 'p-1' })],
});
