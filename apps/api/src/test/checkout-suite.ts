import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  BranchListSchema,
  CartListSchema,
  CartSchema,
  PaymentMethodListSchema,
  ShippingMethodListSchema,
  type Cart,
  type ShippingMethod,
} from '@shop/api-client/contract';
import { cartLineItems } from '../carts/tables';
import { products } from '../catalogue/tables';
import {
  anonymousSession,
  austrianAddress,
  callError,
  callOk,
  signedInCustomer,
  usAddress,
  type CallOptions,
} from './accounts';

const draft = (store: string, transactionType: 'buy' | 'sell' = 'buy') => ({
  transactionType,
  orderType: 'order',
  country: store.toUpperCase(),
  currency: store === 'us' ? 'USD' : store === 'ch' || store === 'li' ? 'CHF' : 'EUR',
});

const iban = {
  kind: 'iban',
  iban: 'at61 1904 3002 3457 3201',
  bic: 'bkauatww',
  accountOwner: 'Anna Muster',
};
const usBank = {
  kind: 'us',
  accountNumber: '000123456789',
  routingNumber: '021000021',
  accountOwner: 'John Doe',
};

/**
 * The checkout's cart calls on every database (spec 4, 5, 7, 8, 9): shipping and payment methods,
 * branches, PUT /carts/{id} with the checkout's choices, addresses, coupons, the totals with
 * shipping and discount, the blockers a cart answers, out-of-stock and gone products. Every
 * refusal is checked to change nothing.
 */
export function defineCheckoutSuite(getApp: () => FastifyInstance) {
  let gold: string;
  let silver: string;
  let scrap: string;
  /** A gift item: not investment bullion, so coupons apply to it. */
  let gift: string;

  beforeAll(async () => {
    const skuOf = async (condition: ReturnType<typeof sql>) => {
      const [row] = await getApp()
        .db.select({ sku: products.sku })
        .from(products)
        .where(condition)
        .orderBy(products.sku)
        .limit(1);
      if (!row) throw new Error('The seeded catalogue lacks a product the checkout tests need');
      return row.sku;
    };
    gold = await skuOf(
      sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin' and ${products.fineWeightG} between 30 and 32`,
    );
    silver = await skuOf(
      sql`${products.preciousMetal} = 'silver' and ${products.form} = 'coin' and ${products.taxClass} = 'standard' and not ${products.dutyFree}`,
    );
    scrap = await skuOf(sql`${products.form} = 'scrap' and ${products.sku} like 'SCRAP-AU-%'`);
    gift = await skuOf(sql`${products.form} = 'gift' and ${products.stock} > 0`);
  });

  const as = (token: string, store: string, options: CallOptions = {}): CallOptions => ({
    ...options,
    token,
    headers: { 'x-store-key': store, ...options.headers },
  });
  const guest = async () => (await anonymousSession(getApp())).accessToken;
  const newCart = (token: string, store = 'at', type: 'buy' | 'sell' = 'buy') =>
    callOk(
      getApp(),
      '/carts',
      CartSchema,
      as(token, store, { method: 'POST', payload: draft(store, type) }),
      201,
    );
  const addLine = (token: string, cart: Cart, sku: string, quantity = 1, store = cart.store) =>
    callOk(
      getApp(),
      `/carts/${cart.id}/line-items`,
      CartSchema,
      as(token, store, { method: 'PUT', payload: { sku, quantity } }),
    );
  const update = (token: string, cart: Cart, payload: object, store = cart.store) =>
    callOk(getApp(), `/carts/${cart.id}`, CartSchema, as(token, store, { method: 'PUT', payload }));
  const refuse = (
    token: string,
    url: string,
    status: number,
    payload: object | undefined,
    store = 'at',
    method: 'PUT' | 'DELETE' = 'PUT',
  ) =>
    Promise.all([
      callError(getApp(), url, status, as(token, store, { method, payload })),
      callError(
        getApp(),
        url,
        status,
        as(token, store, { method, payload, headers: { 'accept-language': 'de' } }),
      ),
    ]).then(([en, de]) => ({ ...en, german: de.message }));
  const mine = async (token: string, store = 'at') =>
    callOk(getApp(), '/carts', CartListSchema, as(token, store));
  const methods = (store: string) =>
    callOk(getApp(), '/orders/shipping-methods', ShippingMethodListSchema, {
      headers: { 'x-store-key': store },
    });
  const methodOf = (list: ShippingMethod[], key: string) => {
    const method = list.find((m) => m.key === key);
    if (!method) throw new Error(`No method ${key}`);
    return method;
  };
  const branchesOf = (store: string) =>
    callOk(getApp(), '/branches', BranchListSchema, { headers: { 'x-store-key': store } });

  describe('shipping methods, payment methods and branches', () => {
    it('lists the store’s methods with their price, free-from value and every store’s prices', async () => {
      const at = await methods('at');
      expect(at.map((m) => m.key)).toEqual([
        'shipping',
        'shippingBuy',
        'insured-shipping',
        'pickup',
        'leave-in-store',
        'send-to-store',
        'deposit',
        'scrapMetalBox',
      ]);
      expect(methodOf(at, 'insured-shipping')).toMatchObject({
        price: { centAmount: 1990, currency: 'EUR' },
        freeFrom: { centAmount: 100_000, currency: 'EUR' },
        transactionTypes: ['buy', 'sell'],
      });
      expect(methodOf(at, 'shipping').prices.map((p) => [p.store, p.price])).toEqual([
        ['at', { centAmount: 990, currency: 'EUR' }],
        ['ch', { centAmount: 1200, currency: 'CHF' }],
        ['de', { centAmount: 1290, currency: 'EUR' }],
        ['li', { centAmount: 1500, currency: 'CHF' }],
        ['us', { centAmount: 1495, currency: 'USD' }],
      ]);
      expect(methodOf(at, 'scrapMetalBox').transactionTypes).toEqual(['sell']);
      // The US store has no branch: nothing that hands goods over in one.
      const us = await methods('us');
      expect(us.map((m) => m.key)).toEqual([
        'shipping',
        'shippingBuy',
        'insured-shipping',
        'scrapMetalBox',
      ]);
      expect(methodOf(us, 'shipping').price).toEqual({ centAmount: 1495, currency: 'USD' });
    });

    it('offers cash in store only where there is a branch; card and PayPal are not selectable', async () => {
      const list = (store: string) =>
        callOk(getApp(), '/orders/payment-methods', PaymentMethodListSchema, {
          headers: { 'x-store-key': store },
        });
      const selectable = (answer: { key: string; selectable: boolean }[]) =>
        answer.map((m) => [m.key, m.selectable]);
      expect(selectable(await list('at'))).toEqual([
        ['bankTransfer', true],
        ['cashInStore', true],
        ['card', false],
        ['paypal', false],
      ]);
      expect(selectable(await list('us'))).toEqual([
        ['bankTransfer', true],
        ['cashInStore', false],
        ['card', false],
        ['paypal', false],
      ]);
    });

    it('lists the store’s branches with address, coordinates and opening hours', async () => {
      const at = await branchesOf('at');
      expect(at.map((b) => [b.slug, b.city, b.country])).toEqual([
        ['wien-innere-stadt', 'Wien', 'AT'],
        ['salzburg', 'Salzburg', 'AT'],
        ['graz', 'Graz', 'AT'],
      ]);
      expect(at[0]).toMatchObject({
        name: { de: 'Filiale Wien Innere Stadt', en: 'Vienna city centre branch' },
        streetAddress: 'Kärntner Straße 21',
        timeZone: 'Europe/Vienna',
        openingHours: [
          { dayFrom: 1, dayTo: 5, hourFrom: '09:00', hourTo: '18:00' },
          { dayFrom: 6, dayTo: 6, hourFrom: '10:00', hourTo: '14:00' },
        ],
      });
      expect(at[0]!.coordinates_lat).toBeCloseTo(48.2057);
      expect((await branchesOf('de')).map((b) => b.country)).toEqual(['DE', 'DE']);
      expect((await branchesOf('ch')).map((b) => b.slug)).toEqual(['zuerich']);
      expect((await branchesOf('li')).map((b) => b.slug)).toEqual(['vaduz']);
      expect(await branchesOf('us')).toEqual([]);
    });
  });

  describe('shipping on the cart', () => {
    it('applies the default rule: shipping for buy carts and the US store, else leave-in-store', async () => {
      const token = await guest();
      expect((await newCart(token, 'at', 'buy')).shippingInfo?.methodKey).toBe('shipping');
      expect((await newCart(token, 'at', 'sell')).shippingInfo?.methodKey).toBe('leave-in-store');
      expect((await newCart(token, 'us', 'sell')).shippingInfo?.methodKey).toBe('shipping');
    });

    it('charges the chosen method in the totals until its free-from value', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), silver, 2);
      const goods = cart.lineItems[0]!.totalPrice.centAmount;
      expect(goods).toBeLessThan(100_000);
      const insured = methodOf(await methods('at'), 'insured-shipping');
      const chosen = await update(token, cart, {
        shippingMethodId: insured.id,
        version: cart.version,
      });
      expect(chosen.shippingInfo).toEqual({
        methodId: insured.id,
        methodKey: 'insured-shipping',
        price: { centAmount: 1990, currency: 'EUR' },
        totalGrossPrice: { centAmount: 1990, currency: 'EUR' },
      });
      expect(chosen.totalGrossPrice.centAmount).toBe(goods + 1990);
      expect(chosen.version).toBe(cart.version + 1);
      // Past the free-from value (1,000.00) insured shipping costs nothing.
      const big = await addLine(token, chosen, gold, 1);
      expect(big.shippingInfo?.totalGrossPrice.centAmount).toBe(0);
      expect(big.totalGrossPrice.centAmount).toBe(
        big.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0),
      );
    });

    it('refuses a method the cart’s type cannot use, an unknown one and bad input, changing nothing', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), silver);
      const box = methodOf(await methods('at'), 'scrapMetalBox');
      const notApplicable = await refuse(token, `/carts/${cart.id}`, 400, {
        shippingMethodId: box.id,
      });
      expect(notApplicable).toMatchObject({
        code: 'shipping_method_not_applicable',
        message: 'This shipping method is not available for this kind of cart.',
        german: 'Diese Versandart ist für diese Art von Warenkorb nicht verfügbar.',
      });
      const unknown = await refuse(token, `/carts/${cart.id}`, 400, {
        shippingMethodId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.code).toBe('shipping_method_not_found');
      // A US-only offer does not exist in the Austrian store... and vice versa for pickup in the US.
      const usCart = await newCart(token, 'us');
      const pickup = methodOf(await methods('at'), 'pickup');
      const notInUs = await refuse(
        token,
        `/carts/${usCart.id}`,
        400,
        { shippingMethodId: pickup.id },
        'us',
      );
      expect(notInUs.code).toBe('shipping_method_not_found');
      const invalid = await refuse(token, `/carts/${cart.id}`, 400, { shippingMethodId: 'pickup' });
      expect(invalid.code).toBe('invalid_request');
      const unknownField = await refuse(token, `/carts/${cart.id}`, 400, { coupon: 'X' });
      expect(unknownField.code).toBe('invalid_request');
      expect(await mine(token)).toContainEqual(cart);
    });

    it('replaces the cart when shipping switches to or from the deposit, and says so', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), gold);
      const list = await methods('at');
      await callOk(
        getApp(),
        `/carts/${cart.id}/addresses`,
        CartSchema,
        as(token, 'at', {
          method: 'PUT',
          payload: { shippingAddress: austrianAddress, billingAddress: austrianAddress },
        }),
      );
      const entered = await update(token, cart, {
        customerEmail: 'depot@example.com',
        paymentMethod: 'bankTransfer',
      });
      const deposit = await update(token, entered, {
        shippingMethodId: methodOf(list, 'deposit').id,
        version: entered.version,
      });
      expect(deposit.id).not.toBe(cart.id);
      // The new cart carries everything the checkout entered (spec 4): nothing is asked again.
      expect(deposit).toMatchObject({
        replacedCartId: cart.id,
        version: 1,
        customerEmail: 'depot@example.com',
        shippingAddress: entered.shippingAddress,
        billingAddress: entered.billingAddress,
        paymentMethod: 'bankTransfer',
        shippingInfo: { methodKey: 'deposit' },
        // A guest has no deposit to ship to (only customers open one).
        orderBlockers: ['deposit_not_open'],
      });
      expect(deposit.lineItems.map((l) => [l.sku, l.quantity, l.price])).toEqual(
        cart.lineItems.map((l) => [l.sku, l.quantity, l.price]),
      );
      expect((await mine(token)).map((c) => c.id)).toEqual([deposit.id]);
      const old = await refuse(token, `/carts/${cart.id}`, 404, { locale: 'en' });
      expect(old.code).toBe('co001');
      // Between two non-deposit methods the cart stays; back from the deposit it is replaced again.
      const [vienna] = await branchesOf('at');
      const back = await update(token, deposit, {
        shippingMethodId: methodOf(list, 'pickup').id,
        pickupBranchId: vienna!.id,
      });
      expect(back).toMatchObject({
        replacedCartId: deposit.id,
        customerEmail: 'depot@example.com',
        shippingAddress: entered.shippingAddress,
        paymentMethod: 'bankTransfer',
        pickupBranchId: vienna!.id,
        shippingInfo: { methodKey: 'pickup' },
      });
      const same = await update(token, back, { shippingMethodId: methodOf(list, 'shipping').id });
      expect([same.id, same.replacedCartId]).toEqual([back.id, null]);
      // Clearing the choice falls back to the default rule (shipping for a buy cart).
      const cleared = await update(token, same, { shippingMethodId: null });
      expect([cleared.id, cleared.shippingInfo?.methodKey]).toEqual([same.id, 'shipping']);
    });
  });

  describe('payment, e-mail, pick-up branch and payout', () => {
    it('sets and clears the checkout’s choices, and refuses unknown branches and cash without one', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), gold);
      const [vienna] = await branchesOf('at');
      const pickup = methodOf(await methods('at'), 'pickup');
      const chosen = await update(token, cart, {
        shippingMethodId: pickup.id,
        paymentMethod: 'cashInStore',
        pickupBranchId: vienna!.id,
        customerEmail: 'anna@example.com',
      });
      expect(chosen).toMatchObject({
        paymentMethod: 'cashInStore',
        pickupBranchId: vienna!.id,
        customerEmail: 'anna@example.com',
        shippingInfo: { methodKey: 'pickup', totalGrossPrice: { centAmount: 0 } },
      });
      const [munich] = await branchesOf('de');
      const foreign = await refuse(token, `/carts/${cart.id}`, 400, { pickupBranchId: munich!.id });
      expect(foreign).toMatchObject({
        code: 'pickup_branch_not_found',
        message: 'This store was not found.',
        german: 'Diese Filiale wurde nicht gefunden.',
      });
      const badEmail = await refuse(token, `/carts/${cart.id}`, 400, { customerEmail: 'nope' });
      expect(badEmail.code).toBe('invalid_request');
      const card = await refuse(token, `/carts/${cart.id}`, 400, { paymentMethod: 'card' });
      expect(card.code).toBe('invalid_request');
      expect(await mine(token)).toContainEqual(chosen);

      const usCart = await newCart(token, 'us');
      const noBranch = await refuse(
        token,
        `/carts/${usCart.id}`,
        400,
        { paymentMethod: 'cashInStore' },
        'us',
      );
      expect(noBranch).toMatchObject({
        code: 'payment_method_not_allowed',
        message: 'This payment method is not available for this cart.',
      });
      const cleared = await update(token, chosen, { paymentMethod: null, pickupBranchId: null });
      expect([cleared.paymentMethod, cleared.pickupBranchId]).toEqual([null, null]);
    });

    it('takes payout bank details on sell carts only, checked by IBAN/BIC or US account and routing number', async () => {
      const token = await guest();
      const buy = await newCart(token);
      const onBuy = await refuse(token, `/carts/${buy.id}`, 400, { payoutBankDetails: iban });
      expect(onBuy).toMatchObject({
        code: 'payout_not_for_buy_cart',
        german: 'Eine Auszahlungs-Bankverbindung gehört nur zu einem Verkauf.',
      });
      const sell = await newCart(token, 'at', 'sell');
      const saved = await update(token, sell, { payoutBankDetails: iban });
      expect(saved.payoutBankDetails).toEqual({
        kind: 'iban',
        iban: 'AT611904300234573201',
        bic: 'BKAUATWW',
        accountOwner: 'Anna Muster',
      });
      const wrongIban = await refuse(token, `/carts/${sell.id}`, 400, {
        payoutBankDetails: { ...iban, iban: 'AT611904300234573202' },
      });
      expect(wrongIban.details).toEqual([
        { path: 'body.payoutBankDetails.iban', message: 'Please enter a valid IBAN.' },
      ]);
      const wrongBic = await refuse(token, `/carts/${sell.id}`, 400, {
        payoutBankDetails: { ...iban, bic: 'BKAU' },
      });
      expect(wrongBic.details?.[0]?.message).toBe('Please enter a valid BIC.');
      const usInAustria = await refuse(token, `/carts/${sell.id}`, 400, {
        payoutBankDetails: usBank,
      });
      expect(usInAustria.code).toBe('payout_bank_details_kind');

      const usSell = await newCart(token, 'us', 'sell');
      const us = await update(token, usSell, { payoutBankDetails: usBank }, 'us');
      expect(us.payoutBankDetails).toEqual(usBank);
      const badRouting = await refuse(
        token,
        `/carts/${usSell.id}`,
        400,
        { payoutBankDetails: { ...usBank, routingNumber: '021000022' } },
        'us',
      );
      expect(badRouting.details).toEqual([
        {
          path: 'body.payoutBankDetails.routingNumber',
          message: 'Please enter a valid 9-digit routing number.',
        },
      ]);
      expect(badRouting.german).toBe('Bitte prüfen Sie Ihre Eingaben.');
      expect((await mine(token, 'us')).find((c) => c.id === usSell.id)).toEqual(us);
      expect((await mine(token)).find((c) => c.id === sell.id)).toEqual(saved);
    });
  });

  describe('addresses', () => {
    it('stores both addresses and refuses a shipping country the store does not serve', async () => {
      const token = await guest();
      const cart = await newCart(token);
      const billing = { ...austrianAddress, country: 'CH', zipCode: '8001', city: 'Zürich' };
      const saved = await callOk(
        getApp(),
        `/carts/${cart.id}/addresses`,
        CartSchema,
        as(token, 'at', {
          method: 'PUT',
          payload: {
            shippingAddress: austrianAddress,
            billingAddress: billing,
            version: cart.version,
          },
        }),
      );
      expect([saved.shippingAddress, saved.billingAddress, saved.version]).toEqual([
        austrianAddress,
        billing,
        cart.version + 1,
      ]);
      const swissShipping = await refuse(token, `/carts/${cart.id}/addresses`, 400, {
        shippingAddress: billing,
        billingAddress: austrianAddress,
      });
      expect(swissShipping).toMatchObject({
        code: 'country_not_allowed_for_shipping_address',
        message: 'Country not allowed for shipping address.',
        german: 'Dieses Land ist als Lieferadresse nicht erlaubt.',
        details: [
          {
            path: 'body.shippingAddress.country',
            message: 'Country not allowed for shipping address.',
          },
        ],
      });
      const missing = await refuse(token, `/carts/${cart.id}/addresses`, 400, {
        shippingAddress: austrianAddress,
      });
      expect(missing.code).toBe('invalid_request');
      const stale = await refuse(token, `/carts/${cart.id}/addresses`, 409, {
        shippingAddress: austrianAddress,
        billingAddress: austrianAddress,
        version: cart.version,
      });
      expect(stale.code).toBe('concurrent_modification');
      expect(await mine(token)).toEqual([saved]);
    });

    it('checks Swiss zip codes for four digits and US zip codes against the state', async () => {
      const token = await guest();
      const swissCart = await newCart(token, 'ch');
      const swiss = { ...austrianAddress, country: 'CH', zipCode: '800', city: 'Zürich' };
      const shortZip = await refuse(
        token,
        `/carts/${swissCart.id}/addresses`,
        400,
        { shippingAddress: swiss, billingAddress: swiss },
        'ch',
      );
      expect(shortZip.details).toEqual([
        { path: 'body.shippingAddress.zipCode', message: 'The zip code must have four digits.' },
        { path: 'body.billingAddress.zipCode', message: 'The zip code must have four digits.' },
      ]);
      const usCart = await newCart(token, 'us');
      const mismatch = await refuse(
        token,
        `/carts/${usCart.id}/addresses`,
        400,
        { shippingAddress: usAddress, billingAddress: { ...usAddress, state: 'CA' } },
        'us',
      );
      expect(mismatch).toMatchObject({
        code: 'zip_state_mismatch',
        details: [
          {
            path: 'body.billingAddress.zipCode',
            message: 'The zip code does not match the selected state.',
          },
        ],
      });
      const unknown = await refuse(
        token,
        `/carts/${usCart.id}/addresses`,
        400,
        { shippingAddress: { ...usAddress, zipCode: '00000' }, billingAddress: usAddress },
        'us',
      );
      expect(unknown.code).toBe('invalid_zip');
      const stored = await callOk(
        getApp(),
        `/carts/${usCart.id}/addresses?language=en`,
        CartSchema,
        as(token, 'us', {
          method: 'PUT',
          payload: { shippingAddress: usAddress, billingAddress: usAddress },
        }),
      );
      // The page language (`?language`) sets the cart's locale as on every cart call.
      expect([stored.shippingAddress, usCart.locale, stored.locale]).toEqual([
        usAddress,
        'de-DE',
        'en-US',
      ]);
      expect((await mine(token, 'ch'))[0]!.shippingAddress).toBeNull();
    });
  });

  describe('coupons', () => {
    const coupon = (cart: Cart) => `/admin/carts/${cart.id}/coupon`;

    it('takes one valid coupon per cart off the goods, and off again', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), gift);
      const goods = cart.lineItems[0]!.totalPrice.centAmount;
      const added = await callOk(
        getApp(),
        coupon(cart),
        CartSchema,
        as(token, 'at', { method: 'PUT', payload: { code: ' willkommen5 ' } }),
      );
      const discount = Math.round(goods * 0.05);
      expect(added.discount).toMatchObject({
        code: 'WILLKOMMEN5',
        amount: { centAmount: discount, currency: 'EUR' },
      });
      expect(added.totalGrossPrice.centAmount).toBe(
        goods - discount + added.shippingInfo!.totalGrossPrice.centAmount,
      );
      const again = await refuse(token, coupon(cart), 409, { code: 'GOLD20' });
      expect(again).toMatchObject({
        code: 'coupon_already_added',
        message: 'A coupon has already been added to this cart.',
        german: 'Diesem Warenkorb wurde bereits ein Gutschein hinzugefügt.',
      });
      const wrongId = await refuse(
        token,
        coupon(cart),
        404,
        { discountCodeId: '00000000-0000-4000-8000-000000000000' },
        'at',
        'DELETE',
      );
      expect(wrongId.code).toBe('coupon_not_found');
      expect(await mine(token)).toEqual([added]);
      const removed = await callOk(
        getApp(),
        coupon(cart),
        CartSchema,
        as(token, 'at', {
          method: 'DELETE',
          payload: { discountCodeId: added.discount!.discountCodeId, version: added.version },
        }),
      );
      expect(removed.discount).toBeNull();
      expect(removed.totalGrossPrice).toEqual(cart.totalGrossPrice);
      const fixed = await callOk(
        getApp(),
        coupon(cart),
        CartSchema,
        as(token, 'at', { method: 'PUT', payload: { code: 'GOLD20' } }),
      );
      expect(fixed.discount?.amount).toEqual({ centAmount: 2000, currency: 'EUR' });
    });

    it('names an empty, unknown, expired or other-currency code and a sell cart', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), gold);
      const empty = await refuse(token, coupon(cart), 400, { code: '  ' });
      expect(empty).toMatchObject({
        code: 'coupon_empty',
        message: 'Please enter a coupon code.',
        german: 'Bitte geben Sie einen Gutscheincode ein.',
      });
      for (const code of ['NOSUCHCODE', 'HERBST2025', 'SCHWEIZ20']) {
        const answer = await refuse(token, coupon(cart), 404, { code });
        expect([code, answer.code, answer.message, answer.german]).toEqual([
          code,
          'coupon_not_found',
          'This coupon code was not found.',
          'Dieser Gutscheincode wurde nicht gefunden.',
        ]);
      }
      const sell = await newCart(token, 'at', 'sell');
      const onSell = await refuse(token, coupon(sell), 400, { code: 'WILLKOMMEN5' });
      expect(onSell.code).toBe('coupon_not_applicable');
      const missing = await refuse(token, coupon(cart), 400, {});
      expect(missing.code).toBe('invalid_request');
      expect((await mine(token)).find((c) => c.id === cart.id)).toEqual(cart);
    });
  });

  describe('what a cart answers for the order', () => {
    it('lists what is missing, and nothing once the cart is complete', async () => {
      const token = await guest();
      const cart = await newCart(token);
      expect(cart.orderBlockers).toEqual([
        'no_cart_items',
        'no_customer_email',
        'no_shipping_address',
        'no_billing_address',
        'no_payment_method',
      ]);
      const lined = await addLine(token, cart, gold);
      const addressed = await callOk(
        getApp(),
        `/carts/${cart.id}/addresses`,
        CartSchema,
        as(token, 'at', {
          method: 'PUT',
          payload: { shippingAddress: austrianAddress, billingAddress: austrianAddress },
        }),
      );
      expect(addressed.orderBlockers).toEqual(['no_customer_email', 'no_payment_method']);
      const complete = await update(token, lined, {
        customerEmail: 'anna@example.com',
        paymentMethod: 'bankTransfer',
      });
      expect(complete.orderBlockers).toEqual([]);
      const cash = await update(token, complete, { paymentMethod: 'cashInStore' });
      expect(cash.orderBlockers).toEqual(['cash_purchase_needs_pickup']);
      const pickup = methodOf(await methods('at'), 'pickup');
      const noBranch = await update(token, cash, { shippingMethodId: pickup.id });
      expect(noBranch.orderBlockers).toEqual(['no_pickup_branch']);
    });

    it('keeps the scrap metal box to scrap and silver that is not duty-free out of the deposit', async () => {
      const token = await guest();
      const list = await methods('at');
      const sell = await addLine(token, await newCart(token, 'at', 'sell'), scrap, 10);
      expect(sell.lineItemCount).toBe(1);
      const box = await update(token, sell, {
        shippingMethodId: methodOf(list, 'scrapMetalBox').id,
      });
      expect(box.orderBlockers).not.toContain('non_scrap_items_with_scrap_metal_box');
      const mixed = await addLine(token, box, gold);
      expect(mixed.orderBlockers).toContain('non_scrap_items_with_scrap_metal_box');
      const heavy = await addLine(token, box, scrap, 2_000);
      expect(heavy.orderBlockers).toContain('scrap_box_value_too_high');

      const buy = await addLine(token, await newCart(token), silver);
      const deposit = await update(token, buy, { shippingMethodId: methodOf(list, 'deposit').id });
      expect(deposit.orderBlockers).toContain('silver_not_allowed_with_deposit');
    });

    it('says when cash needs identification: above the store’s threshold (Germany 2,000 EUR)', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token, 'de'), gold, 1, 'de');
      expect(cart.totalGrossPrice.centAmount).toBeGreaterThan(200_000);
      const pickup = methodOf(await methods('de'), 'pickup');
      const cash = await update(
        token,
        cart,
        { shippingMethodId: pickup.id, paymentMethod: 'cashInStore' },
        'de',
      );
      expect(cash.cashIdentificationRequired).toBe(true);
      // Austria's threshold is 10,000 EUR: one coin stays below it.
      const at = await addLine(token, await newCart(token), gold);
      const atCash = await update(token, at, {
        shippingMethodId: methodOf(await methods('at'), 'pickup').id,
        paymentMethod: 'cashInStore',
      });
      expect(at.totalGrossPrice.centAmount).toBeLessThan(1_000_000);
      expect(atCash.cashIdentificationRequired).toBe(false);
    });

    it('offers each shipping method with its charge for this cart and what it would block (issue 23)', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), gold, 3);
      const option = (key: string) => cart.shippingOptions.find((o) => o.methodKey === key);
      // A guest has no deposit: the deposit says so before it is chosen.
      expect(option('deposit')).toMatchObject({ blockers: ['deposit_not_open'] });
      expect(option('shipping')).toMatchObject({ blockers: [] });
      // Three gold coins pass the free-shipping value: the charge for this cart is 0.
      expect(option('shipping')!.totalGrossPrice).toEqual({ centAmount: 0, currency: 'EUR' });
      expect(cart.shippingOptions.some((o) => o.methodKey === 'scrapMetalBox')).toBe(false);
    });

    it('offers each payment method with what it would block for this cart and its delivery (issue 23)', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), gold);
      const blockersOf = (c: Cart, key: string) =>
        c.paymentOptions.find((o) => o.paymentMethod === key)?.blockers;
      // Shipped by default: cash only at pick-up, before cash is chosen.
      expect(blockersOf(cart, 'cashInStore')).toEqual(['cash_purchase_needs_pickup']);
      expect(blockersOf(cart, 'bankTransfer')).toEqual([]);
      const picked = await update(token, cart, {
        shippingMethodId: methodOf(await methods('at'), 'pickup').id,
      });
      expect(blockersOf(picked, 'cashInStore')).toEqual([]);
    });

    it('follows stock: sold out at 0, the units left while few remain', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), silver);
      const db = getApp().db;
      const [{ stock }] = (await db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.sku, silver))) as [{ stock: number }];
      const setStock = (units: number) =>
        db.update(products).set({ stock: units }).where(eq(products.sku, silver));
      try {
        await setStock(0);
        const [listed] = await mine(token);
        expect(listed!.lineItems[0]).toMatchObject({
          availability: 'soldOut',
          unitsLeft: null,
          outOfStock: true,
        });
        expect(listed!.orderBlockers).toContain('out_of_stock_items');
        await setStock(1);
        const [few] = await mine(token);
        expect(few!.lineItems[0]).toMatchObject({
          availability: 'lowStock',
          unitsLeft: 1,
          outOfStock: false,
        });
        expect(few!.orderBlockers).not.toContain('out_of_stock_items');
      } finally {
        await setStock(stock);
      }
      const [back] = await mine(token);
      expect(back!.lineItems[0]).toMatchObject({ availability: 'available', outOfStock: false });
      expect(back!.version).toBe(cart.version);
    });

    it('removes a product that is gone and names it once', async () => {
      const token = await guest();
      const cart = await addLine(token, await newCart(token), silver);
      const both = await addLine(token, cart, gold);
      // As if the silver coin had been deleted from the catalogue: its line points at nothing.
      await getApp()
        .db.update(cartLineItems)
        .set({ productId: '00000000-0000-4000-8000-000000000000' })
        .where(eq(cartLineItems.sku, silver));
      const [read] = await mine(token);
      const silverLine = both.lineItems.find((l) => l.sku === silver)!;
      expect(read!.removedLineItems).toEqual([{ sku: silver, name: silverLine.name }]);
      expect(read!.lineItems.map((l) => l.sku)).toEqual([gold]);
      expect(read!.version).toBe(both.version + 1);
      const [again] = await mine(token);
      expect([again!.removedLineItems, again!.version]).toEqual([[], read!.version]);
    });
  });

  describe('ownership', () => {
    it('answers co001 on every checkout call for another owner’s cart and changes nothing', async () => {
      const owner = await guest();
      const { token: intruder } = await signedInCustomer(getApp());
      const cart = await addLine(owner, await newCart(owner), gold);
      const calls = [
        [
          'PUT',
          `/carts/${cart.id}`,
          { paymentMethod: 'bankTransfer', customerEmail: 'x@example.com' },
        ],
        [
          'PUT',
          `/carts/${cart.id}/addresses`,
          { shippingAddress: austrianAddress, billingAddress: austrianAddress },
        ],
        ['PUT', `/admin/carts/${cart.id}/coupon`, { code: 'WILLKOMMEN5' }],
        [
          'DELETE',
          `/admin/carts/${cart.id}/coupon`,
          { discountCodeId: '00000000-0000-4000-8000-000000000000' },
        ],
      ] as const;
      for (const [method, url, payload] of calls) {
        const answer = await callError(getApp(), url, 404, as(intruder, 'at', { method, payload }));
        expect([url, answer.code]).toEqual([url, 'co001']);
        const noSession = await callError(getApp(), url, 401, { method, payload });
        expect([url, noSession.code]).toEqual([url, 'unauthorized']);
      }
      expect(await mine(owner)).toEqual([cart]);
    });
  });
}

/** PUT /carts/{id} and the other checkout writes from many requests at once lose nothing. */
export async function concurrentCheckoutWrites(
  apps: readonly FastifyInstance[],
): Promise<{ before: Cart; after: Cart; statuses: number[] }> {
  const [app] = apps;
  const { accessToken: token } = await anonymousSession(app!);
  const before = await callOk(
    app!,
    '/carts',
    CartSchema,
    { method: 'POST', token, payload: draft('at') },
    201,
  );
  const [branch] = v.parse(BranchListSchema, (await app!.inject({ url: '/branches' })).json());
  const writes: [string, string, object][] = [
    ['PUT', `/carts/${before.id}`, { customerEmail: 'anna@example.com' }],
    ['PUT', `/carts/${before.id}`, { paymentMethod: 'cashInStore' }],
    ['PUT', `/carts/${before.id}`, { pickupBranchId: branch!.id }],
    [
      'PUT',
      `/carts/${before.id}/addresses`,
      { shippingAddress: austrianAddress, billingAddress: austrianAddress },
    ],
    ['PUT', `/admin/carts/${before.id}/coupon`, { code: 'WILLKOMMEN5' }],
    ['PUT', `/carts/${before.id}`, { locale: 'en' }],
  ];
  const answers = await Promise.all(
    writes.map(([method, url, payload], i) =>
      apps[i % apps.length]!.inject({
        method: method as 'PUT',
        url,
        payload,
        headers: { authorization: `Bearer ${token}` },
      }),
    ),
  );
  const [after] = v.parse(
    CartListSchema,
    (await app!.inject({ url: '/carts', headers: { authorization: `Bearer ${token}` } })).json(),
  );
  return { before, after: after!, statuses: answers.map((a) => a.statusCode) };
}
