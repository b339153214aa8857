import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  AcceptedResponseSchema,
  CustomerDataExportSchema,
  CustomerSessionListSchema,
  EmailChangeConfirmedSchema,
  LoginResponseSchema,
  SecondFactorEnabledSchema,
  SecondFactorEnrolmentSchema,
  SecondFactorStatusSchema,
  WishlistSchema,
} from '@shop/api-client/contract';
import { exportCustomerData } from '../customers/data-export';
import { customers, emailTokens } from '../customers/tables';
import {
  call,
  callError,
  callOk,
  clientAddress,
  individualDraft,
  linkToken,
  login,
  outbox,
  password,
  signedInCustomer,
  uniqueEmail,
} from './accounts';
import { orderSkus, placeOrder } from './placed-orders';
import { codeAt, customerWithSecondFactor, wrongCodeFor } from './second-factor';

/**
 * A customer's own data rights and security (issue 26, item 7) on every database: the
 * second factor at sign-in and before changes, the e-mail change, the sessions list and "sign out
 * everywhere", and the data export. The app needs the seeded catalogue and prices (orders are
 * placed) and the outbox as mail transport.
 */
export function defineCustomerSecuritySuite(getApp: () => FastifyInstance) {
  const inAustria = (token: string) => ({ token, headers: { 'x-store-key': 'at' } });

  const loginAnswer = (email: string, body: Record<string, unknown> = {}) =>
    call(getApp(), '/customers/login', {
      method: 'POST',
      payload: { email, password, ...body },
      ip: clientAddress(),
    });
  const withSecondFactor = () => customerWithSecondFactor(getApp());

  describe('second factor', () => {
    it('is set up with the password and a first code, and answers the recovery codes once', async () => {
      const app = getApp();
      const { token } = await signedInCustomer(app);
      const status = () =>
        callOk(app, '/customers/me/second-factor', SecondFactorStatusSchema, { token });
      expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
      const wrongPassword = await callError(app, '/customers/me/second-factor/enrolment', 400, {
        method: 'POST',
        payload: { password: 'Wrong1234' },
        token,
        headers: { 'accept-language': 'de' },
      });
      expect(wrongPassword).toMatchObject({
        code: 'incorrect_password',
        message: 'Das Passwort ist falsch.',
      });
      // Confirming before any set-up was started.
      expect(
        await callError(app, '/customers/me/second-factor', 409, {
          method: 'POST',
          payload: { otp: '123456' },
          token,
        }),
      ).toMatchObject({ code: 'second_factor_not_enabled' });
      const offer = await callOk(
        app,
        '/customers/me/second-factor/enrolment',
        SecondFactorEnrolmentSchema,
        { method: 'POST', payload: { password }, token },
      );
      expect(offer.otpauthUri).toContain(`secret=${offer.secret}`);
      expect(offer.qrSvg).toMatch(/^<svg/);
      // The secret is stored encrypted only.
      const stored = await app.db.select().from(customers);
      expect(JSON.stringify(stored)).not.toContain(offer.secret);
      const wrong = await callError(app, '/customers/me/second-factor', 400, {
        method: 'POST',
        payload: { otp: wrongCodeFor(offer.secret) },
        token,
      });
      expect(wrong).toMatchObject({ code: 'second_factor_invalid' });
      expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
      const enabled = await callOk(app, '/customers/me/second-factor', SecondFactorEnabledSchema, {
        method: 'POST',
        payload: { otp: codeAt(offer.secret, 0) },
        token,
      });
      expect(enabled.recoveryCodes).toHaveLength(10);
      expect(new Set(enabled.recoveryCodes).size).toBe(10);
      expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
      expect(
        await callError(app, '/customers/me/second-factor/enrolment', 409, {
          method: 'POST',
          payload: { password },
          token,
        }),
      ).toMatchObject({ code: 'second_factor_enabled' });
    });

    it('is asked at sign-in: a code works once, a recovery code once, a wrong one never', async () => {
      const { customer, secret, recoveryCodes } = await withSecondFactor();
      const required = await loginAnswer(customer.email);
      expect(required.status).toBe(400);
      expect(required.json).toMatchObject({ code: 'second_factor_required' });
      const wrongPassword = await loginAnswer(customer.email, {
        password: 'Wrong1234',
        otp: codeAt(secret, 0),
      });
      expect(wrongPassword.json).toMatchObject({ code: 'invalid_credentials' });
      const wrongCode = await loginAnswer(customer.email, {
        otp: wrongCodeFor(secret),
      });
      expect(wrongCode.status).toBe(400);
      expect(wrongCode.json).toMatchObject({ code: 'second_factor_invalid' });
      // The enrolment used the step before; this step's code signs in once.
      const code = codeAt(secret, 0);
      const signedIn = await loginAnswer(customer.email, { otp: code });
      expect(signedIn.status).toBe(200);
      v.parse(LoginResponseSchema, signedIn.json);
      const replay = await loginAnswer(customer.email, { otp: code });
      expect(replay.json).toMatchObject({ code: 'second_factor_invalid' });
      // An earlier step than one accepted is refused too.
      expect((await loginAnswer(customer.email, { otp: codeAt(secret, -1) })).json).toMatchObject({
        code: 'second_factor_invalid',
      });
      const recovery = recoveryCodes[0]!.toUpperCase();
      expect((await loginAnswer(customer.email, { recoveryCode: recovery })).status).toBe(200);
      expect((await loginAnswer(customer.email, { recoveryCode: recovery })).json).toMatchObject({
        code: 'second_factor_invalid',
      });
    });

    it('limits wrong codes as failed logins are', async () => {
      const { customer, secret } = await withSecondFactor();
      const wrong = wrongCodeFor(secret);
      for (let i = 0; i < 5; i += 1)
        expect((await loginAnswer(customer.email, { otp: wrong })).status).toBe(400);
      const limited = await loginAnswer(customer.email, { otp: codeAt(secret, 0) });
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ code: 'too_many_requests' });
    });

    it('is asked before a password change, and turning it off needs a code', async () => {
      const app = getApp();
      const { customer, token, secret, recoveryCodes } = await withSecondFactor();
      const change = (body: Record<string, unknown>) =>
        call(app, '/customers/change-password', {
          method: 'PUT',
          payload: { currentPassword: password, newPassword: 'Changed123', ...body },
          token,
          ip: clientAddress(),
        });
      expect((await change({})).json).toMatchObject({ code: 'second_factor_required' });
      expect((await change({ otp: wrongCodeFor(secret) })).json).toMatchObject({
        code: 'second_factor_invalid',
      });
      expect((await change({ otp: codeAt(secret, 0) })).status).toBe(204);
      const off = (body: Record<string, unknown>) =>
        call(app, '/customers/me/second-factor', {
          method: 'DELETE',
          payload: { password: 'Changed123', ...body },
          token,
          ip: clientAddress(),
        });
      expect((await off({})).json).toMatchObject({ code: 'second_factor_required' });
      expect((await off({ recoveryCode: recoveryCodes[1] })).status).toBe(204);
      expect(
        await callOk(app, '/customers/me/second-factor', SecondFactorStatusSchema, { token }),
      ).toEqual({ enabled: false, recoveryCodesLeft: 0 });
      expect((await off({ otp: codeAt(secret, 1) })).json).toMatchObject({
        code: 'second_factor_not_enabled',
      });
      // Off again: the password alone signs in.
      expect((await login(app, customer.email, 'Changed123')).customer.id).toBe(customer.id);
    });
  });

  describe('e-mail change', () => {
    const request = (token: string, body: Record<string, unknown>) =>
      call(getApp(), '/customers/me/email', {
        method: 'PUT',
        payload: { password, ...body },
        token,
        ip: clientAddress(),
      });
    const confirm = (token: string) =>
      call(getApp(), '/customers/email-change/confirm', { method: 'POST', payload: { token } });

    it('changes the address once the link mailed to the new one is opened, and tells the old one', async () => {
      const app = getApp();
      const { customer, token } = await signedInCustomer(app);
      const newEmail = uniqueEmail('neu');
      const asked = await request(token, { newEmail: newEmail.toUpperCase() });
      expect(asked.status).toBe(202);
      v.parse(AcceptedResponseSchema, asked.json);
      const [notice] = await outbox(app, customer.email);
      expect(notice?.subject).toMatch(/E-Mail-Adresse wurde angefordert/);
      expect(notice?.text).toContain(newEmail);
      // Nothing changed yet: the old address still signs in.
      expect((await login(app, customer.email)).customer.email).toBe(customer.email);
      const link = await linkToken(app, newEmail, 'token');
      const [mail] = await outbox(app, newEmail);
      expect(mail?.text).toContain('/e-mail-bestaetigen?token=');
      const confirmed = await confirm(link);
      expect(confirmed.status).toBe(200);
      expect(v.parse(EmailChangeConfirmedSchema, confirmed.json)).toEqual({ email: newEmail });
      expect((await login(app, newEmail)).customer.id).toBe(customer.id);
      expect((await loginAnswer(customer.email)).json).toMatchObject({
        code: 'invalid_credentials',
      });
      expect((await outbox(app, customer.email))[0]?.subject).toMatch(/wurde geändert/);
      // The link works once.
      expect((await confirm(link)).json).toMatchObject({ code: 'token_invalid' });
    });

    it('refuses a wrong password, a taken or unchanged address, and needs the second factor where it is on', async () => {
      const app = getApp();
      const { customer, token } = await signedInCustomer(app);
      const other = await signedInCustomer(app);
      const wrong = await request(token, { newEmail: uniqueEmail(), password: 'Wrong1234' });
      expect(wrong.json).toMatchObject({ code: 'incorrect_password', statusCode: 400 });
      const taken = await call(app, '/customers/me/email', {
        method: 'PUT',
        payload: { password, newEmail: other.customer.email },
        token,
        ip: clientAddress(),
        headers: { 'accept-language': 'en' },
      });
      expect(taken.status).toBe(409);
      expect(taken.json).toMatchObject({
        code: 'email_taken',
        message: 'This e-mail address is already taken. Please log in.',
      });
      expect((await request(token, { newEmail: customer.email })).json).toMatchObject({
        code: 'email_unchanged',
      });
      const invalid = await request(token, { newEmail: 'no-address' });
      expect(invalid.status).toBe(400);
      expect(invalid.json).toMatchObject({ code: 'invalid_request' });
      // No link went out for any of them.
      expect(
        await app.db.select().from(emailTokens).where(eq(emailTokens.customerId, customer.id)),
      ).toEqual([expect.objectContaining({ purpose: 'activation' })]);

      const secured = await withSecondFactor();
      expect((await request(secured.token, { newEmail: uniqueEmail() })).json).toMatchObject({
        code: 'second_factor_required',
      });
      expect(
        (await request(secured.token, { newEmail: uniqueEmail(), otp: codeAt(secured.secret, 0) }))
          .status,
      ).toBe(202);
    });

    it('refuses an expired link, and an address taken meanwhile changes nothing', async () => {
      const app = getApp();
      const { customer, token } = await signedInCustomer(app);
      const first = uniqueEmail('abgelaufen');
      await request(token, { newEmail: first });
      const expiredLink = await linkToken(app, first, 'token');
      await app.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.customerId, customer.id));
      expect((await confirm(expiredLink)).json).toMatchObject({ code: 'token_invalid' });

      const second = uniqueEmail('vergeben');
      await request(token, { newEmail: second });
      const link = await linkToken(app, second, 'token');
      // Someone registers the address before the link is opened.
      await signedInCustomer(app, individualDraft(second));
      const refused = await confirm(link);
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ code: 'email_taken' });
      const [row] = await app.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row?.email).toBe(customer.email);
      expect(await confirm('not-a-token')).toMatchObject({ status: 400 });
    });
  });

  describe('sessions', () => {
    it('lists the open sessions without secrets, and signs out everywhere', async () => {
      const app = getApp();
      const first = await signedInCustomer(app);
      const second = await login(app, first.customer.email, password, {
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
      });
      const list = await callOk(app, '/customers/me/sessions', CustomerSessionListSchema, {
        token: second.accessToken,
      });
      expect(list.sessions).toHaveLength(2);
      expect(list.sessions[0]).toMatchObject({
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
        current: true,
        lastUsedAt: null,
      });
      expect(list.sessions[1]?.current).toBe(false);
      const text = JSON.stringify(list);
      for (const secret of [first.session.refreshToken, second.refreshToken, second.accessToken])
        expect(text).not.toContain(secret);
      // Another customer's sessions are not listed.
      const other = await signedInCustomer(app);
      expect(
        (
          await callOk(app, '/customers/me/sessions', CustomerSessionListSchema, {
            token: other.token,
          })
        ).sessions,
      ).toHaveLength(1);

      const ended = await call(app, '/customers/me/sessions/end-all', {
        method: 'POST',
        token: first.token,
      });
      expect(ended.status).toBe(204);
      await callError(app, '/customers/me/sessions', 401, { token: second.accessToken });
      await callError(app, '/customers/me', 401, { token: first.token });
      await callError(app, '/admin/customers/refresh-token', 401, {
        method: 'POST',
        payload: { refreshToken: second.refreshToken },
      });
      // The other customer is still signed in.
      await callOk(app, '/customers/me/sessions', CustomerSessionListSchema, {
        token: other.token,
      });
    });
  });

  describe('data export', () => {
    it("answers the customer's own data as an attachment, and nobody else's", async () => {
      const app = getApp();
      const skus = await orderSkus(app);
      const own = await signedInCustomer(app);
      const other = await signedInCustomer(app);
      const ownOrder = await placeOrder(app, own.token, {
        transactionType: 'buy',
        lines: [{ sku: skus.gold, quantity: 1 }],
        email: own.customer.email,
      });
      const otherOrder = await placeOrder(app, other.token, {
        transactionType: 'buy',
        lines: [{ sku: skus.gold, quantity: 1 }],
        email: other.customer.email,
      });
      const wishlist = await callOk(
        app,
        '/wishlists',
        WishlistSchema,
        {
          method: 'POST',
          payload: { storeKey: 'at', lineItems: [{ sku: skus.silver, quantity: 1 }] },
          ...inAustria(own.token),
        },
        201,
      );
      await callOk(
        app,
        '/wishlists',
        WishlistSchema,
        {
          method: 'POST',
          payload: { storeKey: 'at', lineItems: [{ sku: skus.gold, quantity: 1 }] },
          ...inAustria(other.token),
        },
        201,
      );

      const answer = await call(app, '/customers/me/export', inAustria(own.token));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="aurum-argentum-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(answer.headers['cache-control']).toBe('no-store');
      const data = v.parse(CustomerDataExportSchema, answer.json);
      expect(data.customer).toMatchObject({ id: own.customer.id, email: own.customer.email });
      expect(data.orders.map((order) => order.id)).toEqual([ownOrder.id]);
      expect(data.wishlists.map((list) => list.id)).toEqual([wishlist.id]);
      expect(data.consents.orders).toEqual([
        expect.objectContaining({ orderNumber: ownOrder.orderNumber }),
      ]);
      expect(data.limitOrders).toEqual([]);
      expect(data.deposits).toEqual([]);
      // Nothing of the other customer, and no secret of any kind.
      const text = JSON.stringify(answer.json);
      expect(text).not.toContain(other.customer.email);
      expect(text).not.toContain(otherOrder.orderNumber);
      expect(text).not.toMatch(/passwordHash|password_hash|totpSecret|refreshToken|accessToken/);
    });

    it('needs a signed-in customer', async () => {
      await callError(getApp(), '/customers/me/export', 401);
    });

    it('is customer_not_found for an id that does not exist (the staff export)', async () => {
      const app = getApp();
      const { customer } = await signedInCustomer(app);
      await expect(exportCustomerData(app, crypto.randomUUID())).rejects.toMatchObject({
        body: { code: 'customer_not_found', statusCode: 404 },
      });
      expect((await exportCustomerData(app, customer.id)).customer.id).toBe(customer.id);
    });
  });
}
