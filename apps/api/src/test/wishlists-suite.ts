import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import {
  maxWishlistLineItems,
  WishlistListSchema,
  WishlistSchema,
  type Wishlist,
} from '@shop/api-client/contract';
import { products } from '../catalogue/tables';
import { wishlistLineItems, wishlists } from '../wishlists/tables';
import {
  anonymousSession,
  callError,
  callOk,
  individualDraft,
  login,
  password,
  signedInCustomer,
  uniqueEmail,
  type CallOptions,
} from './accounts';

const missingId = '00000000-0000-4000-8000-000000000000';

/**
 * Wishlists on every database: the four calls, ownership and store on every id-taking route,
 * validation that changes nothing, and the merge on sign-in. The app must have the seeded catalogue.
 */
export function defineWishlistsSuite(getApp: () => FastifyInstance) {
  let skus: string[];

  beforeAll(async () => {
    const rows = await getApp()
      .db.select({ sku: products.sku })
      .from(products)
      .orderBy(asc(products.sku))
      .limit(3);
    skus = rows.map((row) => row.sku);
    if (skus.length < 3) throw new Error('The seeded catalogue lacks products for wishlists');
  });

  const as = (token: string, options: CallOptions = {}): CallOptions => ({
    ...options,
    token,
    headers: { 'x-store-key': 'at', ...options.headers },
  });
  const guest = async () => (await anonymousSession(getApp())).accessToken;
  const create = (token: string, lineSkus: string[], status = 201) =>
    callOk(
      getApp(),
      '/wishlists',
      WishlistSchema,
      as(token, {
        method: 'POST',
        payload: { storeKey: 'at', lineItems: lineSkus.map((sku) => ({ sku, quantity: 1 })) },
      }),
      status,
    );
  const list = (token: string) => callOk(getApp(), '/wishlists', WishlistListSchema, as(token));
  const add = (token: string, wishlist: Wishlist, sku: string) =>
    callOk(
      getApp(),
      `/wishlists/${wishlist.id}/store/at`,
      WishlistSchema,
      as(token, { method: 'PUT', payload: { sku, quantity: 1 } }),
    );
  /** The sign-in ends the guest's session, so the database tells what the guest still owns. */
  const guestWishlists = (ownerId: string) =>
    getApp().db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.ownerId, ownerId));
  const skusOf = (wishlist: Wishlist | undefined) => wishlist?.lineItems.map((line) => line.sku);

  it('needs a session', async () => {
    const refused = await callError(getApp(), '/wishlists', 401);
    expect(refused.code).toBe('unauthorized');
  });

  it('creates a wishlist, lists it, adds each product once and removes a line', async () => {
    const token = await guest();
    expect(await list(token)).toEqual([]);
    const created = await create(token, [skus[0]!]);
    expect(created.storeKey).toBe('at');
    expect(created.lineItems).toHaveLength(1);
    const line = created.lineItems[0]!;
    expect(line.sku).toBe(skus[0]);
    expect(line.name.de.length).toBeGreaterThan(0);
    expect(line.slug.en.length).toBeGreaterThan(0);

    const added = await add(token, created, skus[1]!);
    expect(skusOf(added)).toEqual([skus[0], skus[1]]);
    expect(skusOf(await add(token, created, skus[1]!))).toEqual([skus[0], skus[1]]);
    // A second POST adds to the store's one wishlist instead of making another.
    const again = await create(token, [skus[2]!, skus[0]!]);
    expect(again.id).toBe(created.id);
    expect(skusOf(again)).toEqual([skus[0], skus[1], skus[2]]);

    const removed = await callOk(
      getApp(),
      `/wishlists/${created.id}/store/at/line-item/${line.id}`,
      WishlistSchema,
      as(token, { method: 'DELETE' }),
    );
    expect(skusOf(removed)).toEqual([skus[1], skus[2]]);
    expect(await list(token)).toEqual([removed]);
    const gone = await callError(
      getApp(),
      `/wishlists/${created.id}/store/at/line-item/${line.id}`,
      404,
      as(token, { method: 'DELETE' }),
    );
    expect(gone.code).toBe('wishlist_line_item_not_found');
  });

  it('keeps wishlists per store', async () => {
    const token = await guest();
    await create(token, [skus[0]!]);
    const swiss = await callOk(getApp(), '/wishlists', WishlistListSchema, {
      token,
      headers: { 'x-store-key': 'ch' },
    });
    expect(swiss).toEqual([]);
  });

  it('answers 404 for another owner’s wishlist and changes nothing', async () => {
    const owner = await guest();
    const other = await guest();
    const wishlist = await create(owner, [skus[0]!]);
    const put = await callError(
      getApp(),
      `/wishlists/${wishlist.id}/store/at`,
      404,
      as(other, { method: 'PUT', payload: { sku: skus[1], quantity: 1 } }),
    );
    expect(put).toMatchObject({ code: 'wishlist_not_found', name: 'ResourceNotFoundError' });
    const del = await callError(
      getApp(),
      `/wishlists/${wishlist.id}/store/at/line-item/${wishlist.lineItems[0]!.id}`,
      404,
      as(other, { method: 'DELETE' }),
    );
    expect(del.code).toBe('wishlist_not_found');
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([wishlist]);
    const missing = await callError(
      getApp(),
      `/wishlists/${missingId}/store/at`,
      404,
      as(owner, { method: 'PUT', payload: { sku: skus[1], quantity: 1 } }),
    );
    expect(missing.code).toBe('wishlist_not_found');
  });

  it('refuses bad input with a localized error and changes nothing', async () => {
    const token = await guest();
    const wishlist = await create(token, [skus[0]!]);
    const unknown = await callError(
      getApp(),
      `/wishlists/${wishlist.id}/store/at`,
      400,
      as(token, {
        method: 'PUT',
        payload: { sku: 'NO-SUCH-SKU', quantity: 1 },
        headers: { 'accept-language': 'de' },
      }),
    );
    expect(unknown).toMatchObject({
      code: 'wishlist_product_not_found',
      message: 'Das Produkt wurde nicht gefunden.',
    });
    const quantity = await callError(
      getApp(),
      `/wishlists/${wishlist.id}/store/at`,
      400,
      as(token, { method: 'PUT', payload: { sku: skus[1], quantity: 2 } }),
    );
    expect(quantity.code).toBe('invalid_request');
    const store = await callError(
      getApp(),
      `/wishlists/${wishlist.id}/store/de`,
      400,
      as(token, { method: 'PUT', payload: { sku: skus[1], quantity: 1 } }),
    );
    expect(store.code).toBe('wishlist_store_mismatch');
    const bodyStore = await callError(
      getApp(),
      '/wishlists',
      400,
      as(token, { method: 'POST', payload: { storeKey: 'us', lineItems: [] } }),
    );
    expect(bodyStore.code).toBe('wishlist_store_mismatch');
    const partlyUnknown = await callError(
      getApp(),
      '/wishlists',
      400,
      as(token, {
        method: 'POST',
        payload: {
          storeKey: 'at',
          lineItems: [
            { sku: skus[1], quantity: 1 },
            { sku: 'NO-SUCH-SKU', quantity: 1 },
          ],
        },
      }),
    );
    expect(partlyUnknown.code).toBe('wishlist_product_not_found');
    const badId = await callError(
      getApp(),
      '/wishlists/not-an-id/store/at',
      400,
      as(token, { method: 'PUT', payload: { sku: skus[1], quantity: 1 } }),
    );
    expect(badId.code).toBe('invalid_request');
    expect(await list(token)).toEqual([wishlist]);
  });

  it('refuses an add beyond the limit and keeps the wishlist as it was', async () => {
    const token = await guest();
    const wishlist = await create(token, [skus[0]!]);
    const app = getApp();
    const fillers = await app.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.sku))
      .offset(3)
      .limit(maxWishlistLineItems - 1);
    if (fillers.length < maxWishlistLineItems - 1)
      throw new Error('The seeded catalogue is too small for the wishlist limit test');
    await app.db
      .insert(wishlistLineItems)
      .values(fillers.map((row) => ({ wishlistId: wishlist.id, productId: row.id })));
    const full = await callError(
      app,
      `/wishlists/${wishlist.id}/store/at`,
      409,
      as(token, { method: 'PUT', payload: { sku: skus[1], quantity: 1 } }),
    );
    expect(full.code).toBe('wishlist_full');
    const held = await app.db
      .select({ id: wishlistLineItems.id })
      .from(wishlistLineItems)
      .where(eq(wishlistLineItems.wishlistId, wishlist.id));
    expect(held).toHaveLength(maxWishlistLineItems);
  });

  describe('sign-in', () => {
    it('merges a guest’s wishlist into the customer’s, each product once', async () => {
      const email = uniqueEmail('wish');
      const { token: customerToken } = await signedInCustomer(getApp(), individualDraft(email));
      const own = await create(customerToken, [skus[0]!, skus[1]!]);
      const guestSession = await anonymousSession(getApp());
      await create(guestSession.accessToken, [skus[1]!, skus[2]!]);

      const session = await login(getApp(), email, password, {
        token: guestSession.accessToken,
      });
      const [merged, ...more] = await list(session.accessToken);
      expect(more).toEqual([]);
      expect(merged?.id).toBe(own.id);
      // The merged lines are added together, so their order among themselves is not defined.
      expect(skusOf(merged)?.sort()).toEqual([skus[0], skus[1], skus[2]]);
      expect(await guestWishlists(guestSession.ownerId)).toEqual([]);
    });

    it('hands a guest’s wishlist to a customer who has none', async () => {
      const email = uniqueEmail('wish');
      await signedInCustomer(getApp(), individualDraft(email));
      const guestSession = await anonymousSession(getApp());
      const wishlist = await create(guestSession.accessToken, [skus[2]!]);
      const session = await login(getApp(), email, password, {
        token: guestSession.accessToken,
      });
      expect(await list(session.accessToken)).toEqual([wishlist]);
      expect(await guestWishlists(guestSession.ownerId)).toEqual([]);
    });
  });
}
