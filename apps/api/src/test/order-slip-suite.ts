import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  AdminPaymentAnswerSchema,
  adminTokenHeader,
  CartSchema,
  OrderSchema,
  ShippingMethodListSchema,
  type Cart,
  type Order,
} from '@shop/api-client/contract';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';
import { products } from '../catalogue/tables';
import { orders } from '../orders/tables';
import { demoReceivingAddresses } from '../orders/receiving-addresses';
import {
  anonymousSession,
  austrianAddress,
  callError,
  callOk,
  outbox,
  signedInCustomer,
  uniqueEmail,
  type CallOptions,
} from './accounts';
import { cancelOrder } from './order-lifecycle';
import { depositCalls } from './deposits-suite';
import { acceptedConsents } from './orders-suite';
import { flatText, pdfText } from './pdf-text';
import { testAdminToken } from './prices-suite';

const payoutBankDetails = {
  kind: 'iban',
  iban: 'AT611904300234573201',
  bic: 'BKAUATWW',
  accountOwner: 'Anna Muster',
};

/**
 * GET /orders/{id}/slip.pdf (issue 23) on every database: the accompanying slip of a posted sale
 * for the session that owns the order, nobody else's, and none for orders that post nothing. The
 * app must have the seeded catalogue and prices and accept `testAdminToken`.
 */
export function defineOrderSlipSuite(getApp: () => FastifyInstance) {
  const as = (token: string, options: CallOptions = {}): CallOptions => ({ ...options, token });
  let scrap: string;
  let gold: string;

  beforeAll(async () => {
    const skuOf = async (condition: ReturnType<typeof sql>) => {
      const [row] = await getApp()
        .db.select({ sku: products.sku })
        .from(products)
        .where(condition)
        .orderBy(products.sku)
        .limit(1);
      if (!row) throw new Error('The seeded catalogue lacks a product the slip tests need');
      return row.sku;
    };
    scrap = await skuOf(sql`${products.sku} = 'SCRAP-AU-585'`);
    gold = await skuOf(
      sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin' and ${products.fineWeightG} between 30 and 32 and ${products.stock} >= 100`,
    );
  });

  const methodId = async (key: string) => {
    const list = await callOk(getApp(), '/orders/shipping-methods', ShippingMethodListSchema);
    const method = list.find((m) => m.key === key);
    if (!method) throw new Error(`No method ${key}`);
    return method.id;
  };

  /** An order of `sku` × `quantity` from a cart made ready with `payload`, in the Austrian store. */
  async function placed(
    token: string,
    transactionType: 'buy' | 'sell',
    sku: string,
    quantity: number,
    payload: (cart: Cart) => Promise<object>,
  ): Promise<Order> {
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
    cart = await callOk(
      getApp(),
      `/carts/${cart.id}/line-items`,
      CartSchema,
      as(token, { method: 'PUT', payload: { sku, quantity } }),
    );
    await callOk(
      getApp(),
      `/carts/${cart.id}/addresses`,
      CartSchema,
      as(token, {
        method: 'PUT',
        payload: { shippingAddress: austrianAddress, billingAddress: austrianAddress },
      }),
    );
    await callOk(
      getApp(),
      `/carts/${cart.id}`,
      CartSchema,
      as(token, { method: 'PUT', payload: await payload(cart) }),
    );
    return callOk(
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
  }

  /** A guest's sale of 12 g of 585 scrap gold, posted insured to the dealer. */
  const postedSale = (token: string, email = uniqueEmail('begleitschein')) =>
    placed(token, 'sell', scrap, 12, async () => ({
      customerEmail: email,
      payoutBankDetails,
      shippingMethodId: await methodId('insured-shipping'),
    }));

  const slip = (token: string | null, orderId: string, query = '', language?: string) =>
    getApp().inject({
      url: `/orders/${orderId}/slip.pdf${query}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
    });

  /** The refusal for an order without a slip, in English and German. */
  async function expectNoSlip(token: string, orderId: string) {
    const en = await callError(getApp(), `/orders/${orderId}/slip.pdf`, 409, as(token));
    const de = await callError(
      getApp(),
      `/orders/${orderId}/slip.pdf`,
      409,
      as(token, { headers: { 'accept-language': 'de' } }),
    );
    expect(en).toMatchObject({
      code: 'order_slip_not_available',
      reason: 'order_slip_not_available',
      message: plainMessage(everyErrorMessage.en, 'error.order_slip_not_available'),
    });
    expect(de.message).toBe(plainMessage(everyErrorMessage.de, 'error.order_slip_not_available'));
    expect(de.message).toMatch(/Begleitschein/);
  }

  it('gives the owner of a posted sale its slip: the label, the order number and the goods', async () => {
    const token = (await anonymousSession(getApp())).accessToken;
    const email = uniqueEmail('begleitschein');
    const order = await postedSale(token, email);
    expect(order.receivingAddress).toEqual(demoReceivingAddresses.at);

    const answer = await slip(token, order.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `inline; filename="${order.orderNumber}-slip.pdf"`,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The Austrian order was placed in German: so is its slip.
    const text = pdfText(answer.rawPayload);
    const lines = text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Empfänger',
        'Kärntner Straße 21',
        '1010 Wien',
        `Auftragsnummer ${order.orderNumber}`,
        `Auftrag ${order.orderNumber}`,
        'Altgold 585 (14 Karat)',
        'Feingehalt 585',
        '12 g',
      ]),
    );
    expect(flatText(text)).toContain('IBAN **** **** **** **** 3201');
    expect(text).not.toContain('AT611904300234573201');
    expect(flatText(text)).toContain(
      `${austrianAddress.firstName} ${austrianAddress.lastName}, ${austrianAddress.streetName} ${austrianAddress.streetNumber}`,
    );

    // In English when asked.
    const english = pdfText((await slip(token, order.id, '?languageTag=en')).rawPayload);
    expect(english.split('\n')).toEqual(
      expect.arrayContaining([`Order number ${order.orderNumber}`, 'Recipient', 'fineness 585']),
    );

    // The confirmation mail links it through the shop, in the mail's language, with the
    // order's slip key: it opens on any device, without the session that placed the order.
    const [mail] = await outbox(getApp(), email);
    const link = new RegExp(
      `^Begleitschein drucken \\(PDF\\): https?://[^/\\s]+/api(/orders/${order.id}/slip\\.pdf\\?languageTag=de&token=[0-9a-f]{64})$`,
      'm',
    ).exec(mail!.text);
    expect(link).not.toBeNull();
    const fromMail = await slip(
      null,
      order.id,
      link![1]!.slice(`/orders/${order.id}/slip.pdf`.length),
    );
    expect(fromMail.statusCode).toBe(200);
    expect(pdfText(fromMail.rawPayload)).toContain(`Auftragsnummer ${order.orderNumber}`);
  });

  it('takes a slip key only for its own order', async () => {
    const token = (await anonymousSession(getApp())).accessToken;
    const [first, second] = [await postedSale(token), await postedSale(token)];
    const keyOf = async (order: Order) => {
      const [mail] = await outbox(getApp(), order.customerEmail!);
      return /slip\.pdf\?languageTag=de&token=([0-9a-f]{64})/.exec(mail!.text)![1]!;
    };
    const key = await keyOf(first);
    // Another order's key opens nothing: without a session it is the missing session's 401.
    expect((await slip(null, second.id, `?token=${key}`)).statusCode).toBe(401);
    expect((await slip(null, first.id, `?token=${'0'.repeat(64)}`)).statusCode).toBe(401);
    expect((await slip(null, first.id, `?token=${key}`)).statusCode).toBe(200);
    const malformed = await slip(null, first.id, '?token=abc');
    expect(malformed.statusCode).toBe(400);
  });

  it('is not found for anyone but the owner, and needs a session', async () => {
    const token = (await anonymousSession(getApp())).accessToken;
    const order = await postedSale(token);
    const stranger = await signedInCustomer(getApp());
    const hidden = await callError(
      getApp(),
      `/orders/${order.id}/slip.pdf`,
      404,
      as(stranger.token),
    );
    expect(hidden).toMatchObject({ name: 'ResourceNotFoundError', code: 'order_not_found' });
    const unknown = await callError(
      getApp(),
      `/orders/${crypto.randomUUID()}/slip.pdf`,
      404,
      as(token),
    );
    expect(unknown.code).toBe('order_not_found');
    expect((await slip(null, order.id)).statusCode).toBe(401);
    const bad = await callError(getApp(), '/orders/not-an-id/slip.pdf', 400, as(token));
    expect(bad.code).toBe('invalid_request');
  });

  it('refuses a buy order, a sale handed over in the store and a cancelled sale', async () => {
    const token = (await anonymousSession(getApp())).accessToken;
    const bought = await placed(token, 'buy', gold, 1, async () => ({
      customerEmail: uniqueEmail('kauf'),
      paymentMethod: 'bankTransfer',
    }));
    await expectNoSlip(token, bought.id);

    // The Austrian sell cart's default: a drop-off in the branch, nothing posted.
    const dropOff = await placed(token, 'sell', scrap, 5, async () => ({
      customerEmail: uniqueEmail('filiale'),
      payoutBankDetails,
    }));
    expect(dropOff.shippingInfo?.methodKey).toBe('leave-in-store');
    await expectNoSlip(token, dropOff.id);

    const cancelled = await postedSale(token);
    await cancelOrder(getApp(), cancelled.id);
    const [row] = await getApp()
      .db.select({ state: orders.orderState })
      .from(orders)
      .where(eq(orders.id, cancelled.id));
    expect(row?.state).toBe('Cancelled');
    await expectNoSlip(token, cancelled.id);
  });

  it('refuses a sale from the deposit: nothing is sent', async () => {
    const { open, depositCart, placeOrder } = depositCalls(getApp);
    const { token, customer } = await signedInCustomer(getApp());
    await open(token);
    const bought = await placeOrder(token, await depositCart(token, customer.email, [[gold, 1]]));
    await callOk(getApp(), `/admin/orders/${bought.id}/payment`, AdminPaymentAnswerSchema, {
      method: 'POST',
      headers: { [adminTokenHeader]: testAdminToken },
      payload: { state: 'Paid', paidAt: new Date().toISOString() },
    });
    const sale = await placeOrder(
      token,
      await depositCart(token, customer.email, [[gold, 1]], true, 'sell'),
    );
    expect(sale.transactionType).toBe('sell');
    expect(sale.shippingInfo?.methodKey).toBe('deposit');
    await expectNoSlip(token, sale.id);
  });
}
