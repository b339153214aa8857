import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AdminStockAnswerSchema,
  adminTokenHeader,
  CartListSchema,
  type Cart,
} from '@shop/api-client/contract';
import { products } from '../catalogue/tables';
import { call, callError, callOk, signedInCustomer } from './accounts';
import { cancelOrder } from './order-lifecycle';
import { depositCalls, depositsAdminToken, goldCoin, orderAtOnce } from './deposits-suite';
import { acceptedConsents } from './orders-suite';

/*
 * Stock (issue 22, item 4): a buy order takes its units in its transaction, a cart or order asking
 * for more is refused naming the product, a sale leaves stock alone. The apps are built with the
 * deposits suite's admin token and the seeded catalogue and prices.
 */

/** The stock calls, on the app `getApp` answers when they run. */
function stockCalls(getApp: () => FastifyInstance) {
  const setStock = (sku: string, quantity: number) =>
    callOk(getApp(), `/admin/products/${sku}/stock`, AdminStockAnswerSchema, {
      method: 'PUT',
      headers: { [adminTokenHeader]: depositsAdminToken },
      payload: { quantity },
    });
  /** Cancels the order as the system does (the lifecycle's cancelled event). */
  const cancel = (orderId: string) => cancelOrder(getApp(), orderId);
  const stockOf = async (sku: string) => {
    const [row] = await getApp()
      .db.select({ stock: products.stock })
      .from(products)
      .where(eq(products.sku, sku));
    return row!.stock;
  };
  return { setStock, stockOf, cancel };
}

export function defineStockSuite(getApp: () => FastifyInstance) {
  it('reserves a buy order, refuses one short of stock naming the product, and sales take none', async () => {
    const { depositCart, placeOrder, as } = depositCalls(getApp);
    const { setStock, stockOf, cancel } = stockCalls(getApp);
    const gold = await goldCoin(getApp);
    const { token, customer } = await signedInCustomer(getApp());
    expect(await setStock(gold, 5)).toEqual({ sku: gold, stock: 5, availability: 'available' });

    await placeOrder(token, await depositCart(token, customer.email, [[gold, 2]], false));
    expect(await stockOf(gold)).toBe(3);

    const tooMany: Cart = await depositCart(token, customer.email, [[gold, 4]], false);
    expect(tooMany.orderBlockers).toContain('out_of_stock_items');
    expect(tooMany.lineItems[0]).toMatchObject({
      availability: 'lowStock',
      unitsLeft: 3,
      outOfStock: true,
    });
    const refused = await callError(
      getApp(),
      '/orders',
      400,
      as(token, {
        method: 'POST',
        payload: { cartId: tooMany.id, consents: acceptedConsents },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    );
    expect(refused).toMatchObject({ code: 'out_of_stock_items' });
    expect(refused.details).toEqual([
      expect.objectContaining({ path: `lineItems.${gold}.quantity` }),
    ]);
    expect(await stockOf(gold)).toBe(3);

    // A sale does not touch stock until the goods are received, nor when it is cancelled.
    const sale = await depositCart(token, customer.email, [[gold, 4]], false, 'sell');
    expect(sale.orderBlockers).toEqual([]);
    const sold = await placeOrder(token, sale);
    expect(await stockOf(gold)).toBe(3);
    expect(await cancel(sold.id)).toMatchObject({ orderState: 'Cancelled' });
    expect(await stockOf(gold)).toBe(3);
  }, 60_000);

  it('gives a cancelled buy order its units back, once', async () => {
    const { depositCart, placeOrder } = depositCalls(getApp);
    const { setStock, stockOf, cancel } = stockCalls(getApp);
    const gold = await goldCoin(getApp);
    const { token, customer } = await signedInCustomer(getApp());
    await setStock(gold, 2);
    const order = await placeOrder(
      token,
      await depositCart(token, customer.email, [[gold, 2]], false),
    );
    expect(await stockOf(gold)).toBe(0);
    expect(await cancel(order.id)).toMatchObject({ id: order.id, orderState: 'Cancelled' });
    expect(await stockOf(gold)).toBe(2);
    // A repeat answers the cancelled order without giving the units back twice.
    expect(await cancel(order.id)).toMatchObject({ id: order.id, orderState: 'Cancelled' });
    expect(await stockOf(gold)).toBe(2);
    await expect(cancelOrder(getApp(), order.id, 'Another reason')).rejects.toMatchObject({
      body: { code: 'transition_not_allowed', allowedEvents: [] },
    });
    expect(await stockOf(gold)).toBe(2);
  }, 60_000);

  it('refuses a sold-out product at the cart, in the language asked, and still buys it back', async () => {
    const { depositCart, as } = depositCalls(getApp);
    const { setStock, stockOf } = stockCalls(getApp);
    const gold = await goldCoin(getApp);
    const { token, customer } = await signedInCustomer(getApp());
    const before = await stockOf(gold);
    await setStock(gold, 0);
    try {
      const cart = await depositCart(token, customer.email, [], false);
      const add = (language: string) =>
        callError(
          getApp(),
          `/carts/${cart.id}/line-items`,
          400,
          as(token, {
            method: 'PUT',
            payload: { sku: gold, quantity: 1 },
            headers: { 'accept-language': language },
          }),
        );
      const de = await add('de');
      expect(de).toMatchObject({
        code: 'out_of_stock_items',
        message: 'Nicht vorrätige Artikel müssen ersetzt oder entfernt werden.',
        details: [
          { path: `lineItems.${gold}.quantity`, message: 'Davon sind nur 0 Stück vorrätig.' },
        ],
      });
      expect((await add('en')).message).toBe('Out-of-stock items must be substituted or removed.');
      const [unchanged] = await callOk(getApp(), '/carts', CartListSchema, as(token));
      expect(unchanged).toMatchObject({ id: cart.id, version: cart.version, lineItems: [] });
      // A sale does not draw on stock: selling a sold-out coin to the shop stays possible.
      const sale = await depositCart(token, customer.email, [[gold, 1]], false, 'sell');
      expect(sale.lineItems).toEqual([expect.objectContaining({ sku: gold, quantity: 1 })]);
    } finally {
      await setStock(gold, before);
    }
  });

  it('refuses stock that is not a whole number of units, and changes nothing', async () => {
    const { stockOf } = stockCalls(getApp);
    const gold = await goldCoin(getApp);
    const before = await stockOf(gold);
    for (const quantity of [-1, 2.5, '7'])
      expect(
        (
          await call(getApp(), `/admin/products/${gold}/stock`, {
            method: 'PUT',
            headers: { [adminTokenHeader]: depositsAdminToken },
            payload: { quantity },
          })
        ).status,
      ).toBe(400);
    expect(await stockOf(gold)).toBe(before);
  });
}

/** 20 buys of the last 3 units race over two instances: exactly 3 are placed. */
export function defineStockRace(first: () => FastifyInstance, second: () => FastifyInstance) {
  it('places exactly 3 of 20 parallel buys of the last 3 units', async () => {
    const { depositCart } = depositCalls(first);
    const { setStock, stockOf } = stockCalls(first);
    const gold = await goldCoin(first);
    const { token, customer } = await signedInCustomer(first());
    await setStock(gold, 3);
    const carts: Cart[] = [];
    for (let i = 0; i < 20; i += 1)
      carts.push(await depositCart(token, customer.email, [[gold, 1]], false));
    expect(carts.every((cart) => cart.orderBlockers.length === 0)).toBe(true);

    const { placed, refused } = await orderAtOnce(token, carts, first, second);
    expect(placed).toBe(3);
    expect(refused).toEqual(Array.from({ length: 17 }, () => [400, 'out_of_stock_items']));
    expect(await stockOf(gold)).toBe(0);
  }, 120_000);
}
