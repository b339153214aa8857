import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  AdminStockAnswerSchema,
  adminTokenHeader,
  CartListSchema,
  CartSchema,
  ProductPricesResponseSchema,
  type Cart,
} from '@shop/api-client/contract';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';
import { products } from '../catalogue/tables';
import { discountCodes } from '../checkout/tables';
import { orderLineItems, orders } from '../orders/tables';
import { unitPriceFor } from '../prices';
import { call, callError, callOk, signedInCustomer } from './accounts';
import { cancelOrder } from './order-lifecycle';
import { depositCalls, depositsAdminToken, goldCoin } from './deposits-suite';
import { acceptedConsents } from './orders-suite';

/*
 * Coupons that cannot be farmed (issue 22, item 6): limits overall and per customer, investment
 * bullion left out or capped below its spread, and no sale back above cost within the sell-back
 * period (COUPON_SELL_BACK_DAYS, 30 by default). Each test makes its own code, so no other test's
 * orders count against its limits. The apps take the deposits suite's admin token.
 */

const admin = { headers: { [adminTokenHeader]: depositsAdminToken } } as const;
const dayMs = 24 * 60 * 60 * 1000;

const textsOf = (code: string) => ({
  en: plainMessage(everyErrorMessage.en, `error.${code}`),
  de: plainMessage(everyErrorMessage.de, `error.${code}`),
});

export function couponCalls(getApp: () => FastifyInstance) {
  const calls = depositCalls(getApp);
  const { as } = calls;
  const stocked = async (sku: string) => {
    await callOk(getApp(), `/admin/products/${sku}/stock`, AdminStockAnswerSchema, {
      ...admin,
      method: 'PUT',
      payload: { quantity: 100_000 },
    });
    return sku;
  };
  /** A bullion coin and a gift item (not bullion), both in stock for every order of a test. */
  const goods = async () => ({
    gold: await stocked(await goldCoin(getApp)),
    gift: await stocked(await calls.skuOf(sql`${products.form} = 'gift'`)),
  });
  /** A code of the test's own: 5 % off unless `terms` say otherwise. */
  const newCode = async (terms: Partial<typeof discountCodes.$inferInsert> = {}) => {
    const [row] = await getApp()
      .db.insert(discountCodes)
      .values({
        code: `TEST${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
        percentBps: 500,
        validFrom: new Date(Date.now() - dayMs),
        ...terms,
      })
      .returning();
    return row!;
  };
  const addCoupon = (token: string, cart: Cart, code: string) =>
    callOk(
      getApp(),
      `/admin/carts/${cart.id}/coupon`,
      CartSchema,
      as(token, { method: 'PUT', payload: { code } }),
    );
  /** A refused PUT of the coupon, in English and German. */
  const couponRefused = async (token: string, cart: Cart, code: string, status: number) => {
    const url = `/admin/carts/${cart.id}/coupon`;
    const payload = { code };
    const en = await callError(getApp(), url, status, as(token, { method: 'PUT', payload }));
    const de = await callError(
      getApp(),
      url,
      status,
      as(token, { method: 'PUT', payload, headers: { 'accept-language': 'de' } }),
    );
    return { code: en.code, message: en.message, german: de.message };
  };
  const cartNow = async (token: string, id: string) =>
    (await callOk(getApp(), '/carts', CartListSchema, as(token))).find((cart) => cart.id === id);
  const postOrder = (token: string, cart: Cart, app = getApp(), language = 'en') =>
    call(
      app,
      '/orders',
      as(token, {
        method: 'POST',
        payload: { cartId: cart.id, consents: acceptedConsents },
        headers: { 'idempotency-key': crypto.randomUUID(), 'accept-language': language },
      }),
    );
  const cancel = (orderId: string) => cancelOrder(getApp(), orderId);
  /** The buy and sell unit prices of `quantity` of the product in the Austrian store now. */
  const pricesOf = async (sku: string, quantity: number) => {
    const answer = await callOk(
      getApp(),
      `/prices/products?country=AT&currency=EUR&skus=${sku}`,
      ProductPricesResponseSchema,
    );
    const pricing = answer.products[0]!;
    return {
      buy: unitPriceFor(pricing, 'buy', quantity)!.centAmount,
      sell: unitPriceFor(pricing, 'sell', quantity)!.centAmount,
    };
  };
  return {
    ...calls,
    goods,
    newCode,
    addCoupon,
    couponRefused,
    cartNow,
    postOrder,
    cancel,
    pricesOf,
  };
}

export function defineCouponsSuite(getApp: () => FastifyInstance) {
  const c = couponCalls(getApp);

  it('leaves investment bullion out: refused on a cart of bars and coins, only other lines discounted', async () => {
    const { gold, gift } = await c.goods();
    const code = await c.newCode();
    const { token, customer } = await signedInCustomer(getApp());

    const bullionOnly = await c.depositCart(token, customer.email, [[gold, 2]], false);
    expect(await c.couponRefused(token, bullionOnly, code.code, 400)).toEqual({
      code: 'coupon_bullion_excluded',
      message: textsOf('coupon_bullion_excluded').en,
      german: textsOf('coupon_bullion_excluded').de,
    });
    expect(await c.cartNow(token, bullionOnly.id)).toEqual(bullionOnly);

    const mixed = await c.depositCart(
      token,
      customer.email,
      [
        [gold, 1],
        [gift, 2],
      ],
      false,
    );
    const added = await c.addCoupon(token, mixed, code.code);
    const giftGross = added.lineItems.find((line) => line.sku === gift)!.totalPrice.centAmount;
    expect(added.discount).toMatchObject({
      code: code.code,
      amount: { centAmount: Math.round(giftGross * 0.05), currency: 'EUR' },
      bullionLimited: true,
    });

    // Without its gift line the cart keeps the coupon at 0, with the note, and the order made of
    // it is no redemption.
    const bullionLeft = await callOk(
      getApp(),
      `/carts/${mixed.id}/line-items?sku=${gift}`,
      CartSchema,
      c.as(token, { method: 'DELETE' }),
    );
    expect(bullionLeft.discount).toMatchObject({ amount: { centAmount: 0 }, bullionLimited: true });
    const answer = await c.postOrder(token, bullionLeft);
    expect(answer.status).toBe(201);
    const [row] = await getApp()
      .db.select()
      .from(orders)
      .where(eq(orders.id, (answer.json as { id: string }).id));
    expect([row!.discountCodeId, row!.discountCentAmount]).toEqual([null, 0]);
  });

  it('keeps a bullion discount one cent below the spread when the coupon includes bullion, so selling back at once never gains', async () => {
    const { gold } = await c.goods();
    const code = await c.newCode({ percentBps: 10_000, includesInvestmentBullion: true });
    const { token, customer } = await signedInCustomer(getApp());
    const cart = await c.depositCart(token, customer.email, [[gold, 2]], false);
    const { buy, sell } = await c.pricesOf(gold, 2);
    expect(cart.lineItems[0]!.price.centAmount).toBe(buy);
    const added = await c.addCoupon(token, cart, code.code);
    const discount = (buy - sell) * 2 - 1;
    expect(added.discount).toMatchObject({
      amount: { centAmount: discount },
      bullionLimited: true,
    });

    const placed = await c.postOrder(token, added);
    expect(placed.status).toBe(201);
    const paid = 2 * buy - discount;
    const back = await c.depositCart(token, customer.email, [[gold, 2]], false, 'sell');
    // Sold back at once at the buy-back price: one cent less than was paid, and allowed.
    expect(back.lineItems[0]!.totalPrice.centAmount).toBe(paid - 1);
    expect(back.orderBlockers).not.toContain('coupon_sell_back_above_cost');
  });

  it('refuses a sale back above the discounted cost within the period, and allows it at cost, later or once cancelled', async () => {
    const { gold, gift } = await c.goods();
    const code = await c.newCode({ percentBps: 10_000, includesInvestmentBullion: true });
    const { token, customer } = await signedInCustomer(getApp());
    const bought = await c.addCoupon(
      token,
      await c.depositCart(
        token,
        customer.email,
        [
          [gift, 1],
          [gold, 2],
        ],
        false,
      ),
      code.code,
    );
    const placed = await c.postOrder(token, bought);
    expect(placed.status).toBe(201);
    const orderId = (placed.json as { id: string }).id;
    const lines = await getApp()
      .db.select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, orderId))
      .orderBy(orderLineItems.position);
    expect(lines.reduce((sum, line) => sum + line.discountCentAmount, 0)).toBe(
      bought.discount!.amount.centAmount,
    );
    const goldLine = lines.find((line) => line.sku === gold)!;

    const sale = await c.depositCart(token, customer.email, [[gold, 2]], false, 'sell');
    const sellUnit = sale.lineItems[0]!.price.centAmount;
    /** The purchase's cost per unit, as if the metal price had moved since. */
    const costIs = (unit: number) =>
      getApp()
        .db.update(orderLineItems)
        .set({ discountCentAmount: (goldLine.unitCentAmount - unit) * goldLine.quantity })
        .where(eq(orderLineItems.id, goldLine.id));
    const blockers = async () => (await c.cartNow(token, sale.id))!.orderBlockers;

    await costIs(sellUnit - 100);
    expect(await blockers()).toContain('coupon_sell_back_above_cost');
    for (const language of ['en', 'de'] as const) {
      const refused = await c.postOrder(token, sale, getApp(), language);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        name: 'OperationNotValidError',
        code: 'coupon_sell_back_above_cost',
        message: textsOf('coupon_sell_back_above_cost')[language],
        details: [
          {
            path: `lineItems.${gold}.price`,
            message: plainMessage(everyErrorMessage[language], 'validation.couponSellBackCost'),
          },
        ],
      });
    }
    expect((await c.cartNow(token, sale.id))!.cartState).toBe('active');

    await costIs(sellUnit);
    expect(await blockers()).not.toContain('coupon_sell_back_above_cost');

    await costIs(sellUnit - 100);
    await getApp()
      .db.update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * dayMs) })
      .where(eq(orders.id, orderId));
    expect(await blockers()).not.toContain('coupon_sell_back_above_cost');

    await getApp().db.update(orders).set({ createdAt: new Date() }).where(eq(orders.id, orderId));
    expect(await blockers()).toContain('coupon_sell_back_above_cost');
    await c.cancel(orderId);
    expect(await blockers()).not.toContain('coupon_sell_back_above_cost');
    expect((await c.postOrder(token, sale)).status).toBe(201);
  });

  it('lets each customer redeem a code as often as it allows; a cancelled order gives the use back', async () => {
    const { gift } = await c.goods();
    const code = await c.newCode({ maxRedemptions: 10, maxRedemptionsPerCustomer: 1 });
    const { token, customer } = await signedInCustomer(getApp());
    const first = await c.addCoupon(
      token,
      await c.depositCart(token, customer.email, [[gift, 1]], false),
      code.code,
    );
    const placed = await c.postOrder(token, first);
    expect(placed.status).toBe(201);
    const [row] = await getApp()
      .db.select()
      .from(orders)
      .where(eq(orders.id, (placed.json as { id: string }).id));
    expect(row!.discountCodeId).toBe(code.id);
    expect(row!.discountCentAmount).toBe(first.discount!.amount.centAmount);

    const next = await c.depositCart(token, customer.email, [[gift, 1]], false);
    expect(await c.couponRefused(token, next, code.code, 409)).toEqual({
      code: 'coupon_limit_reached',
      message: textsOf('coupon_limit_reached').en,
      german: textsOf('coupon_limit_reached').de,
    });
    expect(await c.cartNow(token, next.id)).toEqual(next);
    // Another customer still may.
    const other = await signedInCustomer(getApp());
    const theirs = await c.depositCart(other.token, other.customer.email, [[gift, 1]], false);
    expect((await c.addCoupon(other.token, theirs, code.code)).discount?.code).toBe(code.code);

    await c.cancel(row!.id);
    expect((await c.addCoupon(token, next, code.code)).discount?.code).toBe(code.code);
  });

  it('stops at the overall limit, also for a cart that took the code before the last use went', async () => {
    const { gift } = await c.goods();
    const code = await c.newCode({ maxRedemptions: 1, maxRedemptionsPerCustomer: 5 });
    const a = await signedInCustomer(getApp());
    const b = await signedInCustomer(getApp());
    const cartA = await c.addCoupon(
      a.token,
      await c.depositCart(a.token, a.customer.email, [[gift, 1]], false),
      code.code,
    );
    const cartB = await c.addCoupon(
      b.token,
      await c.depositCart(b.token, b.customer.email, [[gift, 1]], false),
      code.code,
    );
    expect((await c.postOrder(a.token, cartA)).status).toBe(201);
    for (const language of ['en', 'de'] as const) {
      const refused = await c.postOrder(b.token, cartB, getApp(), language);
      expect([refused.status, refused.json]).toEqual([
        409,
        expect.objectContaining({
          code: 'coupon_limit_reached',
          message: textsOf('coupon_limit_reached')[language],
        }),
      ]);
    }
    expect(await c.cartNow(b.token, cartB.id)).toEqual(cartB);
    const fresh = await c.depositCart(b.token, b.customer.email, [[gift, 1]], false);
    expect((await c.couponRefused(b.token, fresh, code.code, 409)).code).toBe(
      'coupon_limit_reached',
    );
  });
}

/**
 * Parallel orders of different customers, on two API instances, with a code that has one
 * redemption left: exactly one order takes it, the others are refused with coupon_limit_reached.
 */
export function defineCouponRace(first: () => FastifyInstance, second: () => FastifyInstance) {
  it('gives the last redemption of a code to exactly one of 8 parallel orders', async () => {
    const c = couponCalls(first);
    const { gift } = await c.goods();
    const code = await c.newCode({ maxRedemptions: 1, maxRedemptionsPerCustomer: 1 });
    const carts: { token: string; cart: Cart }[] = [];
    for (let i = 0; i < 8; i++) {
      const { token, customer } = await signedInCustomer(first());
      const cart = await c.depositCart(token, customer.email, [[gift, 1]], false);
      carts.push({ token, cart: await c.addCoupon(token, cart, code.code) });
    }
    const answers = await Promise.all(
      carts.map(({ token, cart }, i) => c.postOrder(token, cart, (i % 2 === 0 ? first : second)())),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect((answer.json as { code: string }).code).toBe('coupon_limit_reached');
    const [count] = await first()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.discountCodeId, code.id)));
    expect(count!.n).toBe(1);
  });
}
