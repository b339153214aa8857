import type { Wishlist, WishlistLineItem } from '@shop/api-client';

/** A wishlist line as the API answers it. */
export const wishlistLine = (n: number, sku = `SKU-${n}`): WishlistLineItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  productId: `p-${n}`,
  sku,
  name: { de: `Goldmünze ${n}`, en: `Gold coin ${n}` },
  slug: { de: `goldmuenze-${n}`, en: `gold-coin-${n}` },
  image: { url: `/api/products/images/${sku}.svg`, alt: { de: 'Vorderseite', en: 'Obverse' } },
  addedAt: '2026-11-20T10:00:00.000Z',
});

export const makeWishlist = (lineItems: WishlistLineItem[]): Wishlist => ({
  id: '11111111-1111-4111-8111-111111111111',
  storeKey: 'at',
  lineItems,
});
