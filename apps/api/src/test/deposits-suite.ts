import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  AdminPaymentAnswerSchema,
  adminTokenHeader,
  CartListSchema,
  CartSchema,
  DepositHistorySchema,
  DepositListSchema,
  DepositSchema,
  OrderSchema,
  ProductPricesResponseSchema,
  ShippingMethodListSchema,
  type Cart,
  type Deposit,
} from '@shop/api-client/contract';
import { products } from '../catalogue/tables';
import { deposits } from '../deposits/tables';
import { orders } from '../orders/tables';
import { metalPriceSnapshots } from '../prices/tables';
import {
  anonymousSession,
  austrianAddress,
  call,
  callError,
  callOk,
  password,
  signedInCustomer,
  type CallOptions,
} from './accounts';
import { acceptedConsents } from './orders-suite';
import { applyAsSystem } from './order-lifecycle';

/** The app of this suite is built with it: payments are recorded through the admin route. */
export const depositsAdminToken = 'deposits-suite-admin-token';
const payoutBankDetails = {
  kind: 'iban',
  iban: 'AT611904300234573201',
  bic: 'BKAUATWW',
  accountOwner: 'Anna Muster',
};

/** The calls the deposit tests make, on the app `getApp` answers when they run. */
export function depositCalls(getApp: () => FastifyInstance) {
  const skuOf = async (condition: ReturnType<typeof sql>) => {
    const [row] = await getApp()
      .db.select({ sku: products.sku })
      .from(products)
      .where(condition)
      .orderBy(products.sku)
      .limit(1);
    if (!row) throw new Error('The seeded catalogue lacks a product the deposit tests need');
    return row.sku;
  };
  const as = (token: string, options: CallOptions = {}, store = 'at'): CallOptions => ({
    ...options,
    token,
    headers: { 'x-store-key': store, ...options.headers },
  });
  const list = (token: string, store = 'at') =>
    callOk(getApp(), '/deposits', DepositListSchema, as(token, {}, store));
  const open = (token: string, status = 201) =>
    callOk(getApp(), '/deposits', DepositSchema, as(token, { method: 'POST' }), status);
  const update = (token: string, cart: Cart, payload: object) =>
    callOk(getApp(), `/carts/${cart.id}`, CartSchema, as(token, { method: 'PUT', payload }));
  const depositMethodId = async () => {
    const methods = await callOk(getApp(), '/orders/shipping-methods', ShippingMethodListSchema);
    return methods.find((method) => method.key === 'deposit')!.id;
  };

  /**
   * A buy cart (or a sale) of these lines, shipped to or from the deposit (or by the default
   * method), ready to order.
   */
  async function depositCart(
    token: string,
    email: string,
    lines: [string, number][],
    toDeposit = true,
    transactionType: 'buy' | 'sell' = 'buy',
  ) {
    let cart = await callOk(
      getApp(),
      '/carts',
      CartSchema,
      as(token, {
        method: 'POST',
        payload: { transactionType, orderType: 'order', country: 'AT', currency: 'EUR' },
      }),
      201,
    );
    for (const [sku, quantity] of lines)
      cart = await callOk(
        getApp(),
        `/carts/${cart.id}/line-items`,
        CartSchema,
        as(token, { method: 'PUT', payload: { sku, quantity } }),
      );
    // Switching to the deposit replaces the cart (spec 4): the answer is the new one.
    if (toDeposit) cart = await update(token, cart, { shippingMethodId: await depositMethodId() });
    await callOk(
      getApp(),
      `/carts/${cart.id}/addresses`,
      CartSchema,
      as(token, {
        method: 'PUT',
        payload: { shippingAddress: austrianAddress, billingAddress: austrianAddress },
      }),
    );
    return update(
      token,
      cart,
      transactionType === 'buy'
        ? { customerEmail: email, paymentMethod: 'bankTransfer' }
        : { customerEmail: email, payoutBankDetails },
    );
  }

  const placeOrder = async (token: string, cart: Cart) =>
    callOk(
      getApp(),
      '/orders',
      OrderSchema,
      as(token, {
        method: 'POST',
        payload: { cartId: cart.id, consents: acceptedConsents },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
      201,
    );

  /** Records the order as paid through the admin route (issue 22). */
  const pay = (orderId: string, paidAt = new Date().toISOString()) =>
    callOk(getApp(), `/admin/orders/${orderId}/payment`, AdminPaymentAnswerSchema, {
      method: 'POST',
      headers: { [adminTokenHeader]: depositsAdminToken },
      payload: { state: 'Paid', paidAt },
    });

  const sellPrice = async (sku: string) => {
    const answer = await callOk(
      getApp(),
      `/prices/products?country=AT&currency=EUR&skus=${sku}`,
      ProductPricesResponseSchema,
    );
    return answer.products[0]!.prices.find((price) => price.type === 'sell')!.centAmount;
  };

  return { as, list, open, update, depositCart, placeOrder, pay, sellPrice, skuOf };
}

/** A one-ounce gold coin of the seeded catalogue, investment gold, with stock for many orders. */
export const goldCoin = (getApp: () => FastifyInstance) =>
  depositCalls(getApp).skuOf(
    sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin' and ${products.fineWeightG} between 30 and 32 and ${products.stock} >= 100`,
  );

/**
 * Deposits on every database: opening once per customer and store (also when openings race), the
 * owner and store checks, and positions filled by the customer's orders shipped to the deposit,
 * valued at the current buy-back price. The app must have the seeded catalogue and prices.
 */
export function defineDepositsSuite(getApp: () => FastifyInstance) {
  const { as, list, open, depositCart, placeOrder, pay, sellPrice, skuOf } = depositCalls(getApp);
  let gold: string;
  let dutyFreeSilver: string;
  let silver: string;

  beforeAll(async () => {
    gold = await goldCoin(getApp);
    dutyFreeSilver = await skuOf(
      sql`${products.preciousMetal} = 'silver' and ${products.form} = 'coin' and ${products.dutyFree}`,
    );
    silver = await skuOf(
      sql`${products.preciousMetal} = 'silver' and ${products.form} = 'coin' and not ${products.dutyFree}`,
    );
  });

  it('is for signed-in customers only', async () => {
    expect((await callError(getApp(), '/deposits', 401)).code).toBe('unauthorized');
    const guest = (await anonymousSession(getApp())).accessToken;
    const refused = await call(getApp(), '/deposits', as(guest));
    expect(refused.status).toBe(401);
    const opening = await call(getApp(), '/deposits', as(guest, { method: 'POST' }));
    expect(opening.status).toBe(401);
  });

  it('opens one deposit per customer and store with its depot number and open date', async () => {
    const { token } = await signedInCustomer(getApp());
    expect(await list(token)).toEqual([]);
    const before = Date.now();
    const opened = await open(token);
    expect(opened.depotNumber).toMatch(/^AT-\d{7}$/);
    expect(Date.parse(opened.openedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(opened).toMatchObject({
      store: 'at',
      currency: 'EUR',
      positions: [],
      openingValue: { centAmount: 0, currency: 'EUR' },
      currentValue: { centAmount: 0, currency: 'EUR' },
      difference: { centAmount: 0, currency: 'EUR' },
      differencePercent: null,
    });
    const again = await open(token, 200);
    expect(again.id).toBe(opened.id);
    expect((await list(token)).map((deposit) => deposit.depotNumber)).toEqual([opened.depotNumber]);
    // Another store's deposit is another deposit; this one is not seen there.
    expect(await list(token, 'de')).toEqual([]);
  });

  it('keeps the account while an order is open or the deposit holds metal (issue 22)', async () => {
    const { customer, token } = await signedInCustomer(getApp());
    await open(token);
    const order = await placeOrder(token, await depositCart(token, customer.email, [[gold, 1]]));
    const remove = (status: number) =>
      callError(getApp(), `/customers/${customer.id}`, status, {
        method: 'DELETE',
        token,
        payload: { password },
        headers: { 'accept-language': 'de' },
      });
    const setState = (orderState: 'Complete' | 'Cancelled') =>
      getApp().db.update(orders).set({ orderState }).where(eq(orders.id, order.id));

    expect(await remove(409)).toMatchObject({
      code: 'open_orders_exist',
      message:
        'Sie haben noch Bestellungen, die nicht abgeschlossen sind. Ihr Konto kann gelöscht werden, sobald sie abgeschlossen oder storniert sind; für eine Stornierung kontaktieren Sie uns bitte.',
    });
    await setState('Complete');
    expect(await remove(409)).toMatchObject({
      code: 'deposit_holdings_exist',
      message:
        'In Ihrem Depot liegt noch Edelmetall. Bitte verkaufen Sie es an uns oder lassen Sie es sich liefern, bevor Sie Ihr Konto löschen.',
    });
    expect((await list(token))[0]!.positions).toHaveLength(1);
    // The metal never arrived: nothing is held, nothing is owed.
    await setState('Cancelled');
    const deleted = await call(getApp(), `/customers/${customer.id}`, {
      method: 'DELETE',
      token,
      payload: { password },
    });
    expect(deleted.status).toBe(204);
  });

  it("never shows a customer another customer's deposit", async () => {
    const owner = await signedInCustomer(getApp());
    await open(owner.token);
    const other = await signedInCustomer(getApp());
    expect(await list(other.token)).toEqual([]);
    const own = await open(other.token);
    const [ownersDeposit] = await list(owner.token);
    expect(own.id).not.toBe(ownersDeposit!.id);
    expect(own.depotNumber).not.toBe(ownersDeposit!.depotNumber);
  });

  it('opens once when openings race', async () => {
    const { token, customer } = await signedInCustomer(getApp());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(getApp(), '/deposits', as(token, { method: 'POST' }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => (answer.json as { id: string }).id));
    expect(ids.size).toBe(1);
    const rows = await getApp().db.select().from(deposits).where(eq(deposits.ownerId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it('fills positions from orders shipped to the deposit and values them at the buy-back price', async () => {
    const { token, customer } = await signedInCustomer(getApp());
    await open(token);
    // Silver that is not duty-free stays out of the deposit (spec 5).
    const refused = await depositCart(token, customer.email, [[silver, 1]]);
    expect(refused.orderBlockers).toContain('silver_not_allowed_with_deposit');

    const cart = await depositCart(token, customer.email, [
      [gold, 2],
      [dutyFreeSilver, 5],
    ]);
    expect(cart.orderBlockers).toEqual([]);
    const order = await placeOrder(token, cart);
    await pay(order.id);
    // An order delivered elsewhere is no part of the deposit.
    await pay(
      (await placeOrder(token, await depositCart(token, customer.email, [[gold, 1]], false))).id,
    );
    const [deposit] = await list(token);
    const goldLine = order.lineItems.find((line) => line.sku === gold)!;
    const silverLine = order.lineItems.find((line) => line.sku === dutyFreeSilver)!;
    expect(deposit!.positions.map((p) => [p.sku, p.quantity, p.preciousMetal])).toEqual([
      [gold, 2, 'gold'],
      [dutyFreeSilver, 5, 'silver'],
    ]);
    const goldPosition = deposit!.positions[0]!;
    expect(goldPosition.cost.centAmount).toBe(goldLine.totalPrice.centAmount);
    expect(goldPosition.fineWeightGrams).toBeGreaterThan(30);
    const goldSell = await sellPrice(gold);
    expect(goldPosition.unitValue).toEqual({ centAmount: goldSell, currency: 'EUR' });
    expect(goldPosition.value.centAmount).toBe(2 * goldSell);
    // Buy-back prices are below what the metal cost on the day: a loss right after buying.
    expect(goldSell).toBeLessThan(goldLine.price.centAmount);

    const opening = goldLine.totalPrice.centAmount + silverLine.totalPrice.centAmount;
    const current = 2 * goldSell + 5 * (await sellPrice(dutyFreeSilver));
    expect(deposit!.openingValue.centAmount).toBe(opening);
    expect(deposit!.currentValue.centAmount).toBe(current);
    expect(deposit!.difference.centAmount).toBe(current - opening);
    expect(deposit!.differencePercent).toBeCloseTo(((current - opening) / opening) * 100, 2);
    expect(deposit!.differencePercent).toBeLessThan(0);

    // Read back, order lines carry their product's metal and fine weight (for the holdings page).
    const read = await callOk(getApp(), `/orders/${order.id}`, OrderSchema, as(token));
    expect(read.lineItems.find((line) => line.sku === gold)).toMatchObject({
      preciousMetal: 'gold',
      fineWeightGrams: goldPosition.fineWeightGrams,
    });

    // A cancelled order moved nothing into the deposit.
    await getApp()
      .db.update(orders)
      .set({ orderState: 'Cancelled' })
      .where(eq(orders.id, order.id));
    const [afterCancel] = await list(token);
    expect(afterCancel!.positions).toEqual([]);
    // Two orders through the whole checkout on a busy machine.
  }, 60_000);

  it('ships to the deposit only once the customer has opened one', async () => {
    const { token, customer } = await signedInCustomer(getApp());
    const cart = await depositCart(token, customer.email, [[gold, 1]]);
    expect(cart.orderBlockers).toEqual(['deposit_not_open']);
    await open(token);
    const [reread] = await callOk(getApp(), '/carts', CartListSchema, as(token));
    expect(reread!.orderBlockers).toEqual([]);
  });

  it('counts only orders from the opening on, and charts the value up to the one shown', async () => {
    const { token, customer } = await signedInCustomer(getApp());
    const history = (timespan: string) =>
      callOk(getApp(), `/deposits/history?timespan=${timespan}`, DepositHistorySchema, as(token));
    // Before opening: no deposit, no points.
    expect(await history('1w')).toEqual({ timespan: '1w', currency: 'EUR', points: [] });
    const opened = await open(token);
    await pay((await placeOrder(token, await depositCart(token, customer.email, [[gold, 2]]))).id);
    const [deposit] = await list(token);
    expect(deposit!.currentValue.centAmount).toBeGreaterThan(0);

    for (const timespan of ['1w', '6m', '1y']) {
      const { points } = await history(timespan);
      // The chart ends at the value the deposit page shows, at the time of its prices.
      expect(points.at(-1)).toEqual({
        timestamp: deposit!.valuedAt,
        centAmount: deposit!.currentValue.centAmount,
      });
      // Nothing before the deposit was opened (but the last point, at the time of the prices it
      // is valued at, which may be older); oldest first.
      for (const [index, point] of points.slice(0, -1).entries()) {
        expect(Date.parse(point.timestamp)).toBeGreaterThanOrEqual(Date.parse(opened.openedAt));
        expect(Date.parse(point.timestamp)).toBeLessThan(Date.parse(points[index + 1]!.timestamp));
      }
    }
    // Two recalculations later, the first one's valuation is a point of the history: the engine
    // prices the coin again from the metal's recorded buy-back quote (rounded to the cent per
    // ounce, hence a few cents of tolerance).
    await getApp().prices.recalculate({ force: true, shock: 0.03 });
    const [then] = await list(token);
    // The chart keeps one point per 15 minutes: that recalculation, the order and the opening are
    // moved half an hour back, so the next recalculation does not take its place.
    const back = sql`- interval '30 minutes'`;
    await getApp()
      .db.update(metalPriceSnapshots)
      .set({ takenAt: sql`${metalPriceSnapshots.takenAt} ${back}` })
      .where(eq(metalPriceSnapshots.takenAt, new Date(then!.valuedAt)));
    await getApp()
      .db.update(orders)
      .set({
        createdAt: sql`${orders.createdAt} ${back}`,
        paymentDate: sql`${orders.paymentDate} ${back}`,
      })
      .where(eq(orders.ownerId, customer.id));
    await getApp()
      .db.update(deposits)
      .set({ openedAt: sql`${deposits.openedAt} ${back}` })
      .where(eq(deposits.ownerId, customer.id));
    await getApp().prices.recalculate({ force: true, shock: -0.04 });
    const [now] = await list(token);
    const { points: recent } = await history('1w');
    expect(recent.at(-1)).toEqual({
      timestamp: now!.valuedAt,
      centAmount: now!.currentValue.centAmount,
    });
    const past = recent.find(
      (point) => Date.parse(point.timestamp) === Date.parse(then!.valuedAt) - 30 * 60_000,
    );
    expect(Math.abs(past!.centAmount - then!.currentValue.centAmount)).toBeLessThanOrEqual(4);
    expect(then!.currentValue.centAmount).not.toBe(now!.currentValue.centAmount);

    expect((await callError(getApp(), '/deposits/history', 401)).code).toBe('unauthorized');
    const bad = await call(getApp(), '/deposits/history?timespan=5y', as(token));
    expect(bad.status).toBe(400);

    // An order placed before the deposit was opened (here: the opening moved after it) is no part
    // of it.
    await getApp()
      .db.update(deposits)
      .set({ openedAt: new Date(Date.now() + 60_000) })
      .where(eq(deposits.ownerId, customer.id));
    const [later] = await list(token);
    expect(later!.positions).toEqual([]);
    expect(later!.currentValue.centAmount).toBe(0);
  }, 60_000);
  const chart = (token: string, timespan = '1w') =>
    callOk(getApp(), `/deposits/history?timespan=${timespan}`, DepositHistorySchema, as(token));
  const setOrderState = (orderId: string, orderState: 'Confirmed' | 'Cancelled') =>
    getApp().db.update(orders).set({ orderState }).where(eq(orders.id, orderId));

  it('holds paid purchases only; unpaid ones are on their way, cancelled ones nowhere (issue 22)', async () => {
    const { token, customer } = await signedInCustomer(getApp());
    await open(token);
    const paid = await placeOrder(token, await depositCart(token, customer.email, [[gold, 2]]));
    const unpaid = await placeOrder(token, await depositCart(token, customer.email, [[gold, 3]]));
    const cancelled = await placeOrder(
      token,
      await depositCart(token, customer.email, [[gold, 4]]),
    );
    await setOrderState(cancelled.id, 'Cancelled');
    const onItsWay = (deposit: Deposit) =>
      deposit.incoming.map((line) => [line.orderNumber, line.orderId, line.sku, line.quantity]);

    const [before] = await list(token);
    expect(before!.positions).toEqual([]);
    expect(before!.currentValue.centAmount).toBe(0);
    expect(before!.differencePercent).toBeNull();
    expect(onItsWay(before!)).toEqual([
      [paid.orderNumber, paid.id, gold, 2],
      [unpaid.orderNumber, unpaid.id, gold, 3],
    ]);
    expect((await chart(token)).points.every((point) => point.centAmount === 0)).toBe(true);

    await pay(paid.id);
    const [after] = await list(token);
    expect(after!.positions.map((position) => [position.sku, position.quantity])).toEqual([
      [gold, 2],
    ]);
    expect(after!.openingValue.centAmount).toBe(paid.lineItems[0]!.totalPrice.centAmount);
    expect(after!.currentValue.centAmount).toBe(2 * (await sellPrice(gold)));
    expect(onItsWay(after!)).toEqual([[unpaid.orderNumber, unpaid.id, gold, 3]]);
    // The chart ends at the value shown, without the metal on its way.
    expect((await chart(token)).points.at(-1)).toEqual({
      timestamp: after!.valuedAt,
      centAmount: after!.currentValue.centAmount,
    });

    // An order confirmed is past its payment, even where none was recorded.
    await setOrderState(unpaid.id, 'Confirmed');
    const [confirmed] = await list(token);
    expect(confirmed!.positions[0]!.quantity).toBe(5);
    expect(confirmed!.incoming).toEqual([]);
  }, 60_000);

  it('sells from the deposit at most what it holds, checked again when the order is placed (issue 22)', async () => {
    const { token, customer } = await signedInCustomer(getApp());
    await open(token);
    await pay((await placeOrder(token, await depositCart(token, customer.email, [[gold, 2]]))).id);
    // Metal on its way cannot be sold yet.
    await placeOrder(token, await depositCart(token, customer.email, [[gold, 5]]));
    const sellCart = (quantity: number) =>
      depositCart(token, customer.email, [[gold, quantity]], true, 'sell');
    const order = (cart: Cart, language: string) =>
      callError(
        getApp(),
        '/orders',
        400,
        as(token, {
          method: 'POST',
          payload: { cartId: cart.id, consents: acceptedConsents },
          headers: { 'idempotency-key': crypto.randomUUID(), 'accept-language': language },
        }),
      );

    const tooMany = await sellCart(3);
    expect(tooMany.orderBlockers).toEqual(['invalid_deposit_items']);
    expect(await order(tooMany, 'de')).toMatchObject({
      name: 'OperationNotValidError',
      code: 'invalid_deposit_items',
      reason: 'invalid_deposit_items',
      message:
        'Ungültige Depotpositionen: Aus dem Depot können Sie je Produkt höchstens verkaufen, was darin liegt.',
      details: [
        {
          path: `lineItems.${gold}.quantity`,
          message: 'In Ihrem Depot liegen davon 2 Stück, die Sie verkaufen können.',
        },
      ],
    });

    // Both fine in the cart; the first sale takes the metal, so the second is refused at the order.
    const first = await sellCart(2);
    const second = await sellCart(1);
    expect([first.orderBlockers, second.orderBlockers]).toEqual([[], []]);
    const sale = await placeOrder(token, first);
    expect(await order(second, 'en')).toMatchObject({
      code: 'invalid_deposit_items',
      message:
        'Invalid deposit items: you can sell from the deposit at most what it holds of each product.',
      details: [
        {
          path: `lineItems.${gold}.quantity`,
          message: 'Your deposit holds 0 of this product that can be sold.',
        },
      ],
    });
    // Still held (and valued) until the dealer accepts the sale; then it leaves the deposit.
    const [promised] = await list(token);
    expect(promised!.positions.map((position) => position.quantity)).toEqual([2]);
    const [line] = sale.lineItems;
    await applyAsSystem(getApp(), sale.id, {
      event: 'goodsReceived',
      lines: [{ lineId: line!.id, received: true }],
    });
    const accepted = await applyAsSystem(getApp(), sale.id, {
      event: 'assayed',
      lines: [{ lineId: line!.id, weightGrams: 2 * line!.fineWeightGrams!, fineness: 1000 }],
    });
    expect(accepted.orderState).toBe('Accepted');
    const [sold] = await list(token);
    expect(sold!.positions).toEqual([]);

    // A cancelled sale gives the metal back: the second one can be placed now.
    await setOrderState(sale.id, 'Cancelled');
    const [reread] = (await callOk(getApp(), '/carts', CartListSchema, as(token))).filter(
      (cart) => cart.id === second.id,
    );
    expect(reread!.orderBlockers).toEqual([]);
    await placeOrder(token, second);
    // Held until accepted, but no longer for sale.
    expect((await list(token))[0]!.positions.map((position) => position.quantity)).toEqual([2]);
    expect((await sellCart(2)).orderBlockers).toEqual(['invalid_deposit_items']);
  }, 60_000);

  it('records a payment with the admin token, once, through the order lifecycle (issues 22, 25)', async () => {
    const { token, customer } = await signedInCustomer(getApp());
    await open(token);
    const order = await placeOrder(token, await depositCart(token, customer.email, [[gold, 1]]));
    const refused = (
      id: string,
      payload: unknown,
      status: number,
      headers: Record<string, string> = { [adminTokenHeader]: depositsAdminToken },
    ) =>
      callError(getApp(), `/admin/orders/${id}/payment`, status, {
        method: 'POST',
        payload: payload as object,
        headers: { ...headers, 'accept-language': 'de' },
      });
    const paidAt = new Date().toISOString();
    const readBack = () => callOk(getApp(), `/orders/${order.id}`, OrderSchema, as(token));

    expect((await refused(order.id, { state: 'Paid', paidAt }, 401, {})).code).toBe(
      'admin_token_invalid',
    );
    expect(
      (await refused(order.id, { state: 'Paid', paidAt }, 401, { [adminTokenHeader]: 'wrong' }))
        .code,
    ).toBe('admin_token_invalid');
    for (const [payload, path] of [
      [{ state: 'Pending', paidAt }, 'body.state'],
      [{ state: 'Paid', paidAt: 'yesterday' }, 'body.paidAt'],
      [{ state: 'Paid', paidAt: new Date(Date.now() + 3_600_000).toISOString() }, 'body.paidAt'],
      [{ state: 'Paid', paidAt: new Date(Date.now() - 3_600_000).toISOString() }, 'body.paidAt'],
      [{ state: 'Paid' }, 'body.paidAt'],
    ] as const) {
      const error = await refused(order.id, payload, 400);
      expect(error.code).toBe('invalid_request');
      expect(error.message).not.toMatch(/^The /);
      expect(error.details?.map((detail) => detail.path)).toContain(path);
    }
    expect((await refused('not-an-id', { state: 'Paid', paidAt }, 400)).code).toBe(
      'invalid_request',
    );
    expect((await refused(crypto.randomUUID(), { state: 'Paid', paidAt }, 404)).code).toBe(
      'order_not_found',
    );
    // Nothing changed by any of these.
    expect(await readBack()).toMatchObject({ paymentState: 'Pending', paymentDate: null });

    // A purchase into the deposit is complete once paid: the metal is in the dealer's vault.
    const paid = {
      id: order.id,
      orderNumber: order.orderNumber,
      orderState: 'Complete',
      paymentState: 'Paid',
      paymentDate: paidAt,
    };
    expect(await pay(order.id, paidAt)).toEqual(paid);
    expect(await readBack()).toMatchObject({
      orderState: 'Complete',
      paymentState: 'Paid',
      paymentDate: paidAt,
    });
    // The same payment again answers the order as it is; another one is refused.
    expect(await pay(order.id, paidAt)).toEqual(paid);
    const later = new Date().toISOString();
    expect(await refused(order.id, { state: 'Paid', paidAt: later }, 409)).toMatchObject({
      code: 'transition_not_allowed',
      message: 'Dieser Schritt ist im aktuellen Zustand der Bestellung nicht möglich.',
      allowedEvents: [],
    });
    const cancelled = await placeOrder(
      token,
      await depositCart(token, customer.email, [[gold, 1]]),
    );
    await setOrderState(cancelled.id, 'Cancelled');
    expect(
      (await refused(cancelled.id, { state: 'Paid', paidAt: new Date().toISOString() }, 409)).code,
    ).toBe('transition_not_allowed');
  }, 60_000);
}

/**
 * Orders every cart at once, alternating between two API instances (the load balancer's spread):
 * how many were placed, and the status and code of each refusal.
 */
export async function orderAtOnce(
  token: string,
  carts: readonly Cart[],
  first: () => FastifyInstance,
  second: () => FastifyInstance,
) {
  const { as } = depositCalls(first);
  const answers = await Promise.all(
    carts.map((cart, i) =>
      call(
        (i % 2 === 0 ? first : second)(),
        '/orders',
        as(token, {
          method: 'POST',
          payload: { cartId: cart.id, consents: acceptedConsents },
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      ),
    ),
  );
  return {
    placed: answers.filter((answer) => answer.status === 201).length,
    refused: answers
      .filter((answer) => answer.status !== 201)
      .map((answer) => [answer.status, (answer.json as { code: string }).code]),
  };
}

/**
 * Concurrent sales of one deposit position on two API instances (PostgreSQL): the deposit row's
 * lock lets exactly the quantity held through, every other sale is refused.
 */
export function defineDepositSellRace(first: () => FastifyInstance, second: () => FastifyInstance) {
  it('lets exactly the held quantity through when 20 sales of it race', async () => {
    const { open, depositCart, placeOrder, pay, list } = depositCalls(first);
    const gold = await goldCoin(first);
    const { token, customer } = await signedInCustomer(first());
    await open(token);
    const held = 3;
    await pay(
      (await placeOrder(token, await depositCart(token, customer.email, [[gold, held]]))).id,
    );
    const carts: Cart[] = [];
    for (let i = 0; i < 20; i += 1)
      carts.push(await depositCart(token, customer.email, [[gold, 1]], true, 'sell'));
    expect(carts.every((cart) => cart.orderBlockers.length === 0)).toBe(true);

    const { placed, refused } = await orderAtOnce(token, carts, first, second);
    expect(placed).toBe(held);
    expect(refused).toEqual(
      Array.from({ length: 20 - held }, () => [400, 'invalid_deposit_items']),
    );
    // Still held until the dealer accepts the sales, but none of it may be sold again.
    const [deposit] = await list(token);
    expect(deposit!.positions.map((position) => position.quantity)).toEqual([held]);
    const again = await depositCart(token, customer.email, [[gold, 1]], true, 'sell');
    expect(again.orderBlockers).toEqual(['invalid_deposit_items']);
  }, 120_000);
}
