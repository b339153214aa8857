import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  BranchListSchema,
  CartListSchema,
  CartSchema,
  DepositSchema,
  OrderListSchema,
  OrderSchema,
  ShippingMethodListSchema,
  type Cart,
  type Order,
} from '@shop/api-client/contract';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';
import { seedCheckoutData } from '../seed/checkout';
import { roundHalfUp } from '../prices';
import { carts } from '../carts/tables';
import { products } from '../catalogue/tables';
import { shippingMethodPrices, shippingMethods } from '../checkout/tables';
import { stories } from '../content/tables';
import { idempotencyKeys, orders } from '../orders/tables';
import { demoDealerAccounts } from '../orders/dealer-accounts';
import { demoReceivingAddresses } from '../orders/receiving-addresses';
import {
  claimKey,
  completeKey,
  deleteExpiredKeys,
  idempotencyKeyTtlMs,
  releaseKey,
  staleClaimMs,
} from '../orders/idempotency';
import {
  anonymousSession,
  austrianAddress,
  call,
  callError,
  callOk,
  outbox,
  signedInCustomer,
  uniqueEmail,
  type Answer,
  type CallOptions,
} from './accounts';
import { testAdminToken } from './prices-suite';

const iban = {
  kind: 'iban',
  iban: 'at61 1904 3002 3457 3201',
  bic: 'bkauatww',
  accountOwner: 'Anna Muster',
};

/** What the review step sends with every order: both consents given. */
export const acceptedConsents = { privacyPolicy: true, termsAndConditions: true } as const;

/** The message of `error.<reason>` the customer reads, in English and German. */
const textsOf = (reason: string) => ({
  en: plainMessage(everyErrorMessage.en, `error.${reason}`),
  de: plainMessage(everyErrorMessage.de, `error.${reason}`),
});

/**
 * POST /orders and the reading calls on every database: every check of spec 5 with its reason and
 * localized message, idempotency keys, ownership, the price-mismatch flow and the confirmation
 * mail. The app must have the seeded catalogue and prices and accept `testAdminToken`.
 */
export function defineOrdersSuite(getApp: () => FastifyInstance) {
  let gold: string;
  let scrap: string;
  /** Silver cutlery scrap (800): a gram is worth less than the minimum cart value. */
  let silverScrap: string;
  /** A silver coin that is not duty-free (spec 5: not for the deposit). */
  let silver: string;
  /** A duty-free silver coin (spec 5: not sold via the deposit). */
  let dutyFreeSilver: string;

  beforeAll(async () => {
    const skuOf = async (condition: ReturnType<typeof sql>) => {
      const [row] = await getApp()
        .db.select({ sku: products.sku })
        .from(products)
        .where(condition)
        .orderBy(products.sku)
        .limit(1);
      if (!row) throw new Error('The seeded catalogue lacks a product the order tests need');
      return row.sku;
    };
    gold = await skuOf(
      sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin' and ${products.fineWeightG} between 30 and 32 and ${products.stock} >= 100`,
    );
    scrap = await skuOf(sql`${products.form} = 'scrap' and ${products.sku} like 'SCRAP-AU-%'`);
    silverScrap = await skuOf(sql`${products.sku} = 'SCRAP-AG-800'`);
    silver = await skuOf(
      sql`${products.preciousMetal} = 'silver' and ${products.form} = 'coin' and ${products.taxClass} = 'standard' and not ${products.dutyFree} and ${products.stock} >= 100`,
    );
    dutyFreeSilver = await skuOf(
      sql`${products.preciousMetal} = 'silver' and ${products.form} = 'coin' and ${products.dutyFree} and ${products.stock} >= 100`,
    );
  });

  const guest = async () => (await anonymousSession(getApp())).accessToken;
  /** A signed-in customer who has opened a deposit: only such a customer ships to one. */
  const depositor = async () => {
    const { token } = await signedInCustomer(getApp());
    await callOk(getApp(), '/deposits', DepositSchema, { method: 'POST', token }, 201);
    return token;
  };
  const as = (token: string, options: CallOptions = {}): CallOptions => ({ ...options, token });
  const newCart = (token: string, transactionType: 'buy' | 'sell' = 'buy') =>
    callOk(
      getApp(),
      '/carts',
      CartSchema,
      as(token, {
        method: 'POST',
        payload: { transactionType, orderType: 'order', country: 'AT', currency: 'EUR' },
      }),
      201,
    );
  const addLine = (token: string, cart: Cart, sku: string, quantity = 1) =>
    callOk(
      getApp(),
      `/carts/${cart.id}/line-items`,
      CartSchema,
      as(token, { method: 'PUT', payload: { sku, quantity } }),
    );
  const update = (token: string, cart: Cart, payload: object) =>
    callOk(getApp(), `/carts/${cart.id}`, CartSchema, as(token, { method: 'PUT', payload }));
  const address = (token: string, cart: Cart) =>
    callOk(
      getApp(),
      `/carts/${cart.id}/addresses`,
      CartSchema,
      as(token, {
        method: 'PUT',
        payload: { shippingAddress: austrianAddress, billingAddress: austrianAddress },
      }),
    );
  const methodId = async (key: string) => {
    const list = await callOk(getApp(), '/orders/shipping-methods', ShippingMethodListSchema);
    const method = list.find((m) => m.key === key);
    if (!method) throw new Error(`No method ${key}`);
    return method.id;
  };
  const mine = async (token: string) => callOk(getApp(), '/carts', CartListSchema, as(token));

  /** A buy cart of one gold coin that can be ordered. */
  async function orderableCart(token: string, email = uniqueEmail('bestellung')) {
    const cart = await addLine(token, await newCart(token), gold);
    await address(token, cart);
    const complete = await update(token, cart, {
      customerEmail: email,
      paymentMethod: 'bankTransfer',
    });
    expect(complete.orderBlockers).toEqual([]);
    return complete;
  }

  /** POST /orders with both consents, as the checkout sends it, unless `payload` names its own. */
  const post = (
    token: string,
    payload: object,
    key: string | null = crypto.randomUUID(),
    options: { query?: string; language?: string; app?: FastifyInstance } = {},
  ): Promise<Answer> =>
    call(options.app ?? getApp(), `/orders${options.query ?? ''}`, {
      method: 'POST',
      token,
      payload: { consents: acceptedConsents, ...payload },
      headers: {
        ...(key === null ? {} : { 'idempotency-key': key }),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
    });

  /** A refusal in English and German (two keys: a refused request releases its key anyway). */
  async function refused(token: string, payload: object, status: number) {
    const en = await post(token, payload);
    const de = await post(token, payload, crypto.randomUUID(), { language: 'de' });
    expect(en.status).toBe(status);
    expect(de.status).toBe(status);
    const error = en.json as { name: string; code: string; reason: string; message: string };
    return { ...error, german: (de.json as { message: string }).message };
  }

  const ordersOf = (token: string) => callOk(getApp(), '/orders', OrderListSchema, as(token));

  /** POST /orders refuses the cart with `reason` and its message in English and German. */
  async function expectRefusal(token: string, cartId: string, reason: string) {
    const error = await refused(token, { cartId }, 400);
    expect(error).toMatchObject({ name: 'OperationNotValidError', code: reason, reason });
    const { en, de } = textsOf(reason);
    expect(en).toBeDefined();
    expect(de).toBeDefined();
    expect(error.message).toBe(en);
    expect(error.german).toBe(de);
  }

  describe('POST /orders', () => {
    it('turns a complete cart into an Open order with a number, and the cart is ordered', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const answer = await post(token, {
        cartId: cart.id,
        comment: 'Bitte gut verpacken',
        utmParams: { utm_source: 'newsletter', utm_id: 'herbst-26' },
      });
      expect(answer.status).toBe(201);
      const order = v.parse(OrderSchema, answer.json);
      expect(order.orderNumber).toMatch(/^\d{4}-\d{6}$/);
      expect(order).toMatchObject({
        orderState: 'Open',
        paymentState: 'Pending',
        transactionType: 'buy',
        currency: 'EUR',
        customerEmail: cart.customerEmail,
        comment: 'Bitte gut verpacken',
        utmParams: { utm_source: 'newsletter', utm_id: 'herbst-26' },
        totalGrossPrice: cart.totalGrossPrice,
        totalPrice: cart.totalPrice,
        taxedPrice: cart.taxedPrice,
        paymentMethod: 'bankTransfer',
        shippingAddress: cart.shippingAddress,
        paymentDate: null,
      });
      expect(order.lineItems).toEqual([
        expect.objectContaining({
          sku: gold,
          quantity: 1,
          price: cart.lineItems[0]!.price,
          name: cart.lineItems[0]!.name,
          // Kept for the invoice, which names the class.
          taxClass: 'investment_gold',
        }),
      ]);
      expect(order.shippingInfo?.methodKey).toBe(cart.shippingInfo?.methodKey);
      expect((await mine(token)).map((c) => c.id)).not.toContain(cart.id);
      expect(await ordersOf(token)).toEqual([order]);
      expect(await callOk(getApp(), `/orders/${order.id}`, OrderSchema, as(token))).toEqual(order);
    });

    it('refuses an order without both consents (consents_missing, German and English) and orders nothing', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      for (const consents of [
        undefined,
        {},
        { privacyPolicy: true },
        { termsAndConditions: true },
        { privacyPolicy: true, termsAndConditions: false },
        { privacyPolicy: false, termsAndConditions: true },
      ]) {
        const error = await refused(token, { cartId: cart.id, consents }, 400);
        expect(error).toMatchObject({
          name: 'OperationNotValidError',
          code: 'consents_missing',
          reason: 'consents_missing',
          message: textsOf('consents_missing').en,
          german: textsOf('consents_missing').de,
        });
      }
      // A consent is a yes, not something that reads like one.
      const notABoolean = await post(token, {
        cartId: cart.id,
        consents: { privacyPolicy: 'yes', termsAndConditions: 1 },
      });
      expect(notABoolean.status).toBe(400);
      expect(notABoolean.json).toMatchObject({ code: 'invalid_request' });
      expect(await ordersOf(token)).toEqual([]);
      expect((await mine(token)).map((c) => c.id)).toContain(cart.id);
    });

    it('records the versions of the terms and privacy texts accepted, in the language ordered in, and when', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const before = new Date();
      const answer = await post(token, { cartId: cart.id }, crypto.randomUUID(), {
        query: '?languageTag=en-AT',
      });
      expect(answer.status).toBe(201);
      const order = v.parse(OrderSchema, answer.json);
      const [row] = await getApp().db.select().from(orders).where(eq(orders.id, order.id));
      const versionOf = async (path: string) => {
        const [story] = await getApp()
          .db.select()
          .from(stories)
          .where(and(eq(stories.rootFolder, `${order.store}-en`), eq(stories.path, path)));
        return `${story!.uuid}@${story!.publishedAt!.toISOString()}`;
      };
      expect(row!.termsVersion).toBe(await versionOf('terms-and-conditions'));
      expect(row!.privacyVersion).toBe(await versionOf('privacy-policy'));
      expect(row!.consentsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(row!.consentsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now());
      // Without a comment or UTM values the order has none.
      expect(row).toMatchObject({ comment: null, utmParams: null });
    });

    it('stores the comment and the UTM values and answers them on every read', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const key = crypto.randomUUID();
      const utmParams = {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'herbst',
        utm_term: 'goldbarren',
        utm_content: 'banner',
        utm_id: '42',
      };
      const payload = { cartId: cart.id, comment: 'Bitte\nnicht klingeln', utmParams };
      const placed = await post(token, payload, key);
      expect(placed.status).toBe(201);
      const order = v.parse(OrderSchema, placed.json);
      expect(order).toMatchObject({ comment: 'Bitte\nnicht klingeln', utmParams });
      const [row] = await getApp().db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ comment: 'Bitte\nnicht klingeln', utmParams });
      expect((await post(token, payload, key)).json).toEqual(order);
      expect(await callOk(getApp(), `/orders/${order.id}`, OrderSchema, as(token))).toEqual(order);
      const unknownKey = await post(token, {
        cartId: (await orderableCart(token)).id,
        utmParams: { utm_source: 'x', gclid: 'y' },
      });
      expect(unknownKey.status).toBe(400);
    });

    it('numbers orders one after another', async () => {
      const token = await guest();
      const first = v.parse(
        OrderSchema,
        (await post(token, { cartId: (await orderableCart(token)).id })).json,
      );
      const second = v.parse(
        OrderSchema,
        (await post(token, { cartId: (await orderableCart(token)).id })).json,
      );
      const number = (o: Order) => Number(o.orderNumber.slice(5));
      expect(number(second)).toBeGreaterThan(number(first));
    });

    it('answers each missing piece of spec 5 with its reason and message, and orders nothing', async () => {
      const token = await guest();
      const cart = await newCart(token);
      const check = async (reason: string) => {
        const error = await refused(token, { cartId: cart.id }, 400);
        expect(error).toMatchObject({ name: 'OperationNotValidError', code: reason, reason });
        const { en, de } = textsOf(reason);
        expect(en).toBeDefined();
        expect(error.message).toBe(en);
        expect(error.german).toBe(de);
      };
      await check('no_cart_items');
      const lined = await addLine(token, cart, gold);
      await check('no_customer_email');
      const withEmail = await update(token, lined, { customerEmail: uniqueEmail('fehlt') });
      await check('no_shipping_address');
      await address(token, withEmail);
      await check('no_payment_method');
      expect(await ordersOf(token)).toEqual([]);
      expect((await mine(token)).find((c) => c.id === cart.id)?.cartState).toBe('active');
    });

    it('refuses a cart under the minimum value, and one whose shipping eats the whole payout', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token, 'sell'), silverScrap, 1);
      expect(cart.totalGrossPrice.centAmount).toBeGreaterThan(0);
      expect(cart.totalGrossPrice.centAmount).toBeLessThan(100);
      await address(token, cart);
      await update(token, cart, { customerEmail: uniqueEmail('wenig'), payoutBankDetails: iban });
      await expectRefusal(token, cart.id, 'order_below_minimum');
      // Sent in by standard shipping, whose price is deducted from the payout: nothing is left.
      const shipped = await update(token, cart, { shippingMethodId: await methodId('shipping') });
      expect(shipped.totalGrossPrice.centAmount).toBeLessThanOrEqual(0);
      await expectRefusal(token, cart.id, 'empty_or_zero_total');
      expect(await ordersOf(token)).toEqual([]);
    });

    it('ships to a deposit only once it is opened: a guest has none', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const deposit = await update(token, cart, { shippingMethodId: await methodId('deposit') });
      expect(deposit.orderBlockers).toEqual(['deposit_not_open']);
      await expectRefusal(token, deposit.id, 'deposit_not_open');
      expect(await ordersOf(token)).toEqual([]);
    });

    it('refuses silver that is not duty-free for the deposit', async () => {
      const token = await depositor();
      const cart = await addLine(token, await newCart(token), silver);
      await address(token, cart);
      await update(token, cart, {
        customerEmail: uniqueEmail('depot'),
        paymentMethod: 'bankTransfer',
      });
      // Switching to the deposit replaces the cart (spec 4); the new one is the one to order.
      const deposit = await update(token, cart, { shippingMethodId: await methodId('deposit') });
      expect(deposit.replacedCartId).toBe(cart.id);
      // The new cart kept e-mail, addresses and payment: the deposit rule is all that is left.
      expect(deposit.orderBlockers).toEqual(['silver_not_allowed_with_deposit']);
      await expectRefusal(token, deposit.id, 'silver_not_allowed_with_deposit');
      expect(await ordersOf(token)).toEqual([]);
    });

    it('orders from the cart that replaced the old one at the deposit switch, nothing entered again', async () => {
      const token = await depositor();
      const cart = await orderableCart(token);
      const deposit = await update(token, cart, { shippingMethodId: await methodId('deposit') });
      expect(deposit.replacedCartId).toBe(cart.id);
      expect(deposit.orderBlockers).toEqual([]);
      const answer = await post(token, { cartId: deposit.id });
      expect(answer.status).toBe(201);
      const order = v.parse(OrderSchema, answer.json);
      expect(order).toMatchObject({
        customerEmail: cart.customerEmail,
        shippingAddress: cart.shippingAddress,
        paymentMethod: 'bankTransfer',
      });
      // The replaced cart is gone, not a second way to order the same goods.
      const old = await refused(token, { cartId: cart.id }, 404);
      expect(old.code).toBe('co001');
    });

    it('refuses duty-free products sold via the deposit, after the switch kept the payout', async () => {
      const token = await depositor();
      const cart = await addLine(token, await newCart(token, 'sell'), dutyFreeSilver, 100);
      await address(token, cart);
      const complete = await update(token, cart, {
        customerEmail: uniqueEmail('zollfrei'),
        paymentMethod: 'bankTransfer',
        payoutBankDetails: iban,
      });
      const deposit = await update(token, complete, {
        shippingMethodId: await methodId('deposit'),
      });
      expect(deposit.replacedCartId).toBe(cart.id);
      expect(deposit.payoutBankDetails).toEqual(complete.payoutBankDetails);
      // The deposit holds none of it either (issue 22); support is what the customer can act on.
      expect(deposit.orderBlockers).toEqual([
        'duty_free_needs_customer_support',
        'invalid_deposit_items',
      ]);
      await expectRefusal(token, deposit.id, 'duty_free_needs_customer_support');
      expect(await ordersOf(token)).toEqual([]);
    });

    it('refuses a cart whose chosen shipping method the store no longer offers', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      await update(token, cart, { shippingMethodId: await methodId('shippingBuy') });
      const { db } = getApp();
      const [method] = await db
        .select({ id: shippingMethods.id })
        .from(shippingMethods)
        .where(eq(shippingMethods.key, 'shippingBuy'));
      // A method is offered in a store exactly when it has a price there: the store withdraws it.
      await db
        .delete(shippingMethodPrices)
        .where(
          and(
            eq(shippingMethodPrices.methodId, method!.id),
            eq(shippingMethodPrices.storeKey, 'at'),
          ),
        );
      try {
        await expectRefusal(token, cart.id, 'no_shipping_method');
      } finally {
        await seedCheckoutData(db);
      }
      expect(await ordersOf(token)).toEqual([]);
    });

    it('refuses a stored cart that has a shipping but no billing address', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      // PUT /carts/{id}/addresses sets both at once, so only data written otherwise lacks one;
      // the order still checks it (spec 5).
      await getApp().db.update(carts).set({ billingAddress: null }).where(eq(carts.id, cart.id));
      await expectRefusal(token, cart.id, 'no_billing_address');
      expect(await ordersOf(token)).toEqual([]);
    });

    it('keeps the scrap metal box to scrap worth at most its limit, and sell orders need a payout', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token, 'sell'), scrap, 10);
      await address(token, cart);
      await update(token, cart, { customerEmail: uniqueEmail('verkauf') });
      expect((await refused(token, { cartId: cart.id }, 400)).reason).toBe(
        'no_payout_bank_details',
      );
      const box = await update(token, cart, {
        payoutBankDetails: iban,
        shippingMethodId: await methodId('scrapMetalBox'),
      });
      const withGold = await addLine(token, box, gold);
      expect((await refused(token, { cartId: cart.id }, 400)).reason).toBe(
        'non_scrap_items_with_scrap_metal_box',
      );
      await call(
        getApp(),
        `/carts/${cart.id}/line-items?sku=${gold}`,
        as(token, { method: 'DELETE' }),
      );
      await addLine(token, withGold, scrap, 5000);
      expect((await refused(token, { cartId: cart.id }, 400)).reason).toBe(
        'scrap_box_value_too_high',
      );
    });

    it('places a sell order with an IBAN payout and mails the payout details', async () => {
      const token = await guest();
      const email = uniqueEmail('verkauf');
      const cart = await addLine(token, await newCart(token, 'sell'), scrap, 10);
      await address(token, cart);
      await update(token, cart, { customerEmail: email, payoutBankDetails: iban });
      const answer = await post(token, { cartId: cart.id }, crypto.randomUUID(), {
        query: '?languageTag=en',
      });
      expect(answer.status).toBe(201);
      const order = v.parse(OrderSchema, answer.json);
      expect(order.transactionType).toBe('sell');
      expect(order.payoutBankDetails).toMatchObject({ kind: 'iban', accountOwner: 'Anna Muster' });
      // The customer is paid, so there is no account of the dealer's to pay into.
      expect(order.dealerAccount).toBeNull();
      const mails = await outbox(getApp(), email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Your sale ${order.orderNumber}`);
      expect(mails[0]!.text).toContain('AT611904300234573201');
      // Scrap is sold by the gram: 10 g, not 10 pieces.
      expect(order.lineItems[0]!.isScrap).toBe(true);
      expect(mails[0]!.text).toMatch(/^10 g .+ per gram/m);
      expect(mails[0]!.text).not.toMatch(/10 × /);
    });

    it('orders 12.5 g of scrap at its exact price and confirms 12.5 g (issue 23)', async () => {
      const token = await guest();
      const email = uniqueEmail('zehntel');
      const cart = await addLine(token, await newCart(token, 'sell'), scrap, 12.5);
      await address(token, cart);
      await update(token, cart, { customerEmail: email, payoutBankDetails: iban });
      const [line] = cart.lineItems;
      // Price per gram x 125 tenths / 10, rounded once, half-up.
      const exact = roundHalfUp(BigInt(line!.price.centAmount) * 125n, 10n);
      const answer = await post(token, { cartId: cart.id }, crypto.randomUUID(), {
        query: '?languageTag=en',
      });
      expect(answer.status).toBe(201);
      const order = v.parse(OrderSchema, answer.json);
      expect(order.lineItems[0]).toMatchObject({
        quantity: 12.5,
        isScrap: true,
        totalPrice: { centAmount: exact },
      });
      const shipping = order.shippingInfo?.price.centAmount ?? 0;
      expect(order.totalGrossPrice.centAmount).toBe(exact - shipping);
      // Stored and read back as ordered: 12.5, not 12 or 13.
      expect(await callOk(getApp(), `/orders/${order.id}`, OrderSchema, as(token))).toEqual(order);
      const [mail] = await outbox(getApp(), email);
      expect(mail!.text).toMatch(/^12\.5 g .+ per gram/m);
    });

    it('names the store’s receiving address on a posted sale only, in its answer and its mail', async () => {
      const token = await guest();
      const email = uniqueEmail('versand');
      const cart = await addLine(token, await newCart(token, 'sell'), scrap, 10);
      await address(token, cart);
      // A drop-off in the branch (the Austrian sell cart's default) posts nothing.
      const dropOff = await update(token, cart, { customerEmail: email, payoutBankDetails: iban });
      expect(dropOff.shippingInfo?.methodKey).toBe('leave-in-store');
      await update(token, dropOff, { shippingMethodId: await methodId('insured-shipping') });
      const answer = await post(token, { cartId: cart.id }, crypto.randomUUID());
      const order = v.parse(OrderSchema, answer.json);
      expect(order.receivingAddress).toEqual(demoReceivingAddresses.at);
      expect(await callOk(getApp(), `/orders/${order.id}`, OrderSchema, as(token))).toEqual(order);
      const [mail] = await outbox(getApp(), email);
      expect(mail!.text).toContain('Kärntner Straße 21, 1010 Wien');
      expect(mail!.text).toContain(`Auftragsnummer ${order.orderNumber}`);
      expect(mail!.text).toMatch(/^10 g .+ je Gramm/m);
      expect(mail!.text).toMatch(/^Lieferart: versicherter Versand, /m);
      expect(mail!.text).toMatch(/^Lieferadresse: .+, Österreich$/m);
      expect(mail!.text).toMatch(/^Rechnungsadresse: .+, Österreich$/m);
    });

    it('names the dealer’s account for a bank transfer, and says when cash needs an ID', async () => {
      const token = await guest();
      const transfer = v.parse(
        OrderSchema,
        (await post(token, { cartId: (await orderableCart(token)).id })).json,
      );
      expect(transfer.dealerAccount).toEqual(demoDealerAccounts.at);
      expect(transfer.dealerAccount).toMatchObject({ iban: 'AT48 2011 1822 2121 9800' });
      expect(transfer.cashIdentificationRequired).toBe(false);
      expect(await callOk(getApp(), `/orders/${transfer.id}`, OrderSchema, as(token))).toEqual(
        transfer,
      );

      const [branch] = await callOk(getApp(), '/branches', BranchListSchema);
      const cashOrder = async (quantity: number) => {
        const cart = await orderableCart(token);
        const more = quantity > 1 ? await addLine(token, cart, gold, quantity - 1) : cart;
        await update(token, more, {
          shippingMethodId: await methodId('pickup'),
          pickupBranchId: branch!.id,
          paymentMethod: 'cashInStore',
        });
        const answer = await post(token, { cartId: cart.id });
        expect(answer.status).toBe(201);
        return v.parse(OrderSchema, answer.json);
      };
      // The Austrian store's threshold is 10,000 EUR (store_rules); one coin is far below it.
      const small = await cashOrder(1);
      expect(small.totalGrossPrice.centAmount).toBeLessThanOrEqual(1_000_000);
      expect(small).toMatchObject({ dealerAccount: null, cashIdentificationRequired: false });
      const large = await cashOrder(5);
      expect(large.totalGrossPrice.centAmount).toBeGreaterThan(1_000_000);
      expect(large).toMatchObject({ dealerAccount: null, cashIdentificationRequired: true });
      expect(await callOk(getApp(), `/orders/${large.id}`, OrderSchema, as(token))).toEqual(large);
    });

    it('refuses a cart that is not the caller’s (co001) and one already ordered (co002)', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const stranger = await guest();
      const notFound = await refused(stranger, { cartId: cart.id }, 404);
      expect(notFound).toMatchObject({ name: 'ResourceNotFoundError', code: 'co001' });
      expect((await post(token, { cartId: cart.id })).status).toBe(201);
      const again = await refused(token, { cartId: cart.id }, 409);
      expect(again).toMatchObject({ code: 'co002', reason: 'co002' });
      expect(again.german).toBe('Der Warenkorb ist nicht aktiv.');
    });

    it('refuses bad input with a clear error and changes nothing', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const key = crypto.randomUUID();
      const missingKey = await post(token, { cartId: cart.id }, null);
      expect(missingKey.status).toBe(400);
      expect(missingKey.json).toMatchObject({ code: 'idempotency_key_missing' });
      const longKey = await post(token, { cartId: cart.id }, 'k'.repeat(256));
      expect(longKey.status).toBe(400);
      const tooLong = await post(token, { cartId: cart.id, comment: 'x'.repeat(501) }, key);
      expect(tooLong.status).toBe(400);
      expect(tooLong.json).toMatchObject({ code: 'invalid_request' });
      const notACart = await post(token, { cartId: 'nope' }, key);
      expect(notACart.status).toBe(400);
      expect(await ordersOf(token)).toEqual([]);
      // The key was not taken by the refused requests.
      expect((await post(token, { cartId: cart.id }, key)).status).toBe(201);
    });
  });

  describe('idempotency keys', () => {
    it('answers a repeat with the same key and body with the same order, and mails once', async () => {
      const token = await guest();
      const email = uniqueEmail('wiederholt');
      const cart = await orderableCart(token, email);
      const key = crypto.randomUUID();
      const first = await post(token, { cartId: cart.id, comment: 'eins' }, key);
      const second = await post(token, { comment: 'eins', cartId: cart.id }, key);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.json).toEqual(first.json);
      expect(await ordersOf(token)).toHaveLength(1);
      const mails = await outbox(getApp(), email);
      expect(mails).toHaveLength(1);
      const order = v.parse(OrderSchema, first.json);
      expect(mails[0]!.subject).toBe(`Ihre Bestellung ${order.orderNumber}`);
      expect(mails[0]!.text).toContain('IBAN');
      expect(mails[0]!.text).toContain(order.orderNumber);
    });

    it('answers 422 to the same key with another body', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const key = crypto.randomUUID();
      expect((await post(token, { cartId: cart.id }, key)).status).toBe(201);
      const other = await post(token, { cartId: cart.id, comment: 'anders' }, key, {
        language: 'de',
      });
      expect(other.status).toBe(422);
      expect(other.json).toMatchObject({
        code: 'idempotency_key_reused',
        message:
          'Dieser Idempotenzschlüssel wurde bereits für eine andere Bestellanfrage verwendet.',
      });
      expect(await ordersOf(token)).toHaveLength(1);
    });

    it('keeps keys per owner: another owner’s key does not answer with their order', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const key = crypto.randomUUID();
      expect((await post(token, { cartId: cart.id }, key)).status).toBe(201);
      const stranger = await guest();
      const theirs = await post(stranger, { cartId: cart.id }, key);
      expect(theirs.status).toBe(404);
      expect(await ordersOf(stranger)).toEqual([]);
    });

    it('makes one order of two keys on the same cart at once; the other learns the cart is not active', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const answers = await Promise.all([
        post(token, { cartId: cart.id }),
        post(token, { cartId: cart.id }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.json).toMatchObject({ code: 'co002' });
      expect(await ordersOf(token)).toHaveLength(1);
    });

    it('lets a retry take over a claim whose request died, and only the retry can commit', async () => {
      const { db } = getApp();
      const owner = crypto.randomUUID();
      const key = crypto.randomUUID();
      const first = new Date();
      const at = (ms: number) => new Date(first.getTime() + ms);
      const inProgress = { body: { code: 'idempotency_key_in_progress', statusCode: 409 } };
      expect(await claimKey(db, owner, key, 'hash', first)).toBe('claimed');
      // The first request may still run: a retry now waits.
      await expect(claimKey(db, owner, key, 'hash', at(5_000))).rejects.toMatchObject(inProgress);
      // Its instance was killed: a later retry (through another instance) runs the request.
      const retry = at(staleClaimMs + 1_000);
      expect(await claimKey(db, owner, key, 'hash', retry)).toBe('claimed');
      // Had the first request lived on, it could not commit its order, nor free the retry's key.
      await expect(
        completeKey(db, owner, key, first, { status: 201, body: { order: 'first' } }),
      ).rejects.toMatchObject(inProgress);
      await releaseKey(db, owner, key, first);
      await completeKey(db, owner, key, retry, { status: 201, body: { order: 'retry' } });
      expect(await claimKey(db, owner, key, 'hash', at(staleClaimMs * 10))).toEqual({
        status: 201,
        body: { order: 'retry' },
      });
    });

    it('deletes keys after 24 hours', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const key = crypto.randomUUID();
      expect((await post(token, { cartId: cart.id }, key)).status).toBe(201);
      const later = new Date(Date.now() + idempotencyKeyTtlMs + 60_000);
      expect(await deleteExpiredKeys(getApp().db, later)).toBeGreaterThanOrEqual(1);
      const left = await getApp()
        .db.select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key));
      expect(left).toEqual([]);
    });
  });

  describe('a price change between cart and order', () => {
    it('flags each line a recalculation re-priced with its previous unit price', async () => {
      const token = await guest();
      const cart = await addLine(token, await orderableCart(token), silver);
      const recalculate = () =>
        callOk(
          getApp(),
          `/carts/${cart.id}/recalculate`,
          CartSchema,
          as(token, { method: 'POST', payload: {} }),
        );
      // Nothing changed since the lines were priced: no line is flagged.
      expect((await recalculate()).lineItems.map((line) => line.previousPrice)).toEqual([
        null,
        null,
      ]);
      const shocked = await getApp().inject({
        method: 'POST',
        url: '/admin/prices/recalculate',
        headers: { 'x-admin-token': testAdminToken },
        payload: { shock: 0.05 },
      });
      expect(shocked.statusCode).toBe(200);
      const repriced = await recalculate();
      for (const line of repriced.lineItems) {
        const before = cart.lineItems.find((other) => other.sku === line.sku);
        // `cart` is the answer of adding the silver coin: the gold coin's line is in it as priced.
        expect(line.price.centAmount).not.toBe(before!.price.centAmount);
        expect(line.previousPrice).toEqual(before!.price);
      }
      // The flag belongs to the answer that re-priced: reading the cart again shows none.
      const listed = (await mine(token)).find((c) => c.id === cart.id)!;
      expect(listed.lineItems.map((line) => line.previousPrice)).toEqual([null, null]);
      expect((await recalculate()).lineItems.map((line) => line.previousPrice)).toEqual([
        null,
        null,
      ]);
    });

    it('re-prices the cart and answers old and new prices; confirmed, the order takes the new price', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const recalculated = await getApp().inject({
        method: 'POST',
        url: '/admin/prices/recalculate',
        headers: { 'x-admin-token': testAdminToken },
        payload: { shock: 0.05 },
      });
      expect(recalculated.statusCode).toBe(200);
      const key = crypto.randomUUID();
      const mismatch = await post(token, { cartId: cart.id }, key, { language: 'de' });
      expect(mismatch.status).toBe(409);
      const error = mismatch.json as {
        code: string;
        reason: string;
        priceChanges: {
          sku: string;
          oldPrice: { centAmount: number };
          newPrice: { centAmount: number };
        }[];
      };
      expect(error).toMatchObject({
        code: 'product_price_mismatch',
        reason: 'product_price_mismatch',
      });
      const [change] = error.priceChanges;
      expect(change!.sku).toBe(gold);
      expect(change!.oldPrice.centAmount).toBe(cart.lineItems[0]!.price.centAmount);
      expect(change!.newPrice.centAmount).toBeGreaterThan(change!.oldPrice.centAmount);
      const repriced = (await mine(token)).find((c) => c.id === cart.id)!;
      expect(repriced.lineItems[0]!.price.centAmount).toBe(change!.newPrice.centAmount);
      expect(await ordersOf(token)).toEqual([]);
      // The customer confirms: the same request now places the order at the new price.
      const placed = await post(token, { cartId: cart.id }, key);
      expect(placed.status).toBe(201);
      const order = v.parse(OrderSchema, placed.json);
      expect(order.lineItems[0]!.price.centAmount).toBe(change!.newPrice.centAmount);
      expect(order.totalGrossPrice).toEqual(repriced.totalGrossPrice);
    });
  });

  describe('GET /orders', () => {
    it('shows an order to its owner only; anyone else’s is not found', async () => {
      const token = await guest();
      const cart = await orderableCart(token);
      const order = v.parse(OrderSchema, (await post(token, { cartId: cart.id })).json);
      const stranger = await guest();
      const hidden = await callError(getApp(), `/orders/${order.id}`, 404, as(stranger));
      expect(hidden).toMatchObject({ name: 'ResourceNotFoundError', code: 'order_not_found' });
      const unknown = await callError(getApp(), `/orders/${crypto.randomUUID()}`, 404, as(token));
      expect(unknown.code).toBe('order_not_found');
      expect(await ordersOf(stranger)).toEqual([]);
      expect((await call(getApp(), '/orders')).status).toBe(401);
      const stored = await getApp().db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored).toHaveLength(1);
    });
  });
}

/**
 * `count` submissions of one order with one key at once, spread over `apps` (real concurrency on
 * PostgreSQL): their statuses, and how many orders the owner has afterwards.
 */
export async function parallelSubmissions(
  apps: readonly FastifyInstance[],
  count: number,
): Promise<{ statuses: number[]; bodies: unknown[]; orders: number; repeat: Answer }> {
  const [app] = apps;
  const token = (await anonymousSession(app!)).accessToken;
  const options = (payload: object): CallOptions => ({ method: 'PUT', token, payload });
  const cart = await callOk(
    app!,
    '/carts',
    CartSchema,
    {
      method: 'POST',
      token,
      payload: { transactionType: 'buy', orderType: 'order', country: 'AT', currency: 'EUR' },
    },
    201,
  );
  const [product] = await app!.db
    .select({ sku: products.sku })
    .from(products)
    .where(sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin'`)
    .orderBy(products.sku)
    .limit(1);
  await call(app!, `/carts/${cart.id}/line-items`, options({ sku: product!.sku, quantity: 1 }));
  await call(
    app!,
    `/carts/${cart.id}/addresses`,
    options({ shippingAddress: austrianAddress, billingAddress: austrianAddress }),
  );
  await call(
    app!,
    `/carts/${cart.id}`,
    options({ customerEmail: uniqueEmail('parallel'), paymentMethod: 'bankTransfer' }),
  );
  const key = crypto.randomUUID();
  const submit = (target: FastifyInstance) =>
    call(target, '/orders', {
      method: 'POST',
      token,
      payload: { cartId: cart.id, consents: acceptedConsents },
      headers: { 'idempotency-key': key },
    });
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => submit(apps[i % apps.length]!)),
  );
  const list = await callOk(app!, '/orders', OrderListSchema, { token });
  return {
    statuses: answers.map((a) => a.status),
    bodies: answers.filter((a) => a.status === 201).map((a) => a.json),
    orders: list.length,
    repeat: await submit(app!),
  };
}
