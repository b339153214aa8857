import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  AcceptedResponseSchema,
  CustomerSchema,
  EmailLookupResponseSchema,
  FirstTimeLoginResponseSchema,
  MergeResponseSchema,
  PhoneVerificationResponseSchema,
  TokenDataSchema,
  VatValidationResponseSchema,
} from '@shop/api-client/contract';
import { customers, emailTokens, phoneCodes } from '../customers/tables';
import { limitOrders } from '../limit-orders/tables';
import { rateLimits } from '../plugins/rate-limits/tables';
import { refreshTokens, sessions } from '../sessions/tables';
import { demoCustomers, seedDemoCustomers } from '../customers/demo';
import { loadTokenSecret } from '../sessions/secrets';
import { signAccessToken } from '../sessions/access-token';
import {
  anonymousSession,
  austrianAddress,
  call,
  callError,
  callOk,
  clientAddress,
  individualDraft,
  linkToken,
  login,
  outbox,
  password,
  register,
  signedInCustomer,
  uniqueEmail,
  usAddress,
  type Answer,
} from './accounts';

const notAuthorizedEn = 'You are not authorized to update or delete another customer.';
const notAuthorizedDe =
  'Sie sind nicht berechtigt, einen anderen Kunden zu ändern oder zu löschen.';

/** The newest SMS code sent to a number. */
async function smsCode(app: FastifyInstance, phone: string): Promise<string> {
  const [sms] = await outbox(app, phone);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`No code in the newest SMS to ${phone}`);
  return code;
}

/** Lets the wait of an account's failed logins pass (the database counter store's clock). */
export async function endLoginWait(app: FastifyInstance, email: string): Promise<void> {
  await app.db
    .update(rateLimits)
    .set({ blockedUntil: sql`now()` })
    .where(eq(rateLimits.key, `${app.rateLimits.rules.loginAccount.name}:${email}`));
}

/**
 * Customers and sessions on every database. The app must use the outbox (the default outside
 * production) and the default abuse limits.
 */
export function defineCustomersSuite(getApp: () => FastifyInstance) {
  describe('sessions', () => {
    it('issues an anonymous session with a short access token and a refresh token', async () => {
      const before = Date.now();
      const tokens = await anonymousSession(getApp());
      expect(tokens.level).toBe('Anonymous');
      expect(tokens.ownerId).toMatch(/^[0-9a-f-]{36}$/);
      const lifetime = Date.parse(tokens.expiresAt) - before;
      expect(lifetime).toBeGreaterThan(14 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 1000);
      expect(tokens.refreshToken).not.toBe(tokens.accessToken);
      // Refresh tokens are stored only as hashes.
      const stored = await getApp()
        .db.select()
        .from(sessions)
        .where(eq(sessions.ownerId, tokens.ownerId));
      expect(JSON.stringify(stored)).not.toContain(tokens.refreshToken);
    });

    it('rotates the refresh token on every refresh and keeps the owner', async () => {
      const first = await anonymousSession(getApp());
      const second = await callOk(getApp(), '/admin/customers/refresh-token', TokenDataSchema, {
        method: 'POST',
        payload: { refreshToken: first.refreshToken },
      });
      expect(second.ownerId).toBe(first.ownerId);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      const third = await callOk(getApp(), '/admin/customers/refresh-token', TokenDataSchema, {
        method: 'POST',
        payload: { refreshToken: second.refreshToken },
      });
      expect(third.level).toBe('Anonymous');
    });

    it('revokes the whole family when a rotated refresh token comes back', async () => {
      const { customer, session } = await signedInCustomer(getApp());
      const rotated = await callOk(getApp(), '/admin/customers/refresh-token', TokenDataSchema, {
        method: 'POST',
        payload: { refreshToken: session.refreshToken },
      });
      expect(rotated.ownerId).toBe(customer.id);
      const reuse = await callError(getApp(), '/admin/customers/refresh-token', 401, {
        method: 'POST',
        payload: { refreshToken: session.refreshToken },
      });
      expect(reuse).toMatchObject({ code: 'refresh_token_reused', reason: 'refresh_token_reused' });
      // The thief's and the owner's newer tokens are dead as well, the access token at once.
      const after = await callError(getApp(), '/admin/customers/refresh-token', 401, {
        method: 'POST',
        payload: { refreshToken: rotated.refreshToken },
      });
      expect(after.code).toBe('session_expired');
      const me = await callError(getApp(), '/customers/me', 401, { token: rotated.accessToken });
      expect(me).toMatchObject({
        code: 'session_expired',
        message: 'Your session has expired and you have been logged out.',
      });
    });

    it('answers an unknown refresh token with session_expired and a missing one with a validation error', async () => {
      const unknown = await callError(getApp(), '/admin/customers/refresh-token', 401, {
        method: 'POST',
        payload: { refreshToken: 'not-a-token' },
      });
      expect(unknown.code).toBe('session_expired');
      const missing = await callError(getApp(), '/admin/customers/refresh-token', 400, {
        method: 'POST',
        payload: {},
        headers: { 'accept-language': 'de-AT,de;q=0.9' },
      });
      expect(missing.details).toEqual([
        { path: 'body.refreshToken', message: 'Dieses Feld ist erforderlich.' },
      ]);
    });

    it('refuses calls for signed-in customers without a token, with a guest token, a forged or an expired one', async () => {
      const none = await callError(getApp(), '/customers/me', 401);
      expect(none).toMatchObject({ code: 'unauthorized', message: 'Please log in to continue.' });
      const guest = await anonymousSession(getApp());
      expect(
        (await callError(getApp(), '/customers/me', 401, { token: guest.accessToken })).code,
      ).toBe('unauthorized');
      const [head, payload] = guest.accessToken.split('.');
      const forged = `${head}.${payload}.${'A'.repeat(43)}`;
      expect((await callError(getApp(), '/customers/me', 401, { token: forged })).code).toBe(
        'unauthorized',
      );
      const { session } = await signedInCustomer(getApp());
      const secret = await loadTokenSecret(getApp().db);
      const [, claims] = session.accessToken.split('.');
      const { sid } = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { sid: string };
      const expired = signAccessToken(secret, {
        sessionId: sid,
        ownerId: session.ownerId,
        level: 'User',
        expiresAt: Math.floor(Date.now() / 1000) - 1,
      });
      expect((await callError(getApp(), '/customers/me', 401, { token: expired })).code).toBe(
        'session_expired',
      );
    });

    it('forgets families whose refresh tokens, and links that, expired over a day ago, and nothing else', async () => {
      const old = await anonymousSession(getApp());
      const current = await anonymousSession(getApp());
      const [oldSession] = await getApp()
        .db.select()
        .from(sessions)
        .where(eq(sessions.ownerId, old.ownerId));
      await getApp()
        .db.update(sessions)
        .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
        .where(eq(sessions.id, oldSession!.id));
      await getApp()
        .db.update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(refreshTokens.sessionId, oldSession!.id));
      expect(await getApp().sessions.purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(
        await getApp().db.select().from(sessions).where(eq(sessions.ownerId, old.ownerId)),
      ).toEqual([]);
      await callOk(getApp(), '/admin/customers/refresh-token', TokenDataSchema, {
        method: 'POST',
        payload: { refreshToken: current.refreshToken },
      });

      const expired = await register(getApp());
      const fresh = await register(getApp());
      await getApp()
        .db.update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(emailTokens.customerId, expired.id));
      await getApp().customers.emailTokens.purgeExpired();
      const left = async (customerId: string) =>
        (await getApp().db.select().from(emailTokens).where(eq(emailTokens.customerId, customerId)))
          .length;
      expect([await left(expired.id), await left(fresh.id)]).toEqual([0, 1]);
    });

    it('logs out: the family ends at once; without a token logout is unauthorized', async () => {
      const { session } = await signedInCustomer(getApp());
      const out = await call(getApp(), '/customers/logout', {
        method: 'POST',
        token: session.accessToken,
      });
      expect(out.status).toBe(204);
      expect(
        (await callError(getApp(), '/customers/me', 401, { token: session.accessToken })).code,
      ).toBe('session_expired');
      const refresh = await callError(getApp(), '/admin/customers/refresh-token', 401, {
        method: 'POST',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.code).toBe('session_expired');
      expect((await callError(getApp(), '/customers/logout', 401, { method: 'POST' })).code).toBe(
        'unauthorized',
      );
    });
  });

  describe('registration and activation', () => {
    it('registers an individual, mails the activation link in German and refuses login until activated', async () => {
      const email = uniqueEmail('Anna');
      const customer = await register(getApp(), {
        ...individualDraft(email),
        newsletterInterests: ['gold'],
      });
      expect(customer).toMatchObject({
        email: email.toLowerCase(),
        salutation: 'mrs',
        type: 'individual',
        emailVerified: false,
        phoneVerified: false,
        newsletterInterests: ['gold'],
        // The topic waits for the newsletter's own confirmation mail (double opt-in).
        newsletterStatus: 'pending',
        addresses: [],
        version: 1,
      });
      const mails = await outbox(getApp(), email);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'Bitte aktivieren Sie Ihr Kundenkonto',
        'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      ]);
      const mail = mails.find((m) => m.subject === 'Bitte aktivieren Sie Ihr Kundenkonto');
      expect(mail).toMatchObject({
        channel: 'email',
        subject: 'Bitte aktivieren Sie Ihr Kundenkonto',
      });
      expect(mail!.text).toContain('Sehr geehrte Frau Muster,');
      expect(mail!.text).toMatch(/http:\/\/localhost:3000\/activate-user\?emailToken=[\w-]{43}/);
      expect(mail!.html).toContain('<html lang="de">');

      const refused = await callError(getApp(), '/customers/login', 403, {
        method: 'POST',
        payload: { email, password },
        ip: clientAddress(),
      });
      expect(refused).toMatchObject({
        name: 'OperationNotValidError',
        code: 'email_not_verified',
        message: 'Please confirm your e-mail address first. We have sent you an activation link.',
      });

      const emailToken = await linkToken(getApp(), email, 'emailToken');
      const activated = await callOk(
        getApp(),
        `/customers/email-verification?emailToken=${emailToken}`,
        CustomerSchema,
      );
      expect(activated.emailVerified).toBe(true);
      // Opened again, the link says the account is active (in the customer's language), also
      // after the housekeeping ran, until the link's own expiry.
      await getApp().customers.emailTokens.purgeExpired();
      for (const [language, message] of [
        ['de', 'Ihr Konto ist bereits aktiviert. Bitte melden Sie sich an.'],
        ['en', 'Your account is already activated. Please log in.'],
      ]) {
        const again = await callError(
          getApp(),
          `/customers/email-verification?emailToken=${emailToken}`,
          409,
          { headers: { 'accept-language': language! } },
        );
        expect(again).toMatchObject({ code: 'email_already_verified', message });
      }
      expect((await login(getApp(), email)).level).toBe('User');
    });

    it('keeps "invalid or expired" for an unknown link and for an expired one of an inactive account', async () => {
      const email = uniqueEmail();
      const customer = await register(getApp(), individualDraft(email));
      const emailToken = await linkToken(getApp(), email, 'emailToken');
      await getApp()
        .db.update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(emailTokens.customerId, customer.id));
      for (const token of [emailToken, 'x'.repeat(43)]) {
        const refused = await callError(
          getApp(),
          `/customers/email-verification?emailToken=${token}`,
          400,
          { headers: { 'accept-language': 'en' } },
        );
        expect(refused).toMatchObject({
          code: 'token_invalid',
          message: 'This link is invalid or has expired.',
        });
      }
      expect((await getApp().customers.repository.findById(customer.id))?.emailVerified).toBe(
        false,
      );
    });

    it('mails English links to the store of the request', async () => {
      const email = uniqueEmail();
      await register(
        getApp(),
        { ...individualDraft(email), languageTag: 'en' },
        { headers: { 'x-store-key': 'de' } },
      );
      const [mail] = await outbox(getApp(), email);
      expect(mail!.subject).toBe('Please activate your customer account');
      expect(mail!.text).toMatch(/http:\/\/de\.localhost:3000\/en\/activate-user\?emailToken=/);
    });

    it('registers a company by its company name, with a checked VAT ID', async () => {
      const customer = await register(getApp(), {
        ...individualDraft(),
        salutation: 'Mr',
        type: 'company',
        companyName: 'Muster Edelmetall GmbH',
        vatId: 'atu 135 856 27',
        phone: '+43 664 1234567',
      });
      expect(customer).toMatchObject({
        type: 'company',
        companyName: 'Muster Edelmetall GmbH',
        vatId: 'ATU13585627',
        phone: '+436641234567',
        phoneVerified: false,
      });
      const invalid = await callError(getApp(), '/customers', 400, {
        method: 'POST',
        payload: {
          ...individualDraft(),
          companyName: 'X GmbH',
          vatId: 'DE136695977',
          languageTag: 'de',
        },
        ip: clientAddress(),
      });
      expect(invalid).toMatchObject({
        code: 'invalid_vat_id',
        reason: 'invalid_vat_id',
        message: 'Bitte geben Sie eine gültige UID-Nummer ein.',
        details: [{ path: 'body.vatId', message: 'Bitte geben Sie eine gültige UID-Nummer ein.' }],
      });
    });

    it('refuses a taken e-mail in any case, and invalid fields with localized messages', async () => {
      const email = uniqueEmail();
      await register(getApp(), individualDraft(email));
      const taken = await callError(getApp(), '/customers', 409, {
        method: 'POST',
        payload: individualDraft(email.toUpperCase()),
        ip: clientAddress(),
      });
      expect(taken).toMatchObject({
        code: 'email_taken',
        message: 'Diese E-Mail-Adresse ist bereits vergeben. Bitte melden Sie sich an.',
      });
      const invalid = await callError(getApp(), '/customers', 400, {
        method: 'POST',
        payload: { ...individualDraft(), password: 'secret', firstName: 'x'.repeat(61) },
        headers: { 'accept-language': 'de' },
        ip: clientAddress(),
      });
      expect(invalid).toMatchObject({
        code: 'invalid_request',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
      });
      expect(invalid.details).toEqual(
        expect.arrayContaining([
          {
            path: 'body.password',
            message:
              'Das Passwort muss mindestens 8 Zeichen lang sein und mindestens einen Großbuchstaben und eine Zahl enthalten.',
          },
          { path: 'body.firstName', message: 'Bitte geben Sie höchstens 60 Zeichen ein.' },
        ]),
      );
      const phone = await callError(getApp(), '/customers', 400, {
        method: 'POST',
        payload: { ...individualDraft(), phone: '0664 1234567', languageTag: 'en' },
        ip: clientAddress(),
      });
      expect(phone).toMatchObject({
        code: 'invalid_phone',
        message: 'The phone number is invalid.',
        details: [
          { path: 'body.phone', message: 'EU phone numbers must contain + and the country code.' },
        ],
      });
      const unknown = await callError(getApp(), '/customers', 400, {
        method: 'POST',
        payload: { ...individualDraft(), phone: '+43 123' },
        ip: clientAddress(),
      });
      expect(unknown.code).toBe('invalid_phone');
    });

    it('resends the activation mail, answering 202 whether or not the account exists', async () => {
      const email = uniqueEmail();
      await register(getApp(), individualDraft(email));
      for (const target of [email, uniqueEmail('nobody')]) {
        const answer = await callOk(
          getApp(),
          '/customers/emails/registration-activation',
          AcceptedResponseSchema,
          { method: 'POST', payload: { email: target, languageTag: 'en' }, ip: clientAddress() },
          202,
        );
        expect(answer).toEqual({ accepted: true });
      }
      const mails = await outbox(getApp(), email);
      expect(mails.map((m) => m.subject)).toEqual([
        'Please activate your customer account',
        'Bitte aktivieren Sie Ihr Kundenkonto',
      ]);
      // Both links work until used: the resend is for a lost mail, not a revocation.
      const token = await linkToken(getApp(), email, 'emailToken');
      await callOk(getApp(), `/customers/email-verification?emailToken=${token}`, CustomerSchema);
    });

    it('looks up e-mails and first logins', async () => {
      const email = uniqueEmail();
      const lookup = (e: string) =>
        callOk(
          getApp(),
          `/customers/email?email=${encodeURIComponent(e)}&storeKey=at`,
          EmailLookupResponseSchema,
          {
            ip: clientAddress(),
          },
        );
      const firstTime = (e: string) =>
        callOk(
          getApp(),
          `/customers/check-first-time-logging-in?email=${encodeURIComponent(e)}`,
          FirstTimeLoginResponseSchema,
          { ip: clientAddress() },
        );
      expect(await lookup(email)).toEqual({ exists: false });
      expect(await firstTime(email)).toEqual({ firstTimeLoggingIn: false });
      await register(getApp(), individualDraft(email));
      expect(await lookup(email.toUpperCase())).toEqual({ exists: true });
      expect(await firstTime(email)).toEqual({ firstTimeLoggingIn: true });
      const token = await linkToken(getApp(), email, 'emailToken');
      await callOk(getApp(), `/customers/email-verification?emailToken=${token}`, CustomerSchema);
      await login(getApp(), email);
      expect(await firstTime(email)).toEqual({ firstTimeLoggingIn: false });
    });

    it('validates VAT IDs of EU states and Switzerland', async () => {
      const vat = (id: string) =>
        callOk(
          getApp(),
          `/customers/vat-validation?vat=${encodeURIComponent(id)}`,
          VatValidationResponseSchema,
        );
      expect(await vat('ATU13585627')).toEqual({
        valid: true,
        countryCode: 'AT',
        vatNumber: 'ATU13585627',
      });
      expect(await vat('DE 136 695 976')).toMatchObject({ valid: true, countryCode: 'DE' });
      expect(await vat('DE136695977')).toMatchObject({ valid: false });
      expect(await vat('EL094259216')).toMatchObject({ valid: true, countryCode: 'EL' });
      expect(await vat('CHE-116.281.710 MWST')).toMatchObject({ valid: true, countryCode: 'CHE' });
      expect(await vat('GB123456789')).toMatchObject({ valid: false });
      expect((await callError(getApp(), '/customers/vat-validation', 400)).details?.[0]?.path).toBe(
        'query.vat',
      );
    });
  });

  describe('login', () => {
    it('answers a wrong password and an unknown e-mail alike', async () => {
      const email = uniqueEmail();
      await signedInCustomer(getApp(), individualDraft(email));
      const wrongPassword = await callError(getApp(), '/customers/login', 400, {
        method: 'POST',
        payload: { email, password: 'Wrong1234' },
        ip: clientAddress(),
      });
      const unknown = await callError(getApp(), '/customers/login', 400, {
        method: 'POST',
        payload: { email: uniqueEmail('nobody'), password: 'Wrong1234' },
        ip: clientAddress(),
      });
      const { headers: _unknownHeaders, ...unknownBody } = unknown;
      const { headers: _wrongHeaders, ...wrongBody } = wrongPassword;
      expect(unknownBody).toEqual(wrongBody);
      expect(unknown).toMatchObject({
        code: 'invalid_credentials',
        message: 'Wrong e-mail or password.',
      });
    });

    it('answers a User session with the customer, and merges and ends the guest session it replaces', async () => {
      const email = uniqueEmail();
      await signedInCustomer(getApp(), individualDraft(email));
      const guest = await anonymousSession(getApp());
      const session = await login(getApp(), email, password, { token: guest.accessToken });
      expect(session).toMatchObject({ level: 'User', ownerId: session.customer.id });
      expect(session.customer.email).toBe(email);
      const me = await callOk(getApp(), '/customers/me', CustomerSchema, {
        token: session.accessToken,
      });
      expect(me.id).toBe(session.customer.id);
      const guestRefresh = await callError(getApp(), '/admin/customers/refresh-token', 401, {
        method: 'POST',
        payload: { refreshToken: guest.refreshToken },
      });
      expect(guestRefresh.code).toBe('session_expired');

      const merged = await callOk(getApp(), '/customers/merge', MergeResponseSchema, {
        method: 'POST',
        token: session.accessToken,
        payload: { anonymousId: guest.ownerId, customerId: session.customer.id },
      });
      expect(merged).toEqual({ carts: 0, wishlists: 0 });
      const foreignGuest = await anonymousSession(getApp());
      const stolen = await callError(getApp(), '/customers/merge', 403, {
        method: 'POST',
        token: session.accessToken,
        payload: { anonymousId: foreignGuest.ownerId, customerId: session.customer.id },
      });
      expect(stolen.code).toBe('not_authorized');
    });
  });

  describe('profile', () => {
    it('updates the profile, counts the version and refuses a stale one', async () => {
      const { customer, token } = await signedInCustomer(getApp());
      const updated = await callOk(getApp(), `/customers/${customer.id}`, CustomerSchema, {
        method: 'PUT',
        token,
        payload: {
          firstName: 'Anneliese',
          newsletterInterests: ['silver', 'offers', 'silver'],
          languageTag: 'en',
          companyName: 'Muster KG',
          vatId: 'DE136695976',
          version: customer.version,
        },
      });
      expect(updated).toMatchObject({
        firstName: 'Anneliese',
        lastName: 'Muster',
        newsletterInterests: ['silver', 'offers'],
        languageTag: 'en',
        type: 'company',
        companyName: 'Muster KG',
        vatId: 'DE136695976',
        version: customer.version + 1,
      });
      const stale = await callError(getApp(), `/customers/${customer.id}`, 409, {
        method: 'PUT',
        token,
        payload: { lastName: 'Alt', version: customer.version },
        headers: { 'accept-language': 'de' },
      });
      expect(stale).toMatchObject({
        code: 'concurrent_modification',
        message:
          'Ihre Daten wurden inzwischen geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
      });
      const individual = await callOk(getApp(), `/customers/${customer.id}`, CustomerSchema, {
        method: 'PUT',
        token,
        payload: { type: 'individual', vatId: '', phone: '+41 79 123 45 67' },
      });
      expect(individual).toMatchObject({
        type: 'individual',
        phone: '+41791234567',
        phoneVerified: false,
      });
      expect(individual.companyName).toBeUndefined();
      expect(individual.vatId).toBeUndefined();
      const invalidVat = await callError(getApp(), `/customers/${customer.id}`, 400, {
        method: 'PUT',
        token,
        payload: { vatId: 'ATU13585628' },
      });
      expect(invalidVat.code).toBe('invalid_vat_id');
    });
  });

  describe('addresses', () => {
    it('makes the first address the default of both kinds and moves a default when another is chosen', async () => {
      const { customer, token } = await signedInCustomer(getApp());
      const first = await callOk(getApp(), `/customers/${customer.id}/address`, CustomerSchema, {
        method: 'PUT',
        token,
        payload: austrianAddress,
      });
      expect(first.addresses).toEqual([
        expect.objectContaining({
          ...austrianAddress,
          defaultShipping: true,
          defaultBilling: true,
        }),
      ]);
      expect(first.version).toBe(customer.version + 1);
      const second = await callOk(getApp(), `/customers/${customer.id}/address`, CustomerSchema, {
        method: 'PUT',
        token,
        payload: {
          ...usAddress,
          state: 'ny',
          company: 'Doe Inc.',
          phone: '+1 212 555 0123',
          defaultShipping: true,
        },
      });
      const [a, b] = second.addresses;
      expect(a).toMatchObject({ defaultShipping: false, defaultBilling: true });
      expect(b).toMatchObject({
        state: 'NY',
        company: 'Doe Inc.',
        phone: '+12125550123',
        defaultShipping: true,
        defaultBilling: false,
      });

      const updated = await callOk(
        getApp(),
        `/customers/${customer.id}/address/${a!.id}`,
        CustomerSchema,
        {
          method: 'PUT',
          token,
          payload: { ...austrianAddress, city: 'Graz', zipCode: '8010', defaultShipping: true },
        },
      );
      expect(updated.addresses.find((x) => x.id === a!.id)).toMatchObject({
        city: 'Graz',
        defaultShipping: true,
        defaultBilling: true,
      });
      expect(updated.addresses.find((x) => x.id === b!.id)?.defaultShipping).toBe(false);
    });

    it('checks US zip codes against the state and Swiss ones for four digits', async () => {
      const { customer, token } = await signedInCustomer(getApp());
      const add = (payload: Record<string, unknown>, status: number) =>
        callError(getApp(), `/customers/${customer.id}/address`, status, {
          method: 'PUT',
          token,
          payload,
          headers: { 'accept-language': 'de' },
        });
      expect(await add({ ...usAddress, zipCode: '00000' }, 400)).toMatchObject({
        code: 'invalid_zip',
        message: 'Diese Postleitzahl existiert nicht.',
        details: [{ path: 'body.zipCode', message: 'Diese Postleitzahl existiert nicht.' }],
      });
      expect(await add({ ...usAddress, state: 'CA' }, 400)).toMatchObject({
        code: 'zip_state_mismatch',
        message: 'Die Postleitzahl passt nicht zum gewählten Bundesstaat.',
      });
      const swiss = await add({ ...austrianAddress, country: 'CH', zipCode: '80011' }, 400);
      expect(swiss.details).toEqual([
        { path: 'body.zipCode', message: 'Die Postleitzahl muss vierstellig sein.' },
      ]);
      const me = await callOk(getApp(), '/customers/me', CustomerSchema, { token });
      expect(me.addresses).toEqual([]);
    });

    it('keeps a selected address until another is chosen, unless it is the last one', async () => {
      const { customer, token } = await signedInCustomer(getApp());
      const url = `/customers/${customer.id}/address`;
      await callOk(getApp(), url, CustomerSchema, {
        method: 'PUT',
        token,
        payload: austrianAddress,
      });
      const two = await callOk(getApp(), url, CustomerSchema, {
        method: 'PUT',
        token,
        payload: { ...austrianAddress, city: 'Linz', zipCode: '4020' },
      });
      const [selected, other] = two.addresses;
      const refused = await callError(getApp(), `${url}/${selected!.id}`, 409, {
        method: 'DELETE',
        token,
      });
      expect(refused).toMatchObject({
        code: 'address_selected',
        message: 'A selected address cannot be removed until another one is chosen.',
      });
      await callOk(getApp(), `${url}/${other!.id}`, CustomerSchema, {
        method: 'PUT',
        token,
        payload: {
          ...austrianAddress,
          city: 'Linz',
          zipCode: '4020',
          defaultShipping: true,
          defaultBilling: true,
        },
      });
      const one = await callOk(getApp(), `${url}/${selected!.id}`, CustomerSchema, {
        method: 'DELETE',
        token,
      });
      expect(one.addresses.map((x) => x.id)).toEqual([other!.id]);
      const none = await callOk(getApp(), `${url}/${other!.id}`, CustomerSchema, {
        method: 'DELETE',
        token,
      });
      expect(none.addresses).toEqual([]);
      const missing = await callError(getApp(), `${url}/${other!.id}`, 404, {
        method: 'DELETE',
        token,
      });
      expect(missing).toMatchObject({ name: 'ResourceNotFoundError', code: 'address_not_found' });
    });
  });

  describe('ownership', () => {
    it('refuses every id-taking route for another customer and changes nothing', async () => {
      const owner = await signedInCustomer(getApp());
      const withAddress = await callOk(
        getApp(),
        `/customers/${owner.customer.id}/address`,
        CustomerSchema,
        {
          method: 'PUT',
          token: owner.token,
          payload: austrianAddress,
        },
      );
      const addressId = withAddress.addresses[0]!.id;
      const intruder = await signedInCustomer(getApp());
      const id = owner.customer.id;
      const attempts: [string, string, unknown][] = [
        ['PUT', `/customers/${id}`, { firstName: 'Mallory' }],
        ['DELETE', `/customers/${id}`, { password }],
        ['PUT', `/customers/${id}/address`, austrianAddress],
        [
          'PUT',
          `/customers/${id}/address/${addressId}`,
          { ...austrianAddress, city: 'Graz', zipCode: '8010' },
        ],
        ['DELETE', `/customers/${id}/address/${addressId}`, undefined],
        ['POST', '/customers/merge', { anonymousId: 'x', customerId: id }],
      ];
      for (const [method, url, payload] of attempts) {
        const en = await callError(getApp(), url, 403, {
          method: method as 'PUT',
          token: intruder.token,
          payload,
        });
        expect([method, url, en.code, en.message]).toEqual([
          method,
          url,
          'not_authorized',
          notAuthorizedEn,
        ]);
        const de = await callError(getApp(), `${url}?languageTag=de`, 403, {
          method: method as 'PUT',
          token: intruder.token,
          payload,
        });
        expect(de.message).toBe(notAuthorizedDe);
      }
      const after = await callOk(getApp(), '/customers/me', CustomerSchema, { token: owner.token });
      expect(after).toEqual(withAddress);
    });
  });

  describe('passwords', () => {
    it('changes the password, ends the other sessions and mails the change', async () => {
      const email = uniqueEmail();
      const { token } = await signedInCustomer(getApp(), individualDraft(email));
      const other = await login(getApp(), email);
      const wrong = await callError(getApp(), '/customers/change-password', 400, {
        method: 'PUT',
        token,
        payload: { currentPassword: 'Wrong1234', newPassword: 'Neues1234' },
        headers: { 'accept-language': 'de' },
      });
      expect(wrong).toMatchObject({
        code: 'incorrect_password',
        message: 'Das Passwort ist falsch.',
      });
      const weak = await callError(getApp(), '/customers/change-password', 400, {
        method: 'PUT',
        token,
        payload: { currentPassword: password, newPassword: 'short' },
      });
      expect(weak.details?.[0]).toEqual({
        path: 'body.newPassword',
        message:
          'The password must have at least 8 characters with at least one capital letter and a number.',
      });
      const changed = await call(getApp(), '/customers/change-password', {
        method: 'PUT',
        token,
        payload: { currentPassword: password, newPassword: 'Neues1234' },
      });
      expect(changed.status).toBe(204);
      await callOk(getApp(), '/customers/me', CustomerSchema, { token });
      expect(
        (await callError(getApp(), '/customers/me', 401, { token: other.accessToken })).code,
      ).toBe('session_expired');
      expect((await outbox(getApp(), email))[0]?.subject).toBe('Ihr Passwort wurde geändert');
      await login(getApp(), email, 'Neues1234');
    });

    it('resets a forgotten password once with the mailed link, answering 202 for any e-mail', async () => {
      const email = uniqueEmail();
      const { token } = await signedInCustomer(getApp(), individualDraft(email));
      for (const target of [email, uniqueEmail('nobody')]) {
        await callOk(
          getApp(),
          '/customers/emails/password-reset',
          AcceptedResponseSchema,
          { method: 'POST', payload: { email: target, languageTag: 'en' }, ip: clientAddress() },
          202,
        );
      }
      const [mail] = await outbox(getApp(), email);
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.text).toMatch(/http:\/\/localhost:3000\/en\/reset-password\?token=[\w-]{43}/);
      const resetToken = await linkToken(getApp(), email, 'token');

      const weak = await callError(getApp(), '/customers/password', 400, {
        method: 'PUT',
        payload: { token: resetToken, newPassword: 'weak' },
      });
      expect(weak.code).toBe('invalid_request');
      const reset = await call(getApp(), '/customers/password', {
        method: 'PUT',
        payload: { token: resetToken, newPassword: 'Zurueck1234' },
      });
      expect(reset.status).toBe(204);
      const reused = await callError(getApp(), '/customers/password?languageTag=de', 400, {
        method: 'PUT',
        payload: { token: resetToken, newPassword: 'Nochmal1234' },
      });
      expect(reused).toMatchObject({
        code: 'token_invalid',
        message: 'Dieser Link ist ungültig oder abgelaufen.',
      });
      expect((await callError(getApp(), '/customers/me', 401, { token })).code).toBe(
        'session_expired',
      );
      const old = await callError(getApp(), '/customers/login', 400, {
        method: 'POST',
        payload: { email, password },
        ip: clientAddress(),
      });
      expect(old.code).toBe('invalid_credentials');
      await login(getApp(), email, 'Zurueck1234');
    });

    it('mails the German reset link to the German page', async () => {
      const email = uniqueEmail();
      await signedInCustomer(getApp(), individualDraft(email));
      await call(getApp(), '/customers/emails/password-reset', {
        method: 'POST',
        payload: { email },
        ip: clientAddress(),
        headers: { 'x-store-key': 'ch' },
      });
      const [mail] = await outbox(getApp(), email);
      expect(mail?.subject).toBe('Passwort zurücksetzen');
      expect(mail?.text).toMatch(/http:\/\/ch\.localhost:3000\/passwort-zuruecksetzen\?token=/);
    });
  });

  describe('phone verification', () => {
    it('sends a code by SMS and verifies the number with it once', async () => {
      const { token } = await signedInCustomer(getApp());
      const sent = await callOk(
        getApp(),
        '/customers/phone-verification',
        PhoneVerificationResponseSchema,
        {
          method: 'POST',
          token,
          payload: { phone: '+43 664 9876543' },
          ip: clientAddress(),
        },
      );
      const validFor = Date.parse(sent.expiresAt) - Date.now();
      expect(validFor).toBeGreaterThan(9 * 60_000);
      expect(validFor).toBeLessThanOrEqual(10 * 60_000);
      const [sms] = await outbox(getApp(), '+436649876543');
      expect(sms).toMatchObject({ channel: 'sms', to: '+436649876543', html: '' });
      expect(sms?.text).toMatch(/^Ihr Bestätigungscode von Aurum & Argentum lautet \d{6}\./);
      const code = await smsCode(getApp(), '+436649876543');
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const incorrect = await callError(getApp(), '/customers/phone-verification/confirm', 400, {
        method: 'POST',
        token,
        payload: { code: wrong },
      });
      expect(incorrect).toMatchObject({
        code: 'verification_code_incorrect',
        message: 'The verification code is incorrect.',
      });
      const verified = await callOk(
        getApp(),
        '/customers/phone-verification/confirm',
        CustomerSchema,
        {
          method: 'POST',
          token,
          payload: { code },
        },
      );
      expect(verified).toMatchObject({ phone: '+436649876543', phoneVerified: true });
      const again = await callError(getApp(), '/customers/phone-verification/confirm', 400, {
        method: 'POST',
        token,
        payload: { code },
      });
      expect(again.code).toBe('verification_code_incorrect');
    });

    it('ends the previous code when a new one is sent', async () => {
      const { token } = await signedInCustomer(getApp());
      const send = () =>
        call(getApp(), '/customers/phone-verification', {
          method: 'POST',
          token,
          payload: { phone: '+49 1512 3456789' },
          ip: clientAddress(),
        });
      await send();
      const first = await smsCode(getApp(), '+4915123456789');
      await send();
      const second = await smsCode(getApp(), '+4915123456789');
      if (first !== second) {
        const old = await callError(getApp(), '/customers/phone-verification/confirm', 400, {
          method: 'POST',
          token,
          payload: { code: first },
        });
        expect(old.code).toBe('verification_code_incorrect');
      }
      await callOk(getApp(), '/customers/phone-verification/confirm', CustomerSchema, {
        method: 'POST',
        token,
        payload: { code: second },
      });
    });

    it('refuses numbers that are invalid, national in the EU, or cannot receive SMS', async () => {
      const { token } = await signedInCustomer(getApp());
      const send = (phone: string) =>
        callError(getApp(), '/customers/phone-verification', 400, {
          method: 'POST',
          token,
          payload: { phone },
          ip: clientAddress(),
          headers: { 'accept-language': 'de' },
        });
      expect(await send('0664 1234567')).toMatchObject({
        code: 'invalid_phone',
        message: 'Die Telefonnummer ist ungültig.',
        details: [
          {
            path: 'body.phone',
            message: 'EU-Telefonnummern müssen + und die Ländervorwahl enthalten.',
          },
        ],
      });
      expect((await send('+43 664 12')).code).toBe('invalid_phone');
      // A Vienna landline: valid, but no SMS reaches it.
      expect((await send('+43 1 53422')).code).toBe('invalid_phone');
      expect((await send('abc')).code).toBe('invalid_request');
    });

    it('refuses numbers of countries it sends no codes to, and sends and counts nothing', async () => {
      const { token, customer } = await signedInCustomer(getApp());
      const send = (phone: string, language = 'de') =>
        call(getApp(), '/customers/phone-verification', {
          method: 'POST',
          token,
          payload: { phone },
          ip: clientAddress(),
          headers: { 'accept-language': language },
        });
      // Somalia, Cuba, a satellite phone, Jamaica (behind the US calling code), United Kingdom.
      const refused = [
        ['+252 61 5123456', '+252615123456'],
        ['+53 5 1234567', '+5351234567'],
        ['+881 6 12345678', '+881612345678'],
        ['+1 876 210 1234', '+18762101234'],
        ['+44 7400 123456', '+447400123456'],
      ] as const;
      for (const [written, e164] of refused) {
        const answer = await send(written);
        expect([written, answer.status]).toEqual([written, 400]);
        expect(answer.json).toMatchObject({
          code: 'invalid_phone',
          message: 'Die Telefonnummer ist ungültig.',
          details: [
            {
              path: 'body.phone',
              message:
                'Codes per SMS senden wir nur an Nummern der Länder, in denen wir tätig sind.',
            },
          ],
        });
        expect(await outbox(getApp(), e164)).toEqual([]);
      }
      expect((await send('+53 5 1234567', 'en')).json).toMatchObject({
        code: 'invalid_phone',
        message: 'The phone number is invalid.',
        details: [
          {
            path: 'body.phone',
            message: 'We can send codes by SMS only to numbers of the countries we serve.',
          },
        ],
      });
      expect(
        await getApp().db.select().from(phoneCodes).where(eq(phoneCodes.customerId, customer.id)),
      ).toEqual([]);
      // Nothing was counted: the account still has its five codes of the hour, one for each
      // store's country.
      for (const phone of [
        '+43 664 7770001',
        '+49 1512 7770002',
        '+41 79 777 00 03',
        '+423 790 77 04',
        '+1 201 777 0005',
      ])
        expect([phone, (await send(phone)).status]).toEqual([phone, 200]);
    });

    it('sends one number at most three codes an hour, whichever accounts ask', async () => {
      const phone = '+43 660 1112233';
      const answers: Answer[] = [];
      for (let account = 1; account <= 4; account += 1) {
        const { token } = await signedInCustomer(getApp());
        answers.push(
          await call(getApp(), '/customers/phone-verification', {
            method: 'POST',
            token,
            payload: { phone },
            ip: clientAddress(),
          }),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3]?.json).toMatchObject({ code: 'too_many_requests' });
      expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(3500);
      expect(await outbox(getApp(), '+436601112233')).toHaveLength(3);
    });

    it('sends one number at most six codes a day', async () => {
      const phone = '+49 1512 4445566';
      const { rules } = getApp().rateLimits;
      const statuses: number[] = [];
      for (let code = 1; code <= 7; code += 1) {
        // The hourly limit is spent after three; a new hour is simulated by resetting it.
        if (code % 3 === 1) await getApp().rateLimits.reset(rules.smsNumber, '+4915124445566');
        const { token } = await signedInCustomer(getApp());
        const answer = await call(getApp(), '/customers/phone-verification', {
          method: 'POST',
          token,
          payload: { phone },
          ip: clientAddress(),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      expect(await outbox(getApp(), '+4915124445566')).toHaveLength(6);
    });

    it('blocks confirming for 10 minutes after the fifth wrong code', async () => {
      const { token } = await signedInCustomer(getApp());
      await callOk(getApp(), '/customers/phone-verification', PhoneVerificationResponseSchema, {
        method: 'POST',
        token,
        payload: { phone: '+41 79 765 43 21' },
        ip: clientAddress(),
      });
      const code = await smsCode(getApp(), '+41797654321');
      const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
      const confirm = (c: string) =>
        call(getApp(), '/customers/phone-verification/confirm', {
          method: 'POST',
          token,
          payload: { code: c },
        });
      for (let attempt = 1; attempt <= 4; attempt += 1)
        expect((await confirm(wrong)).status).toBe(400);
      const fifth = await callError(getApp(), '/customers/phone-verification/confirm', 429, {
        method: 'POST',
        token,
        payload: { code: wrong },
      });
      expect(fifth).toMatchObject({
        code: 'max_attempts',
        message: 'Maximum number of attempts reached. Please wait 10 minutes.',
      });
      expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(590);
      expect(Number(fifth.headers['retry-after'])).toBeLessThanOrEqual(600);
      const right = await callError(getApp(), '/customers/phone-verification/confirm', 429, {
        method: 'POST',
        token,
        payload: { code },
        headers: { 'accept-language': 'de' },
      });
      expect(right).toMatchObject({
        code: 'max_attempts',
        message: 'Maximale Anzahl an Versuchen erreicht. Bitte warten Sie 10 Minuten.',
      });
    });
  });

  describe('abuse limits', () => {
    it('makes each failed login from the fifth on wait longer, even the right password, until a right one after the wait', async () => {
      const email = uniqueEmail();
      await signedInCustomer(getApp(), individualDraft(email));
      const attempt = (pass: string) =>
        call(getApp(), '/customers/login', {
          method: 'POST',
          payload: { email, password: pass },
          ip: clientAddress(),
          headers: { 'accept-language': 'de' },
        });
      const waitOf = (answer: Answer) => Number(answer.headers['retry-after']);
      for (let failure = 1; failure <= 5; failure += 1)
        expect([failure, (await attempt('Wrong1234')).status]).toEqual([failure, 400]);
      const blocked = await attempt(password);
      expect(blocked.status).toBe(429);
      expect(blocked.json).toMatchObject({
        code: 'too_many_requests',
        message: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
      });
      expect(waitOf(blocked)).toBeGreaterThan(25);
      expect(waitOf(blocked)).toBeLessThanOrEqual(30);
      for (const seconds of [60, 120, 240, 480, 900, 900]) {
        await endLoginWait(getApp(), email);
        expect((await attempt('Wrong1234')).status).toBe(400);
        const waiting = await attempt(password);
        expect([seconds, waiting.status]).toEqual([seconds, 429]);
        expect(waitOf(waiting)).toBeGreaterThan(seconds - 5);
        expect(waitOf(waiting)).toBeLessThanOrEqual(seconds);
      }
      await endLoginWait(getApp(), email);
      await login(getApp(), email);
      // The right password forgot the failures: four wrong ones cost nothing again.
      for (let failure = 1; failure <= 4; failure += 1)
        expect((await attempt('Wrong1234')).status).toBe(400);
      await login(getApp(), email);
    });

    it('limits password-reset mails per account and per client address', async () => {
      const email = uniqueEmail('reset-limit');
      const request = (target: string, ip: string) =>
        call(getApp(), '/customers/emails/password-reset', {
          method: 'POST',
          payload: { email: target },
          ip,
        });
      for (let i = 0; i < 5; i += 1)
        expect((await request(email, clientAddress())).status).toBe(202);
      const account = await request(email, clientAddress());
      expect(account.status).toBe(429);
      expect(Number(account.headers['retry-after'])).toBeGreaterThan(0);
      const ip = clientAddress();
      for (let i = 0; i < 20; i += 1)
        expect((await request(uniqueEmail('reset-ip'), ip)).status).toBe(202);
      const address = await request(uniqueEmail('reset-ip'), ip);
      expect(address.status).toBe(429);
      expect(address.json).toMatchObject({ code: 'too_many_requests', statusCode: 429 });
    });

    it('limits activation mails and SMS per account', async () => {
      const email = uniqueEmail('activation-limit');
      for (let i = 0; i < 5; i += 1) {
        const answer = await call(getApp(), '/customers/emails/registration-activation', {
          method: 'POST',
          payload: { email },
          ip: clientAddress(),
        });
        expect(answer.status).toBe(202);
      }
      expect(
        (
          await call(getApp(), '/customers/emails/registration-activation', {
            method: 'POST',
            payload: { email },
            ip: clientAddress(),
          })
        ).status,
      ).toBe(429);

      const { token } = await signedInCustomer(getApp());
      // A number of its own each time: the number has a limit of its own.
      let numbers = 0;
      const sms = () =>
        call(getApp(), '/customers/phone-verification', {
          method: 'POST',
          token,
          payload: { phone: `+43 664 555000${(numbers += 1)}` },
          ip: clientAddress(),
        });
      for (let i = 0; i < 5; i += 1) expect((await sms()).status).toBe(200);
      const blocked = await sms();
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });
  });

  describe('account deletion', () => {
    it('needs the password and no open limit orders, then deletes everything and ends the sessions', async () => {
      const email = uniqueEmail();
      const { customer, token } = await signedInCustomer(getApp(), individualDraft(email));
      await callOk(getApp(), `/customers/${customer.id}/address`, CustomerSchema, {
        method: 'PUT',
        token,
        payload: austrianAddress,
      });
      const url = `/customers/${customer.id}`;
      const wrong = await callError(getApp(), url, 400, {
        method: 'DELETE',
        token,
        payload: { password: 'Wrong1234' },
      });
      expect(wrong.code).toBe('incorrect_password');
      const missing = await callError(getApp(), url, 400, { method: 'DELETE', token, payload: {} });
      expect(missing.details?.[0]?.path).toBe('body.password');

      const [order] = await getApp()
        .db.insert(limitOrders)
        .values({
          number: `LO-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
          customerId: customer.id,
          storeKey: 'at',
          locale: 'de-AT',
          productSku: 'CGO-KRU-1OZ',
          type: 'buy',
          quantity: 1,
          targetUnitPriceCentAmount: 200_000,
          currency: 'EUR',
          expiresAt: new Date(Date.now() + 86_400_000),
          status: 'Inactive',
        })
        .returning();
      const open = await callError(getApp(), url, 409, {
        method: 'DELETE',
        token,
        payload: { password },
        headers: { 'accept-language': 'de' },
      });
      expect(open).toMatchObject({
        code: 'limit_orders_exist',
        message: 'Bitte löschen Sie zuerst alle Ihre Limit-Orders, bevor Sie Ihr Konto löschen.',
      });
      await getApp()
        .db.update(limitOrders)
        .set({ status: 'Cancelled' })
        .where(eq(limitOrders.id, order!.id));

      const deleted = await call(getApp(), url, { method: 'DELETE', token, payload: { password } });
      expect(deleted.status).toBe(204);
      expect(
        await getApp().db.select().from(customers).where(eq(customers.id, customer.id)),
      ).toEqual([]);
      expect(
        await getApp().db.select().from(limitOrders).where(eq(limitOrders.customerId, customer.id)),
      ).toEqual([]);
      expect((await callError(getApp(), '/customers/me', 401, { token })).code).toBe(
        'session_expired',
      );
      const gone = await callError(getApp(), '/customers/login', 400, {
        method: 'POST',
        payload: { email, password },
        ip: clientAddress(),
      });
      expect(gone.code).toBe('invalid_credentials');
    });
  });

  describe('demo customers', () => {
    it('exist only when seeded on request, activated, with addresses, and sign in with the README passwords', async () => {
      const emails = demoCustomers.map((d) => d.customer.email);
      for (const email of emails) {
        const lookup = await callOk(
          getApp(),
          `/customers/email?email=${email}`,
          EmailLookupResponseSchema,
          {
            ip: clientAddress(),
          },
        );
        expect(lookup.exists).toBe(false);
      }
      expect(await seedDemoCustomers(getApp().db)).toBe(2);
      expect(await seedDemoCustomers(getApp().db)).toBe(0);
      const individual = await login(getApp(), 'anna.muster@example.com', 'DemoKunde2025');
      expect(individual.customer).toMatchObject({
        type: 'individual',
        emailVerified: true,
        phoneVerified: true,
      });
      expect(individual.customer.addresses).toHaveLength(2);
      expect(individual.customer.addresses[0]).toMatchObject({
        defaultShipping: true,
        defaultBilling: true,
      });
      const company = await login(
        getApp(),
        'einkauf@beispiel-edelmetall.example.com',
        'DemoFirma2025',
      );
      expect(company.customer).toMatchObject({
        type: 'company',
        companyName: 'Beispiel Edelmetall GmbH',
        vatId: 'DE136695976',
      });
      expect(company.customer.addresses.map((a) => [a.defaultShipping, a.defaultBilling])).toEqual([
        [true, false],
        [false, true],
      ]);
    });
  });

  describe('GET /dev/outbox', () => {
    it('answers the messages to an address newest first, and needs `to`', async () => {
      const email = uniqueEmail();
      await register(getApp(), individualDraft(email));
      await call(getApp(), '/customers/emails/registration-activation', {
        method: 'POST',
        payload: { email, languageTag: 'en' },
        ip: clientAddress(),
      });
      const messages = await outbox(getApp(), email.toUpperCase());
      expect(messages).toHaveLength(2);
      expect(Date.parse(messages[0]!.createdAt)).toBeGreaterThanOrEqual(
        Date.parse(messages[1]!.createdAt),
      );
      expect(messages[0]!.subject).toBe('Please activate your customer account');
      expect(await outbox(getApp(), uniqueEmail('nobody'))).toEqual([]);
      expect((await callError(getApp(), '/dev/outbox', 400)).details?.[0]?.path).toBe('query.to');
    });
  });
}
