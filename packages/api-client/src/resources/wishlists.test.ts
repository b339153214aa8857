import { createApiClient } from '../client';
import type { Wishlist } from '../schemas/wishlist';
import { fakeFetch, json } from '../test-support';

const wishlistId = '7d2f8a1e-3c4b-4e5f-8a6b-9c0d1e2f3a4b';
const lineItemId = '0b9f4b7e-1d2c-4a3b-8c4d-5e6f7a8b9c0d';
const wishlist: Wishlist = {
  id: wishlistId,
  storeKey: 'at',
  lineItems: [
    {
      id: lineItemId,
      productId: '5b4c0f38-8a3a-4f57-9a43-0d4f1f6c9b11',
      sku: 'CGO-KRU-1OZ',
      name: { de: 'Krügerrand 1 oz', en: 'Krugerrand 1 oz' },
      slug: { de: 'kruegerrand-1-oz', en: 'krugerrand-1-oz' },
      image: {
        url: '/api/products/images/CGO-KRU-1OZ.svg',
        alt: { de: 'Vorderseite', en: 'Obverse' },
      },
      addedAt: '2026-11-23T12:00:00.000Z',
    },
  ],
};

describe('wishlists resource', () => {
  it('calls every wishlist path of spec 7 with its method and body', async () => {
    const { fetch, calls } = fakeFetch(json(wishlist));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    const line = { sku: 'CGO-KRU-1OZ', quantity: 1 } as const;
    expect(await api.wishlists.create({ storeKey: 'at', lineItems: [line] })).toEqual(wishlist);
    await api.wishlists.addLineItem(wishlistId, 'at', line);
    await api.wishlists.removeLineItem(wishlistId, 'at', lineItemId);
    expect(calls.map((c) => [c.init.method ?? 'GET', c.url, c.init.body])).toEqual([
      ['POST', '/api/wishlists', JSON.stringify({ storeKey: 'at', lineItems: [line] })],
      ['PUT', `/api/wishlists/${wishlistId}/store/at`, JSON.stringify(line)],
      ['DELETE', `/api/wishlists/${wishlistId}/store/at/line-item/${lineItemId}`, undefined],
    ]);
  });

  it('lists the caller’s wishlists and checks the answer against the contract', async () => {
    const { fetch, calls } = fakeFetch(json([wishlist]), json([{ ...wishlist, storeKey: 'xx' }]));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    expect(await api.wishlists.list()).toEqual([wishlist]);
    expect(calls[0]?.url).toBe('/api/wishlists');
    await expect(api.wishlists.list()).rejects.toMatchObject({ name: 'UnknownError' });
  });
});
