import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  adminTokenHeader,
  CartListSchema,
  CartQuoteSchema,
  CartSchema,
  OrderSchema,
  type Cart,
  type CartQuote,
} from '@shop/api-client/contract';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';
import { cartQuotes } from '../carts/tables';
import { orders } from '../orders/tables';
import { call, callError, callOk, signedInCustomer, type Answer } from './accounts';
import { depositCalls, depositsAdminToken, goldCoin } from './deposits-suite';
import { acceptedConsents } from './orders-suite';

/** The lock window the suite's apps are built with (QUOTE_LOCK_SECONDS). */
export const quotesSuiteLockSeconds = 60;

/**
 * The review step's quotes and the orders that carry them, on the app `getApp` answers when they
 * run (built with `depositsAdminToken` and `quotesSuiteLockSeconds`, the seeded catalogue).
 */
function quoteCalls(getApp: () => FastifyInstance) {
  const { as, depositCart } = depositCalls(getApp);
  /** An orderable buy cart of one gold coin of a new customer. */
  const orderable = async () => {
    const { token, customer } = await signedInCustomer(getApp());
    const cart = await depositCart(token, customer.email, [[await goldCoin(getApp), 1]], false);
    expect(cart.orderBlockers).toEqual([]);
    return { token, cart };
  };
  const quoteAnswer = (token: string, cartId: string, payload: object = {}) =>
    call(getApp(), `/carts/${cartId}/quote`, as(token, { method: 'POST', payload }));
  const quote = (token: string, cart: Cart, payload: object = {}) =>
    callOk(
      getApp(),
      `/carts/${cart.id}/quote`,
      CartQuoteSchema,
      as(token, { method: 'POST', payload }),
    );
  const order = (
    token: string,
    cartId: string,
    quoteId: string | undefined,
    options: { language?: string; app?: FastifyInstance } = {},
  ): Promise<Answer> =>
    call(
      options.app ?? getApp(),
      '/orders',
      as(token, {
        method: 'POST',
        payload: { cartId, consents: acceptedConsents, ...(quoteId ? { quoteId } : {}) },
        headers: {
          'idempotency-key': crypto.randomUUID(),
          ...(options.language ? { 'accept-language': options.language } : {}),
        },
      }),
    );
  /** A recalculation that moves every price by 5 %, as the price timer's next run might. */
  const movePrices = async () => {
    const moved = await getApp().inject({
      method: 'POST',
      url: '/admin/prices/recalculate',
      headers: { [adminTokenHeader]: depositsAdminToken },
      payload: { shock: 0.05 },
    });
    expect(moved.statusCode).toBe(200);
  };
  /** Lets the quote's window pass: moves its times into the past, as a clock would. */
  const expire = (quoteId: string) =>
    getApp()
      .db.update(cartQuotes)
      .set({
        createdAt: sql`now() - interval '10 minutes'`,
        expiresAt: sql`now() - interval '1 second'`,
      })
      .where(eq(cartQuotes.id, quoteId));
  const cartOf = async (token: string, cartId: string) =>
    (await callOk(getApp(), '/carts', CartListSchema, as(token))).find((c) => c.id === cartId);
  const ordersOfCart = (cartId: string) =>
    getApp().db.select().from(orders).where(eq(orders.cartId, cartId));
  return { as, orderable, quote, quoteAnswer, order, movePrices, expire, cartOf, ordersOfCart };
}

/** The refusal of an order with a quote that no longer holds, in English and German. */
async function expectQuoteNotValid(answers: { en: Answer; de: Answer }) {
  for (const [language, answer] of Object.entries(answers)) {
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({
      name: 'OperationNotValidError',
      code: 'quote_not_valid',
      reason: 'quote_not_valid',
      message: plainMessage(everyErrorMessage[language as 'en' | 'de'], 'error.quote_not_valid'),
    });
  }
}

export function defineQuotesSuite(getApp: () => FastifyInstance) {
  const calls = quoteCalls(getApp);
  const { orderable, quote, quoteAnswer, order, movePrices, expire, cartOf, ordersOfCart } = calls;
  const refusedBoth = async (token: string, cartId: string, quoteId: string) => ({
    en: await order(token, cartId, quoteId),
    de: await order(token, cartId, quoteId, { language: 'de' }),
  });

  it('quotes the cart as it is, bound to its version, for the configured window', async () => {
    const { token, cart } = await orderable();
    const before = Date.now();
    const answer: CartQuote = await quote(token, cart, { version: cart.version });
    expect(answer).toMatchObject({ cartId: cart.id, cartVersion: cart.version });
    expect(answer.lineItems).toEqual(
      cart.lineItems.map((line) => ({
        sku: line.sku,
        quantity: line.quantity,
        price: line.price,
        totalPrice: line.totalPrice,
      })),
    );
    expect(answer.totalPrice).toEqual(cart.totalGrossPrice);
    const window = Date.parse(answer.expiresAt) - Date.parse(answer.serverTime);
    expect(window).toBe(quotesSuiteLockSeconds * 1000);
    expect(Date.parse(answer.serverTime)).toBeGreaterThanOrEqual(before - 1000);
    // Quoting changes nothing on the cart.
    expect((await cartOf(token, cart.id))!.version).toBe(cart.version);
  });

  it('places the order at the quoted prices after a recalculation inside the window, once', async () => {
    const { token, cart } = await orderable();
    const quoted = await quote(token, cart);
    await movePrices();
    const placed = await order(token, cart.id, quoted.id);
    expect(placed.status).toBe(201);
    const { lineItems, totalGrossPrice } = v.parse(OrderSchema, placed.json);
    expect(lineItems[0]!.price).toEqual(quoted.lineItems[0]!.price);
    expect(totalGrossPrice).toEqual(quoted.totalPrice);
    const [row] = await ordersOfCart(cart.id);
    expect(row!.quoteId).toBe(quoted.id);
    const [stored] = await getApp()
      .db.select()
      .from(cartQuotes)
      .where(eq(cartQuotes.id, quoted.id));
    expect(stored!.usedAt).not.toBeNull();

    // Used: the ordered cart takes no second order, and no other cart of the owner takes the quote.
    const again = await order(token, cart.id, quoted.id);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'co002' });
    const { depositCart } = depositCalls(getApp);
    const other = await depositCart(
      token,
      cart.customerEmail!,
      [[cart.lineItems[0]!.sku, 1]],
      false,
    );
    await expectQuoteNotValid(await refusedBoth(token, other.id, quoted.id));
    expect(await ordersOfCart(other.id)).toEqual([]);
  });

  it('answers a repeat of the key with the same quote with the order it made', async () => {
    const { token, cart } = await orderable();
    const quoted = await quote(token, cart);
    await movePrices();
    const send = () =>
      call(
        getApp(),
        '/orders',
        calls.as(token, {
          method: 'POST',
          payload: { cartId: cart.id, consents: acceptedConsents, quoteId: quoted.id },
          headers: { 'idempotency-key': key },
        }),
      );
    const key = crypto.randomUUID();
    const first = await send();
    const repeat = await send();
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.json).toEqual(first.json);
    expect(await ordersOfCart(cart.id)).toHaveLength(1);
  });

  it('after the window answers as without a quote: the new prices to confirm', async () => {
    const { token, cart } = await orderable();
    const quoted = await quote(token, cart);
    await movePrices();
    await expire(quoted.id);
    const late = await order(token, cart.id, quoted.id);
    expect(late.status).toBe(409);
    const error = late.json as {
      code: string;
      priceChanges: { sku: string; oldPrice: object; newPrice: { centAmount: number } }[];
    };
    expect(error.code).toBe('product_price_mismatch');
    expect(error.priceChanges).toEqual([
      expect.objectContaining({
        sku: quoted.lineItems[0]!.sku,
        oldPrice: quoted.lineItems[0]!.price,
      }),
    ]);
    expect(await ordersOfCart(cart.id)).toEqual([]);
    // The cart took the new prices (a new version): a new quote holds them.
    const repriced = (await cartOf(token, cart.id))!;
    expect(repriced.version).toBeGreaterThan(cart.version);
    expect(repriced.lineItems[0]!.price.centAmount).toBe(
      error.priceChanges[0]!.newPrice.centAmount,
    );
    await expectQuoteNotValid(await refusedBoth(token, cart.id, quoted.id));
    const fresh = await quote(token, repriced);
    expect(fresh.cartVersion).toBe(repriced.version);
    // The lapsed quote went when the fresh one came: a cart keeps only quotes that can still hold.
    const kept = await getApp()
      .db.select({ id: cartQuotes.id })
      .from(cartQuotes)
      .where(eq(cartQuotes.cartId, cart.id));
    expect(kept).toEqual([{ id: fresh.id }]);
    const placed = await order(token, cart.id, fresh.id);
    expect(placed.status).toBe(201);
    expect(v.parse(OrderSchema, placed.json).lineItems[0]!.price).toEqual(
      repriced.lineItems[0]!.price,
    );
  });

  it('re-prices a cart whose prices moved before quoting it, so quote and cart agree', async () => {
    const { token, cart } = await orderable();
    await movePrices();
    const quoted = await quote(token, cart, { version: cart.version });
    const repriced = (await cartOf(token, cart.id))!;
    expect(quoted.cartVersion).toBe(repriced.version);
    expect(repriced.version).toBeGreaterThan(cart.version);
    expect(quoted.lineItems[0]!.price).toEqual(repriced.lineItems[0]!.price);
    expect(quoted.lineItems[0]!.price).not.toEqual(cart.lineItems[0]!.price);
    expect(quoted.totalPrice).toEqual(repriced.totalGrossPrice);
  });

  it('refuses a quote once the cart changed after it, and changes nothing', async () => {
    const { token, cart } = await orderable();
    const quoted = await quote(token, cart);
    const { as } = calls;
    const changed = await callOk(
      getApp(),
      `/carts/${cart.id}/line-items`,
      CartSchema,
      as(token, { method: 'PUT', payload: { sku: cart.lineItems[0]!.sku, quantity: 1 } }),
    );
    expect(changed.lineItems[0]!.quantity).toBe(2);
    await expectQuoteNotValid(await refusedBoth(token, cart.id, quoted.id));
    expect(await ordersOfCart(cart.id)).toEqual([]);
    const [stored] = await getApp()
      .db.select()
      .from(cartQuotes)
      .where(eq(cartQuotes.id, quoted.id));
    expect(stored!.usedAt).toBeNull();
    expect((await cartOf(token, cart.id))!.cartState).toBe('active');
  });

  it('holds a quote for its cart and owner only', async () => {
    const mine = await orderable();
    const theirs = await orderable();
    const quoted = await quote(mine.token, mine.cart);
    // Another owner neither quotes nor orders with it: the cart is not found, the quote not valid.
    const hidden = await callError(
      getApp(),
      `/carts/${mine.cart.id}/quote`,
      404,
      calls.as(theirs.token, { method: 'POST', payload: {} }),
    );
    expect(hidden.code).toBe('co001');
    await expectQuoteNotValid(await refusedBoth(theirs.token, theirs.cart.id, quoted.id));
    const unknown = await order(mine.token, mine.cart.id, crypto.randomUUID());
    expect(unknown.status).toBe(409);
    expect(unknown.json).toMatchObject({ code: 'quote_not_valid' });
    expect(await ordersOfCart(theirs.cart.id)).toEqual([]);
    expect(await ordersOfCart(mine.cart.id)).toEqual([]);
  });

  it('refuses bad input with a clear error: another version, a malformed quote id', async () => {
    const { token, cart } = await orderable();
    const stale = await quoteAnswer(token, cart.id, { version: cart.version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'concurrent_modification' });
    const wrongBody = await quoteAnswer(token, cart.id, { version: 'eins' });
    expect(wrongBody.status).toBe(400);
    expect(wrongBody.json).toMatchObject({ code: 'invalid_request' });
    const malformed = await order(token, cart.id, 'not-a-quote');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ code: 'invalid_request' });
    expect(
      await getApp().db.select().from(cartQuotes).where(eq(cartQuotes.cartId, cart.id)),
    ).toEqual([]);
    expect(await ordersOfCart(cart.id)).toEqual([]);
  });
}

/**
 * Two orders with one quote on one cart at once, on two API instances (PostgreSQL): the cart's
 * row lock lets one through; the other finds the cart ordered.
 */
export function defineQuoteRace(first: () => FastifyInstance, second: () => FastifyInstance) {
  it('makes exactly one order of two parallel orders with the same quote', async () => {
    const { orderable, quote, order, movePrices, ordersOfCart } = quoteCalls(first);
    const { token, cart } = await orderable();
    const quoted = await quote(token, cart);
    await movePrices();
    const answers = await Promise.all([
      order(token, cart.id, quoted.id, { app: first() }),
      order(token, cart.id, quoted.id, { app: second() }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await ordersOfCart(cart.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quoteId).toBe(quoted.id);
  });
}
