import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CartListSchema,
  CartSchema,
  CustomerSchema,
  type Cart,
  type LimitOrder,
} from '@shop/api-client/contract';
import { customers } from '../customers/tables';
import { limitOrders } from '../limit-orders/tables';
import {
  anonymousSession,
  austrianAddress,
  call,
  callOk,
  clientAddress,
  password,
  signedInCustomer,
} from './accounts';
import { inDays, unitPrice } from './limit-orders-suite';
import { orderSkus, payoutBankDetails } from './placed-orders';
import { codeAt, customerWithSecondFactor, wrongCodeFor } from './second-factor';

const otherAccount = { ...payoutBankDetails, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
const thirdAccount = { ...payoutBankDetails, accountOwner: 'Anna Maria Muster' };

/**
 * Issue 26, item 7: the second factor before payout bank details (sell carts and sell limit
 * orders) and before deleting the account. Without a code second_factor_required, a wrong or used
 * one second_factor_invalid, and either changes nothing; guests and customers without the factor
 * are not asked. The app needs the seeded catalogue and prices.
 */
export function definePayoutSecondFactorSuite(getApp: () => FastifyInstance) {
  const inAustria = (token: string, method: 'POST' | 'PUT' | 'DELETE', payload: object) => ({
    token,
    method,
    payload,
    ip: clientAddress(),
    headers: { 'x-store-key': 'at' },
  });
  const sellCart = (token: string) =>
    callOk(
      getApp(),
      '/carts',
      CartSchema,
      inAustria(token, 'POST', {
        transactionType: 'sell',
        orderType: 'order',
        country: 'AT',
        currency: 'EUR',
      }),
      201,
    );
  const putCart = (token: string, cart: Cart, payload: object) =>
    call(getApp(), `/carts/${cart.id}`, inAustria(token, 'PUT', payload));
  const storedPayout = async (token: string, cart: Cart) => {
    const mine = await callOk(getApp(), '/carts', CartListSchema, {
      token,
      headers: { 'x-store-key': 'at' },
    });
    return mine.find((each) => each.id === cart.id)?.payoutBankDetails;
  };

  describe('payout bank details of a sell cart', () => {
    it('need a code of the app or a recovery code (once) where the second factor is on', async () => {
      const { token, secret, recoveryCodes } = await customerWithSecondFactor(getApp());
      const cart = await sellCart(token);
      const required = await putCart(token, cart, { payoutBankDetails });
      expect(required).toMatchObject({ status: 400, json: { code: 'second_factor_required' } });
      const wrong = await putCart(token, cart, { payoutBankDetails, otp: wrongCodeFor(secret) });
      expect(wrong).toMatchObject({ status: 400, json: { code: 'second_factor_invalid' } });
      expect(await storedPayout(token, cart)).toBeNull();

      const saved = await putCart(token, cart, { payoutBankDetails, otp: codeAt(secret, 0) });
      expect(saved.status).toBe(200);
      expect(await storedPayout(token, cart)).toEqual(payoutBankDetails);
      // The details already on the cart again (as typed, with spaces) need no code.
      const again = await putCart(token, cart, {
        payoutBankDetails: { ...payoutBankDetails, iban: 'AT61 1904 3002 3457 3201' },
        paymentMethod: 'bankTransfer',
      });
      expect(again.status).toBe(200);
      // A write refused anyway (a stale version) leaves the code unused.
      const next = codeAt(secret, 1);
      const stale = putCart(token, cart, {
        payoutBankDetails: thirdAccount,
        otp: next,
        version: cart.version,
      });
      expect(await stale).toMatchObject({ status: 409, json: { code: 'concurrent_modification' } });
      const moved = await putCart(token, cart, { payoutBankDetails: thirdAccount, otp: next });
      expect(moved.status).toBe(200);

      const recoveryCode = recoveryCodes[0]!;
      const changed = await putCart(token, cart, { payoutBankDetails: otherAccount, recoveryCode });
      expect(changed.status).toBe(200);
      expect(await storedPayout(token, cart)).toEqual(otherAccount);
      const reused = await putCart(token, cart, { payoutBankDetails: thirdAccount, recoveryCode });
      expect(reused).toMatchObject({ status: 400, json: { code: 'second_factor_invalid' } });
      const noCode = await putCart(token, cart, { payoutBankDetails: thirdAccount });
      expect(noCode).toMatchObject({ status: 400, json: { code: 'second_factor_required' } });
      expect(await storedPayout(token, cart)).toEqual(otherAccount);

      // Clearing them sends no money anywhere.
      expect((await putCart(token, cart, { payoutBankDetails: null })).status).toBe(200);
      expect(await storedPayout(token, cart)).toBeNull();
    });

    it('answer the refusal in the language of the page', async () => {
      const { token } = await customerWithSecondFactor(getApp());
      const cart = await sellCart(token);
      const answer = await call(getApp(), `/carts/${cart.id}`, {
        ...inAustria(token, 'PUT', { payoutBankDetails }),
        headers: { 'x-store-key': 'at', 'accept-language': 'de' },
      });
      expect(answer.json).toMatchObject({
        code: 'second_factor_required',
        message: 'Bitte geben Sie den Code aus Ihrer Authenticator-App ein.',
      });
    });

    it('need no code from a guest or from a customer without the second factor', async () => {
      const guest = (await anonymousSession(getApp())).accessToken;
      const guestCart = await sellCart(guest);
      expect((await putCart(guest, guestCart, { payoutBankDetails })).status).toBe(200);
      const { token } = await signedInCustomer(getApp());
      const cart = await sellCart(token);
      expect((await putCart(token, cart, { payoutBankDetails })).status).toBe(200);
      expect((await putCart(token, cart, { payoutBankDetails: otherAccount })).status).toBe(200);
      expect(await storedPayout(token, cart)).toEqual(otherAccount);
    });
  });

  describe('payout bank details of a sell limit order', () => {
    let gold: string;
    beforeAll(async () => {
      gold = (await orderSkus(getApp())).gold;
    });

    it('need the code when placed and when changed, not when left as they are', async () => {
      const app = getApp();
      const { customer, token, secret, recoveryCodes } = await customerWithSecondFactor(app);
      await callOk(app, `/customers/${customer.id}/address`, CustomerSchema, {
        method: 'PUT',
        token,
        payload: austrianAddress,
      });
      const sellNow = await unitPrice(app, gold, 'sell');
      const order = {
        sku: gold,
        type: 'sell',
        quantity: 1,
        targetUnitPrice: { centAmount: sellNow + 10_000, currency: 'EUR' },
        expiresAt: inDays(30),
        payoutBankDetails,
      };
      const place = (body: object) => call(app, '/limit-orders', inAustria(token, 'POST', body));
      const placedOf = async () =>
        app.db.select().from(limitOrders).where(eq(limitOrders.customerId, customer.id));
      expect(await place(order)).toMatchObject({
        status: 400,
        json: { code: 'second_factor_required' },
      });
      expect(await place({ ...order, otp: wrongCodeFor(secret) })).toMatchObject({
        status: 400,
        json: { code: 'second_factor_invalid' },
      });
      expect(await placedOf()).toHaveLength(0);
      const placed = await place({ ...order, otp: codeAt(secret, 0) });
      expect(placed.status).toBe(201);
      const { id } = placed.json as LimitOrder;

      const { sku: _sku, type: _type, payoutBankDetails: _details, ...edit } = order;
      const change = (body: object) =>
        call(app, `/limit-orders/${id}`, inAustria(token, 'PUT', { ...edit, ...body }));
      // Left out or the same: no code.
      expect((await change({ quantity: 2 })).status).toBe(200);
      expect((await change({ payoutBankDetails, quantity: 2 })).status).toBe(200);
      expect(await change({ payoutBankDetails: otherAccount })).toMatchObject({
        status: 400,
        json: { code: 'second_factor_required' },
      });
      expect(
        await change({ payoutBankDetails: otherAccount, otp: wrongCodeFor(secret), quantity: 3 }),
      ).toMatchObject({ status: 400, json: { code: 'second_factor_invalid' } });
      const [unchanged] = await placedOf();
      expect(unchanged).toMatchObject({ quantity: 2, payoutBankDetails });
      const changed = await change({
        payoutBankDetails: otherAccount,
        recoveryCode: recoveryCodes[0],
      });
      expect(changed.status).toBe(200);
      expect((changed.json as LimitOrder).payoutBankDetails).toEqual(otherAccount);
    });
  });

  describe('account deletion', () => {
    it('needs the password and a code where the second factor is on', async () => {
      const app = getApp();
      const { customer, token, secret } = await customerWithSecondFactor(app);
      const remove = (body: object) =>
        call(app, `/customers/${customer.id}`, {
          method: 'DELETE',
          payload: { password, ...body },
          token,
          ip: clientAddress(),
        });
      expect(await remove({})).toMatchObject({
        status: 400,
        json: { code: 'second_factor_required' },
      });
      expect(await remove({ otp: wrongCodeFor(secret) })).toMatchObject({
        status: 400,
        json: { code: 'second_factor_invalid' },
      });
      expect(await remove({ password: 'Wrong1234', otp: codeAt(secret, 0) })).toMatchObject({
        status: 400,
        json: { code: 'incorrect_password' },
      });
      const kept = await app.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(kept).toHaveLength(1);
      expect((await remove({ otp: codeAt(secret, 0) })).status).toBe(204);
      const gone = await app.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(gone).toHaveLength(0);
    });
  });
}
