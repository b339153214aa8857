import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  CustomerSchema,
  LimitOrderListSchema,
  LimitOrderSchema,
  OrderSchema,
  ProductPricesResponseSchema,
  type LimitOrder,
  type PriceType,
} from '@shop/api-client/contract';
import { products } from '../catalogue/tables';
import { limitOrders } from '../limit-orders/tables';
import { orders } from '../orders/tables';
import {
  anonymousSession,
  austrianAddress,
  call,
  callError,
  callOk,
  outbox,
  signedInCustomer,
  type CallOptions,
} from './accounts';

const missingId = '00000000-0000-4000-8000-000000000000';
const dayMs = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * dayMs).toISOString();

const iban = {
  kind: 'iban',
  iban: 'AT611904300234573201',
  bic: 'BKAUATWW',
  accountOwner: 'Anna Muster',
};

/** A signed-in customer with default shipping and billing address (the order needs them). */
export async function customerWithAddress(app: FastifyInstance) {
  const { customer, token } = await signedInCustomer(app);
  await callOk(app, `/customers/${customer.id}/address`, CustomerSchema, {
    method: 'PUT',
    token,
    payload: austrianAddress,
  });
  return { customer, token };
}

/** The current unit price of one piece of `sku` in the Austrian store. */
export async function unitPrice(app: FastifyInstance, sku: string, type: PriceType) {
  const answer = await callOk(
    app,
    `/prices/products?country=AT&currency=EUR&skus=${sku}`,
    ProductPricesResponseSchema,
    { headers: { 'x-store-key': 'at' } },
  );
  const price = answer.products[0]?.prices.find((p) => p.type === type && p.minQuantity === 1);
  if (!price) throw new Error(`No ${type} price for ${sku}`);
  return price.centAmount;
}

/** POST /limit-orders in the Austrian store, German page. */
export const placeLimitOrder = (
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  status = 201,
) =>
  callOk(
    app,
    '/limit-orders?languageTag=de',
    LimitOrderSchema,
    { method: 'POST', token, payload: body, headers: { 'x-store-key': 'at' } },
    status,
  );

/**
 * Limit orders on every database: the five calls with owner checks and spec 5/9 validation, and
 * the executor (at, above and below target for buy and sell, idempotent repeats, expiry, a product
 * gone from the catalogue, execution after a recalculation). The app must have the seeded
 * catalogue and prices.
 */
/** Tests that register several customers: argon2 hashing is slow on a loaded machine. */
const registrationsTimeoutMs = 30_000;

export function defineLimitOrdersSuite(getApp: () => FastifyInstance) {
  let gold: string;
  let silver: string;

  beforeAll(async () => {
    const skuOf = async (condition: ReturnType<typeof sql>) => {
      const [row] = await getApp()
        .db.select({ sku: products.sku })
        .from(products)
        .where(condition)
        .orderBy(products.sku)
        .limit(1);
      if (!row) throw new Error('The seeded catalogue lacks a product the limit order tests need');
      return row.sku;
    };
    gold = await skuOf(
      sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin' and ${products.fineWeightG} between 30 and 32`,
    );
    silver = await skuOf(sql`${products.preciousMetal} = 'silver' and ${products.form} = 'coin'`);
  });

  const as = (token: string, options: CallOptions = {}): CallOptions => ({
    ...options,
    token,
    headers: { 'x-store-key': 'at', ...options.headers },
  });
  const draft = (overrides: Record<string, unknown> = {}) => ({
    sku: gold,
    type: 'buy',
    quantity: 1,
    targetUnitPrice: { centAmount: 100_000, currency: 'EUR' },
    expiresAt: inDays(30),
    ...overrides,
  });
  const read = (token: string, id: string) =>
    callOk(getApp(), `/limit-orders/${id}`, LimitOrderSchema, as(token));
  const run = () => getApp().limitOrders.executor.run();

  describe('calls', () => {
    it('places, lists, reads, edits and cancels a limit order of its owner', async () => {
      const { token } = await customerWithAddress(getApp());
      const placed = await placeLimitOrder(getApp(), token, draft());
      expect(placed).toMatchObject({
        number: expect.stringMatching(/^LO-\d{6,}$/),
        store: 'at',
        locale: 'de-AT',
        product: { sku: gold, published: true },
        type: 'buy',
        quantity: 1,
        targetUnitPrice: { centAmount: 100_000, currency: 'EUR' },
        currentUnitPrice: { centAmount: await unitPrice(getApp(), gold, 'buy'), currency: 'EUR' },
        status: 'Active',
        orderId: null,
      });
      expect(await read(token, placed.id)).toEqual(placed);
      const list = await callOk(getApp(), '/limit-orders', LimitOrderListSchema, as(token));
      expect(list.map((order) => order.id)).toEqual([placed.id]);

      const edited = await callOk(
        getApp(),
        `/limit-orders/${placed.id}`,
        LimitOrderSchema,
        as(token, {
          method: 'PUT',
          payload: {
            quantity: 2,
            targetUnitPrice: { centAmount: 90_000, currency: 'EUR' },
            expiresAt: inDays(10),
          },
        }),
      );
      expect(edited).toMatchObject({ quantity: 2, targetUnitPrice: { centAmount: 90_000 } });
      expect(edited.number).toBe(placed.number);

      const cancelled = await callOk(
        getApp(),
        `/limit-orders/${placed.id}`,
        LimitOrderSchema,
        as(token, { method: 'DELETE' }),
      );
      expect(cancelled.status).toBe('Cancelled');
      const again = await callError(
        getApp(),
        `/limit-orders/${placed.id}`,
        409,
        as(token, { method: 'PUT', payload: draft({ sku: undefined, type: undefined }) }),
      );
      expect(again.code).toBe('limit_order_not_editable');
    });

    it('numbers limit orders uniquely', async () => {
      const { token } = await customerWithAddress(getApp());
      const placed = await Promise.all(
        [1, 2, 3].map(() => placeLimitOrder(getApp(), token, draft())),
      );
      expect(new Set(placed.map((order) => order.number)).size).toBe(3);
    });

    it(
      "answers another customer's limit order and an unknown id with 404 on every call",
      async () => {
        const owner = await customerWithAddress(getApp());
        const other = await customerWithAddress(getApp());
        const placed = await placeLimitOrder(getApp(), owner.token, draft());
        for (const id of [placed.id, missingId]) {
          for (const [method, payload] of [
            ['GET', undefined],
            ['PUT', { quantity: 1, targetUnitPrice: placed.targetUnitPrice, expiresAt: inDays(3) }],
            ['DELETE', undefined],
          ] as const) {
            const error = await callError(
              getApp(),
              `/limit-orders/${id}`,
              404,
              as(other.token, { method, payload }),
            );
            expect(error).toMatchObject({ code: 'limit_order_not_found' });
          }
        }
        expect(
          await callOk(getApp(), '/limit-orders', LimitOrderListSchema, as(other.token)),
        ).toEqual([]);
        // Not even its owner sees it from another store.
        await callError(
          getApp(),
          `/limit-orders/${placed.id}`,
          404,
          as(owner.token, { headers: { 'x-store-key': 'de' } }),
        );
        expect((await read(owner.token, placed.id)).status).toBe('Active');
      },
      registrationsTimeoutMs,
    );

    it('needs a signed-in customer', async () => {
      await callError(getApp(), '/limit-orders', 401, { headers: { 'x-store-key': 'at' } });
      const guest = await anonymousSession(getApp());
      await callError(
        getApp(),
        '/limit-orders',
        401,
        as(guest.accessToken, { method: 'POST', payload: draft() }),
      );
    });

    it(
      'refuses bad input with localized messages and stores nothing',
      async () => {
        const { customer, token } = await customerWithAddress(getApp());
        const refused = async (body: unknown, code: string, language = 'en') =>
          callError(
            getApp(),
            '/limit-orders',
            400,
            as(token, { method: 'POST', payload: body, headers: { 'accept-language': language } }),
          ).then((error) => {
            expect(error.code).toBe(code);
            return error;
          });

        const past = await refused(
          draft({ expiresAt: inDays(-1) }),
          'limit_order_expiry_past',
          'de',
        );
        expect(past.message).toBe('Bitte wählen Sie ein Datum und eine Uhrzeit in der Zukunft.');
        const tooHigh = await refused(
          draft({ targetUnitPrice: { centAmount: 50_000_001, currency: 'EUR' } }),
          'invalid_request',
        );
        expect(tooHigh.details).toEqual([
          {
            path: 'body.targetUnitPrice.centAmount',
            message: 'The target price may be at most 500,000.',
          },
        ]);
        const noDate = await refused(draft({ expiresAt: '' }), 'invalid_request', 'de');
        expect(noDate.details?.[0]?.message).toBe(
          'Bitte wählen Sie ein Datum und eine Uhrzeit in der Zukunft.',
        );
        await refused(draft({ quantity: 0 }), 'invalid_request');
        await refused(draft({ type: 'hold' }), 'invalid_request');
        await refused(draft({ extra: true }), 'invalid_request');
        await refused(
          draft({ targetUnitPrice: { centAmount: 100_000, currency: 'CHF' } }),
          'limit_order_currency_mismatch',
        );
        await refused(draft({ sku: 'NO-SUCH-SKU' }), 'limit_order_product_not_found');
        // A target the price already reaches would execute at once: buy at or above the price,
        // sell at or below it; the detail names the field in the form's words.
        const buyNow = await unitPrice(getApp(), gold, 'buy');
        const buyAbove = await refused(
          draft({ targetUnitPrice: { centAmount: buyNow, currency: 'EUR' } }),
          'limit_order_target_reached',
          'de',
        );
        expect(buyAbove.details).toEqual([
          {
            path: 'body.targetUnitPrice.centAmount',
            message: expect.stringContaining('auf oder unter diesem Ziel'),
          },
        ]);
        const sellNow = await unitPrice(getApp(), gold, 'sell');
        const sellBelow = await refused(
          draft({
            type: 'sell',
            payoutBankDetails: iban,
            targetUnitPrice: { centAmount: sellNow - 100, currency: 'EUR' },
          }),
          'limit_order_target_reached',
        );
        expect(sellBelow.details?.[0]?.message).toContain('at or above this target');
        const payout = await refused(draft({ type: 'sell' }), 'limit_order_payout_missing');
        expect(payout.message).toBe('Please enter the bank details for the payout.');

        // The order it becomes needs the customer's default addresses.
        const bare = await signedInCustomer(getApp());
        const noAddress = await callError(
          getApp(),
          '/limit-orders',
          400,
          as(bare.token, { method: 'POST', payload: draft() }),
        );
        expect(noAddress.code).toBe('limit_order_address_missing');

        const stored = await getApp()
          .db.select()
          .from(limitOrders)
          .where(eq(limitOrders.customerId, customer.id));
        expect(stored).toEqual([]);
      },
      registrationsTimeoutMs,
    );

    it('keeps account deletion blocked while an open limit order exists', async () => {
      const { customer, token } = await customerWithAddress(getApp());
      const placed = await placeLimitOrder(getApp(), token, draft());
      const blocked = await callError(getApp(), `/customers/${customer.id}`, 409, {
        method: 'DELETE',
        token,
        payload: { password: 'Secret123' },
      });
      expect(blocked.code).toBe('limit_orders_exist');
      await call(getApp(), `/limit-orders/${placed.id}`, as(token, { method: 'DELETE' }));
      const deleted = await call(getApp(), `/customers/${customer.id}`, {
        method: 'DELETE',
        token,
        payload: { password: 'Secret123' },
      });
      expect(deleted.status).toBe(204);
    });
  });

  describe('executor', () => {
    /**
     * A limit order whose target lies `targetOffset` from the current price. The API takes only
     * targets the price has not reached yet, so it is placed one cent short of the price and its
     * target moved in the table afterwards, as if the price had come to it.
     */
    const place = async (type: PriceType, targetOffset: number, sku = gold) => {
      const { customer, token } = await customerWithAddress(getApp());
      const current = await unitPrice(getApp(), sku, type);
      const placed = await placeLimitOrder(
        getApp(),
        token,
        draft({
          sku,
          type,
          targetUnitPrice: { centAmount: current + (type === 'buy' ? -1 : 1), currency: 'EUR' },
          ...(type === 'sell' ? { payoutBankDetails: iban } : {}),
        }),
      );
      await getApp()
        .db.update(limitOrders)
        .set({ targetUnitPriceCentAmount: current + targetOffset })
        .where(eq(limitOrders.id, placed.id));
      return { customer, token, placed, current };
    };
    const ordersOf = (customerId: string) =>
      getApp().db.select().from(orders).where(eq(orders.ownerId, customerId));

    it.each([
      ['buy', 'at the price', true, 0],
      ['buy', 'below the price', false, -1],
      ['buy', 'above the price', true, 1],
      ['sell', 'at the price', true, 0],
      ['sell', 'below the price', true, -1],
      ['sell', 'above the price', false, 1],
    ] as const)('%s, target %s: executes %s', async (type, _, due, offset) => {
      const { customer, token, placed, current } = await place(type, offset);
      await run();
      const after = await read(token, placed.id);
      const made = await ordersOf(customer.id);
      if (!due) {
        expect(after.status).toBe('Active');
        expect(made).toEqual([]);
        return;
      }
      expect(after).toMatchObject({ status: 'Executed', orderId: made[0]!.id });
      expect(made).toHaveLength(1);
      // Executed unattended: no consent is given now, so none is recorded (see executor.ts).
      expect(made[0]).toMatchObject({
        termsVersion: null,
        privacyVersion: null,
        consentsAcceptedAt: null,
      });
      const order = await callOk(getApp(), `/orders/${after.orderId}`, OrderSchema, as(token));
      expect(order).toMatchObject({
        orderType: 'limitOrder',
        transactionType: type,
        customerEmail: customer.email,
        lineItems: [{ sku: gold, quantity: 1, price: { centAmount: current, currency: 'EUR' } }],
        shippingAddress: expect.objectContaining({ city: 'Wien' }),
      });
      const mails = await outbox(getApp(), customer.email);
      const notice = mails.find((mail) => mail.subject.includes(placed.number));
      // German: the limit order was placed from a German page.
      expect(notice?.subject).toBe(`Ihre Limit-Order ${placed.number} wurde ausgeführt`);
      expect(notice?.text).toContain(order.orderNumber);
      expect(notice?.text).toContain(`/kundenkonto/limit-order/${placed.id}`);
      expect(mails.some((mail) => mail.subject.includes(order.orderNumber))).toBe(true);

      // Again: nothing more happens.
      await run();
      expect(await ordersOf(customer.id)).toHaveLength(1);
      expect((await outbox(getApp(), customer.email)).length).toBe(mails.length);
    });

    it('mails in English when the limit order was placed from an English page', async () => {
      const { customer, token } = await customerWithAddress(getApp());
      const current = await unitPrice(getApp(), gold, 'buy');
      const placed = await callOk(
        getApp(),
        '/limit-orders?languageTag=en',
        LimitOrderSchema,
        as(token, {
          method: 'POST',
          payload: draft({ targetUnitPrice: { centAmount: current - 1, currency: 'EUR' } }),
        }),
        201,
      );
      expect(placed.locale).toBe('en-GB');
      // The price comes to the target.
      await getApp()
        .db.update(limitOrders)
        .set({ targetUnitPriceCentAmount: current })
        .where(eq(limitOrders.id, placed.id));
      await run();
      const mails = await outbox(getApp(), customer.email);
      expect(mails.map((mail) => mail.subject)).toContain(
        `Your limit order ${placed.number} has been executed`,
      );
    });

    it('stops an expired limit order without executing it', async () => {
      const { customer, token, placed } = await place('buy', 0);
      await getApp()
        .db.update(limitOrders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(limitOrders.id, placed.id));
      await run();
      expect(await read(token, placed.id)).toMatchObject({
        status: 'Inactive',
        inactiveReason: 'expired',
      });
      expect(await ordersOf(customer.id)).toEqual([]);
    });

    it('flags a limit order whose product left the catalogue Inactive', async () => {
      const { customer, token, placed } = await place('buy', 0, silver);
      await getApp().db.delete(products).where(eq(products.sku, silver));
      await run();
      const after = await read(token, placed.id);
      expect(after).toMatchObject({
        status: 'Inactive',
        inactiveReason: 'productUnpublished',
        product: { sku: silver, published: false },
      });
      expect(await ordersOf(customer.id)).toEqual([]);
    });

    it('stops with the reason when the order it would become fails a check', async () => {
      const { customer, token, placed } = await place('buy', 0);
      // The customer removed the address after placing it.
      const me = await callOk(getApp(), '/customers/me', CustomerSchema, { token });
      await call(getApp(), `/customers/${customer.id}/address/${me.addresses[0]!.id}`, {
        method: 'DELETE',
        token,
      });
      await run();
      expect(await read(token, placed.id)).toMatchObject({
        status: 'Inactive',
        inactiveReason: 'no_shipping_address',
      });
      expect(await ordersOf(customer.id)).toEqual([]);
    });

    it('executes after a recalculation that crosses the target', async () => {
      const { customer, token, placed, current } = await place('buy', 0);
      // Not due yet: the target is just below the price.
      await getApp()
        .db.update(limitOrders)
        .set({ targetUnitPriceCentAmount: Math.round(current * 0.98) })
        .where(and(eq(limitOrders.id, placed.id)));
      await run();
      expect((await read(token, placed.id)).status).toBe('Active');
      // The Finished event of the recalculation starts the executor (no direct call here).
      await getApp().prices.recalculate({ force: true, shock: -0.05 });
      const deadline = Date.now() + 20_000;
      let status: LimitOrder['status'] = 'Active';
      while (status === 'Active' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await read(token, placed.id)).status;
      }
      expect(status).toBe('Executed');
      expect(await ordersOf(customer.id)).toHaveLength(1);
      await getApp().limitOrders.executor.settled();
    });
  });
}
