import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AdminStockAnswerSchema,
  adminTokenHeader,
  BranchListSchema,
  CartListSchema,
  ProductPricesResponseSchema,
  ShippingMethodListSchema,
  type Cart,
} from '@shop/api-client/contract';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';
import { storeRules } from '../checkout/tables';
import { orders } from '../orders/tables';
import { callError, callOk, signedInCustomer } from './accounts';
import { cancelOrder } from './order-lifecycle';
import { depositCalls, depositsAdminToken, goldCoin, orderAtOnce } from './deposits-suite';
import { acceptedConsents } from './orders-suite';

/*
 * Limits across orders (issue 22, item 7): a customer's buy orders of 24 hours stay within the
 * store's limit (500,000 EUR in the Austrian store), and cash orders of the linked window add up
 * against the anti-money-laundering threshold (10,000 EUR there). The apps are built with the
 * deposits suite's admin token and the seeded catalogue and prices.
 */

const admin = { headers: { [adminTokenHeader]: depositsAdminToken } } as const;

function limitCalls(getApp: () => FastifyInstance) {
  const calls = depositCalls(getApp);
  const { as, update, depositCart } = calls;
  const rules = async () => {
    const [row] = await getApp().db.select().from(storeRules).where(eq(storeRules.storeKey, 'at'));
    return row!;
  };
  /** A coin with stock for every order of the test, and its price in the Austrian store. */
  const stockedGold = async () => {
    const sku = await goldCoin(getApp);
    await callOk(getApp(), `/admin/products/${sku}/stock`, AdminStockAnswerSchema, {
      ...admin,
      method: 'PUT',
      payload: { quantity: 100_000 },
    });
    const prices = await callOk(
      getApp(),
      `/prices/products?country=AT&currency=EUR&skus=${sku}`,
      ProductPricesResponseSchema,
    );
    const unit = prices.products[0]!.prices.find((price) => price.type === 'buy')!.centAmount;
    return { sku, unit };
  };
  const carts = (token: string) => callOk(getApp(), '/carts', CartListSchema, as(token));
  const cartNow = async (token: string, id: string) =>
    (await carts(token)).find((cart) => cart.id === id)!;
  const placeRefused = (token: string, cart: Cart) =>
    callError(
      getApp(),
      '/orders',
      400,
      as(token, {
        method: 'POST',
        payload: { cartId: cart.id, consents: acceptedConsents },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    );
  const cancel = (orderId: string) => cancelOrder(getApp(), orderId);
  /** Moves an order back in time, as if it had been placed `hours` ago. */
  const placedHoursAgo = (orderId: string, hours: number) =>
    getApp()
      .db.update(orders)
      .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
      .where(eq(orders.id, orderId));
  /** A buy cart picked up and paid cash in an Austrian branch. */
  const cashCart = async (token: string, email: string, lines: [string, number][]) => {
    const cart = await depositCart(token, email, lines, false);
    const methods = await callOk(getApp(), '/orders/shipping-methods', ShippingMethodListSchema);
    const [branch] = await callOk(getApp(), '/branches', BranchListSchema);
    return update(token, cart, {
      shippingMethodId: methods.find((method) => method.key === 'pickup')!.id,
      pickupBranchId: branch!.id,
      paymentMethod: 'cashInStore',
    });
  };
  return { ...calls, rules, stockedGold, cartNow, placeRefused, cancel, placedHoursAgo, cashCart };
}

export function defineOrderLimitsSuite(getApp: () => FastifyInstance) {
  it('keeps the stores’ limits within bounds: a window of 1 to 720 hours, a limit above 0', async () => {
    const { rules } = limitCalls(getApp);
    const refusal = (set: Partial<typeof storeRules.$inferInsert>) =>
      getApp()
        .db.update(storeRules)
        .set(set)
        .where(eq(storeRules.storeKey, 'at'))
        .then(
          () => 'accepted',
          (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
        );
    for (const set of [
      { amlLinkedWindowHours: 0 },
      { amlLinkedWindowHours: 721 },
      { orderLimit24hCentAmount: 0 },
    ])
      expect(await refusal(set)).toBe('store_rules_order_limits_check');
    expect(await rules()).toMatchObject({
      amlLinkedWindowHours: 24,
      orderLimit24hCentAmount: 50_000_000,
    });
  });

  it('refuses a buy order that takes the orders of 24 hours over the limit, and the cart says so', async () => {
    const { depositCart, placeOrder, rules, stockedGold, cartNow, placeRefused } =
      limitCalls(getApp);
    const { orderLimit24hCentAmount: limit } = await rules();
    expect(limit).toBe(50_000_000);
    const { sku, unit } = await stockedGold();
    // About 430,000 EUR each, as the customer of the issue ordered three times within a minute.
    const quantity = Math.floor(43_000_000 / unit);
    const { token, customer } = await signedInCustomer(getApp());
    const [first, second, third] = [
      await depositCart(token, customer.email, [[sku, quantity]], false),
      await depositCart(token, customer.email, [[sku, quantity]], false),
      await depositCart(token, customer.email, [[sku, quantity]], false),
    ];
    expect(first!.totalGrossPrice.centAmount).toBeGreaterThan(limit / 2);
    expect(first!.orderBlockers).toEqual([]);
    expect(first!.dailyLimit).toEqual({
      limit: { centAmount: limit, currency: 'EUR' },
      left: { centAmount: limit, currency: 'EUR' },
      freesAt: null,
    });
    const placed = await placeOrder(token, first!);

    for (const cart of [second!, third!]) {
      const blocked = await cartNow(token, cart.id);
      expect(blocked.orderBlockers).toEqual(['daily_limit_exceeded']);
      // What is left beside the first order, and when that order leaves the 24 hours.
      expect(blocked.dailyLimit).toEqual({
        limit: { centAmount: limit, currency: 'EUR' },
        left: { centAmount: limit - placed.totalGrossPrice.centAmount, currency: 'EUR' },
        freesAt: new Date(Date.parse(placed.createdAt) + 24 * 3_600_000).toISOString(),
      });
      const refused = await placeRefused(token, cart);
      expect(refused).toMatchObject({
        name: 'OperationNotValidError',
        code: 'daily_limit_exceeded',
        reason: 'daily_limit_exceeded',
      });
    }
    const texts = ['en', 'de'] as const;
    for (const language of texts)
      expect(plainMessage(everyErrorMessage[language], 'error.daily_limit_exceeded')).toMatch(/24/);
    // A small order still fits beside the first.
    const small = await depositCart(token, customer.email, [[sku, 1]], false);
    expect(small.orderBlockers).toEqual([]);
  }, 120_000);

  it('counts neither cancelled orders nor orders older than 24 hours, nor sales', async () => {
    const { depositCart, placeOrder, stockedGold, cartNow, cancel, placedHoursAgo } =
      limitCalls(getApp);
    const { sku, unit } = await stockedGold();
    const quantity = Math.floor(43_000_000 / unit);
    const { token, customer } = await signedInCustomer(getApp());
    const carts = [
      await depositCart(token, customer.email, [[sku, quantity]], false),
      await depositCart(token, customer.email, [[sku, quantity]], false),
      await depositCart(token, customer.email, [[sku, quantity]], false),
    ];
    const first = await placeOrder(token, carts[0]!);
    expect((await cartNow(token, carts[1]!.id)).orderBlockers).toEqual(['daily_limit_exceeded']);
    // A sale is paid out only once its metal is in: it is not limited by the buys.
    const sale = await depositCart(token, customer.email, [[sku, quantity]], false, 'sell');
    expect(sale.orderBlockers).not.toContain('daily_limit_exceeded');

    await cancel(first.id);
    expect((await cartNow(token, carts[1]!.id)).orderBlockers).toEqual([]);
    const second = await placeOrder(token, carts[1]!);
    expect((await cartNow(token, carts[2]!.id)).orderBlockers).toEqual(['daily_limit_exceeded']);

    await placedHoursAgo(second.id, 23.9);
    expect((await cartNow(token, carts[2]!.id)).orderBlockers).toEqual(['daily_limit_exceeded']);
    await placedHoursAgo(second.id, 24.1);
    expect((await cartNow(token, carts[2]!.id)).orderBlockers).toEqual([]);
    await placeOrder(token, carts[2]!);
  }, 120_000);

  it('adds cash orders of the linked window against the identification threshold', async () => {
    const { placeOrder, rules, stockedGold, cashCart, placedHoursAgo } = limitCalls(getApp);
    const { amlCashThresholdCentAmount: threshold, amlLinkedWindowHours } = await rules();
    expect(amlLinkedWindowHours).toBe(24);
    const { sku, unit } = await stockedGold();
    // Each order below the threshold, two of them above it.
    const quantity = Math.floor((threshold * 0.8) / unit);
    expect(quantity).toBeGreaterThan(0);
    const { token, customer } = await signedInCustomer(getApp());
    const first = await cashCart(token, customer.email, [[sku, quantity]]);
    expect(first.totalGrossPrice.centAmount).toBeLessThanOrEqual(threshold);
    expect(2 * first.totalGrossPrice.centAmount).toBeGreaterThan(threshold);
    expect(first.cashIdentificationRequired).toBe(false);
    const firstOrder = await placeOrder(token, first);
    expect(firstOrder.cashIdentificationRequired).toBe(false);

    const second = await cashCart(token, customer.email, [[sku, quantity]]);
    expect(second.cashIdentificationRequired).toBe(true);
    expect(second.orderBlockers).toEqual([]);
    const secondOrder = await placeOrder(token, second);
    expect(secondOrder.cashIdentificationRequired).toBe(true);

    // Outside the window the earlier cash orders are no longer linked.
    await placedHoursAgo(firstOrder.id, 25);
    await placedHoursAgo(secondOrder.id, 25);
    const third = await cashCart(token, customer.email, [[sku, quantity]]);
    expect(third.cashIdentificationRequired).toBe(false);
  }, 120_000);
}

/**
 * Parallel buy orders of one customer on two API instances (PostgreSQL): the owner's lock lets
 * only as many through as fit within the limit, every other is refused with the reason.
 */
export function defineOrderLimitRace(first: () => FastifyInstance, second: () => FastifyInstance) {
  it('places only as many of 8 parallel buys as fit within the limit', async () => {
    const { depositCart, rules, stockedGold } = limitCalls(first);
    const { orderLimit24hCentAmount: limit } = await rules();
    const { sku, unit } = await stockedGold();
    const quantity = Math.floor(limit / 3.5 / unit);
    const { token, customer } = await signedInCustomer(first());
    const carts: Cart[] = [];
    for (let i = 0; i < 8; i += 1)
      carts.push(await depositCart(token, customer.email, [[sku, quantity]], false));
    expect(carts.every((cart) => cart.orderBlockers.length === 0)).toBe(true);
    const fit = Math.floor(limit / carts[0]!.totalGrossPrice.centAmount);
    expect(fit).toBe(3);

    const { placed, refused } = await orderAtOnce(token, carts, first, second);
    expect(placed).toBe(fit);
    expect(refused).toEqual(Array.from({ length: 8 - fit }, () => [400, 'daily_limit_exceeded']));
    const ordered = await first()
      .db.select({ total: orders.totalGrossCentAmount })
      .from(orders)
      .where(eq(orders.customerEmail, customer.email));
    expect(ordered.reduce((sum, row) => sum + row.total, 0)).toBeLessThanOrEqual(limit);
  }, 120_000);
}
