import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  BranchListSchema,
  BranchSchema,
  CustomerSchema,
  ContactReceiptSchema,
  NewsletterSubscriptionSchema,
  PublicSettingsSchema,
  WhistleblowCaseSchema,
  WhistleblowReceiptSchema,
  WhistleblowReportListSchema,
} from '@shop/api-client/contract';
import type { MessageTransport, OutgoingMessage } from '../plugins/messaging/transport';
import { contactMessages, whistleblowMessages, whistleblowReports } from '../application/tables';
import { newsletterSubscriptions } from '../newsletters/tables';
import {
  call,
  callError,
  callOk,
  clientAddress,
  individualDraft,
  signedInCustomer,
  uniqueEmail,
  type CallOptions,
} from './accounts';
import { createStaffMember } from './staff';

/** A mail transport that keeps what it was given, and fails on demand (for one recipient). */
export function recordingTransport() {
  const sent: OutgoingMessage[] = [];
  const transport: MessageTransport & {
    sent: OutgoingMessage[];
    failing: boolean;
    failingTo: string | null;
  } = {
    name: 'recording',
    sent,
    failing: false,
    failingTo: null,
    async send(message) {
      if (transport.failing || transport.failingTo === message.to)
        throw new Error('SMTP server unreachable');
      sent.push(message);
    },
  };
  return transport;
}

export const dealerMailbox = 'filiale-test@example.com';
export const mapToken = 'pk.application-suite-map-token';

/**
 * Store pages, contact form, whistleblower cases and newsletter on every database. The app must
 * be built with `recordingTransport()` as its mail transport and `dealerMailbox` as contact
 * mailbox.
 */
export function defineApplicationSuite(
  getApp: () => FastifyInstance,
  mail: ReturnType<typeof recordingTransport>,
) {
  const at = (options: CallOptions = {}): CallOptions => ({
    ...options,
    ip: options.ip ?? clientAddress(),
    headers: { 'x-store-key': 'at', ...options.headers },
  });
  /** The mails to `to` once the app's delivery worker handed over everything queued. */
  const mailsTo = async (to: string) => {
    await getApp().messaging.deliveries.drain();
    return mail.sent.filter((m) => m.to === to);
  };

  afterEach(() => {
    mail.failing = false;
    mail.failingTo = null;
  });

  describe('branches', () => {
    it('lists the store’s pick-up branches, or every branch with scope=all', async () => {
      const own = await callOk(getApp(), '/branches', BranchListSchema, at());
      expect(own.map((b) => b.city)).toEqual(['Wien', 'Salzburg', 'Graz']);
      const all = await callOk(getApp(), '/branches?scope=all', BranchListSchema, at());
      expect(all.map((b) => b.country)).toEqual(['AT', 'AT', 'AT', 'DE', 'DE', 'CH', 'LI']);
      const err = await callError(getApp(), '/branches?scope=world', 400, at());
      expect(err.details?.[0]?.path).toBe('query.scope');
    });

    it('answers a store page with hours, about, reviews and payment methods', async () => {
      const branch = await callOk(getApp(), '/branches/zuerich', BranchSchema, at());
      expect(branch).toMatchObject({
        slug: 'zuerich',
        city: 'Zürich',
        streetAddress: 'Bahnhofstrasse 45',
        country: 'CH',
        timeZone: 'Europe/Zurich',
        coordinates_lat: 47.3707,
        coordinates_long: 8.5393,
        paymentMethods: ['cash', 'debitCard', 'bankTransfer'],
      });
      expect(branch.openingHours).toContainEqual({
        dayFrom: 6,
        dayTo: 6,
        hourFrom: '09:00',
        hourTo: '13:00',
      });
      expect(branch.about.de).toContain('Bahnhofstrasse');
      expect(branch.about.en).toContain('Bahnhofstrasse');
      expect(branch.reviews.length).toBeGreaterThan(0);
    });

    it('tells pages the configured map token', async () => {
      const settings = await callOk(getApp(), '/application/settings', PublicSettingsSchema, at());
      expect(settings).toEqual({ mapToken, inMaintenance: false });
    });

    it('answers 404 for an unknown slug and 400 for one that cannot be a slug', async () => {
      const missing = await callError(getApp(), '/branches/atlantis', 404, at());
      expect([missing.name, missing.code]).toEqual(['ResourceNotFoundError', 'branch_not_found']);
      const localized = await callError(getApp(), '/branches/atlantis', 404, {
        ...at(),
        headers: { 'x-store-key': 'at', 'accept-language': 'de' },
      });
      expect(localized.message).toBe('Unter dieser Adresse ist keine Filiale eingetragen.');
      await callError(getApp(), '/branches/Wien%20Mitte', 400, at());
    });
  });

  describe('contact', () => {
    const draft = (email = uniqueEmail('kontakt')) => ({
      salutation: 'Mrs.',
      firstName: 'Eva',
      lastName: 'Huber',
      email,
      phone: '+43 664 1234567',
      subject: 'Ankauf von Zahngold',
      message: 'Guten Tag,\nich möchte Zahngold verkaufen. Brauche ich einen Termin?',
      dataConsent: true,
    });
    const send = (payload: unknown, ip = clientAddress()) =>
      call(getApp(), '/application/contact', at({ method: 'POST', payload, ip }));

    it('stores the message and mails it to the dealer', async () => {
      const body = draft();
      const receipt = await callOk(
        getApp(),
        '/application/contact',
        ContactReceiptSchema,
        at({ method: 'POST', payload: body }),
        201,
      );
      expect(Date.parse(receipt.receivedAt)).not.toBeNaN();
      const [stored] = await getApp()
        .db.select()
        .from(contactMessages)
        .where(eq(contactMessages.email, body.email));
      expect(stored).toMatchObject({
        firstName: 'Eva',
        salutation: 'mrs',
        storeKey: 'at',
        message: body.message,
      });
      const [mailed] = (await mailsTo(dealerMailbox)).filter((m) => m.text.includes(body.email));
      expect(mailed?.subject).toBe('Kontaktformular: Ankauf von Zahngold');
      expect(mailed?.text).toContain('ich möchte Zahngold verkaufen');
      expect(mailed?.text).toContain('+43 664 1234567');
    });

    it('mails the dealer in the store staff’s language and the sender a receipt in theirs', async () => {
      const body = { ...draft(), subject: 'Gold bars for pick-up' };
      const answer = await call(getApp(), '/application/contact', {
        method: 'POST',
        payload: body,
        ip: clientAddress(),
        headers: { 'x-store-key': 'us', 'accept-language': 'de-AT,de;q=0.9' },
      });
      expect(answer.status).toBe(201);
      // The US store's staff read English; the sender wrote from a German browser.
      const [dealer] = (await mailsTo(dealerMailbox)).filter((m) => m.text.includes(body.email));
      expect(dealer?.subject).toBe('Contact form: Gold bars for pick-up');
      expect(dealer?.text).toContain('A message arrived through the contact form of the US shop.');
      const [receipt] = await mailsTo(body.email);
      expect(receipt?.subject).toBe('Wir haben Ihre Nachricht erhalten');
      expect(receipt?.text).toContain('Guten Tag,');
      expect(receipt?.text).toContain('Vielen Dank für Ihre Nachricht an Aurum & Argentum.');

      const english = { ...draft(), salutation: undefined };
      await call(getApp(), '/application/contact', {
        ...at({ method: 'POST', payload: english }),
        headers: { 'x-store-key': 'at', 'accept-language': 'en-GB' },
      });
      const [toDealer] = (await mailsTo(dealerMailbox)).filter((m) =>
        m.text.includes(english.email),
      );
      expect(toDealer?.subject).toBe('Kontaktformular: Ankauf von Zahngold');
      const [toSender] = await mailsTo(english.email);
      expect(toSender?.subject).toBe('We received your message');
      expect(toSender?.text).toContain('Hello,');
      expect(toSender?.text).toContain(
        'We keep your message and contact details for at most 12 months.',
      );
    });

    it('mails the given address a receipt of fixed text: nothing the sender typed goes out', async () => {
      const phishing = {
        ...draft(),
        firstName: 'Ihr Konto',
        lastName: 'wurde gesperrt',
        subject: 'Sicherheitswarnung: Konto gesperrt',
        message: 'Bitte melden Sie sich sofort unter https://evil.example/login an.',
      };
      expect((await send(phishing)).status).toBe(201);
      const [dealer] = (await mailsTo(dealerMailbox)).filter((m) =>
        m.text.includes(phishing.email),
      );
      expect(dealer?.text).toContain('https://evil.example/login');
      const [receipt] = await mailsTo(phishing.email);
      expect(receipt?.subject).toBe('We received your message');
      for (const typed of ['gesperrt', 'Sicherheitswarnung', 'evil.example', 'Ihr Konto'])
        for (const part of [receipt?.subject, receipt?.text, receipt?.html])
          expect([typed, part?.includes(typed)]).toEqual([typed, false]);
    });

    it('sends one address at most three receipts a day, and the dealer every message', async () => {
      const email = uniqueEmail('receipts');
      for (const given of [email, email.toUpperCase(), email, email, email])
        expect((await send(draft(given))).status).toBe(201);
      expect(await mailsTo(email)).toHaveLength(3);
      expect((await mailsTo(dealerMailbox)).filter((m) => m.text.includes(email))).toHaveLength(5);
    });

    it('requires data consent and the required fields, and stores nothing then', async () => {
      const body = draft();
      const answer = await send({ ...body, dataConsent: false, message: '  ', firstName: '' });
      expect(answer.status).toBe(400);
      const paths = (answer.json as { details: { path: string; message: string }[] }).details;
      expect(paths.map((d) => d.path).sort()).toEqual([
        'body.dataConsent',
        'body.firstName',
        'body.message',
      ]);
      expect(paths.find((d) => d.path === 'body.dataConsent')?.message).toBe(
        'Please agree to the processing of your data to send the form.',
      );
      const missingConsent = await send({ ...body, dataConsent: undefined });
      expect(missingConsent.status).toBe(400);
      const rows = await getApp()
        .db.select()
        .from(contactMessages)
        .where(eq(contactMessages.email, body.email));
      expect(rows).toEqual([]);
      expect((await mailsTo(dealerMailbox)).some((m) => m.text.includes(body.email))).toBe(false);
    });

    it('keeps a message whose mail cannot be sent yet, and mails the dealer once it can', async () => {
      const body = draft();
      mail.failing = true;
      expect((await send(body)).status).toBe(201);
      const rows = await getApp()
        .db.select()
        .from(contactMessages)
        .where(eq(contactMessages.email, body.email));
      expect(rows).toHaveLength(1);
      expect((await mailsTo(dealerMailbox)).some((m) => m.text.includes(body.email))).toBe(false);
      mail.failing = false;
      const until = Date.now() + 5000;
      while (!mail.sent.some((m) => m.to === dealerMailbox && m.text.includes(body.email))) {
        if (Date.now() > until) throw new Error('The dealer was never mailed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(
        (await mailsTo(dealerMailbox)).filter((m) => m.text.includes(body.email)),
      ).toHaveLength(1);
    });

    it('keeps a message the dealer received when only the sender’s receipt cannot be sent', async () => {
      const body = draft();
      mail.failingTo = body.email;
      expect((await send(body)).status).toBe(201);
      expect((await mailsTo(dealerMailbox)).some((m) => m.text.includes(body.email))).toBe(true);
      const rows = await getApp()
        .db.select()
        .from(contactMessages)
        .where(eq(contactMessages.email, body.email));
      expect(rows).toHaveLength(1);
    });

    it('limits messages per client address', async () => {
      const ip = clientAddress();
      for (let i = 0; i < 10; i += 1) expect((await send(draft(), ip)).status).toBe(201);
      const limited = await send(draft(), ip);
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  describe('whistleblower', () => {
    const report = {
      category: 'moneyLaundering',
      description: 'Ein Kunde kauft seit Wochen täglich Gold für knapp unter 10.000 € in bar.',
    };
    const submit = async (payload: unknown = report, ip?: string) =>
      callOk(
        getApp(),
        '/application/whistleblow',
        WhistleblowReceiptSchema,
        at({ method: 'POST', payload, ...(ip ? { ip } : {}) }),
        201,
      );
    const open = (caseCode: string) =>
      callOk(
        getApp(),
        '/application/whistleblow/case',
        WhistleblowCaseSchema,
        at({ method: 'POST', payload: { caseCode } }),
      );

    it('takes an anonymous report, keeps it encrypted without metadata, and returns a case code', async () => {
      const ip = clientAddress();
      const { caseCode } = await submit(
        { ...report, name: 'Max Beispiel', contact: 'max@example.com' },
        ip,
      );
      expect(caseCode).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
      const rows = await getApp().db.select().from(whistleblowReports);
      const text = JSON.stringify(rows);
      expect(text).not.toContain('Gold für knapp');
      expect(text).not.toContain('Max Beispiel');
      expect(text).not.toContain(caseCode);
      expect(text).not.toContain(ip);
      const columns = Object.keys(rows[0]!).sort();
      expect(columns).toEqual(['caseCodeHash', 'id', 'payload', 'receivedOn', 'status']);

      const opened = await open(caseCode.toLowerCase().replace(/-/g, ''));
      expect(opened).toMatchObject({
        caseCode,
        status: 'received',
        category: 'moneyLaundering',
        description: report.description,
        messages: [],
      });
      // The reporter's own name and contact are for the dealer only.
      expect(JSON.stringify(opened)).not.toContain('Max Beispiel');
    });

    it('lets the reporter add information and read the dealer’s answer', async () => {
      const { caseCode } = await submit();
      await callOk(
        getApp(),
        '/application/whistleblow/case/messages',
        WhistleblowCaseSchema,
        at({ method: 'POST', payload: { caseCode, message: 'Es war immer derselbe Kunde.' } }),
        201,
      );
      const { token } = await createStaffMember(getApp(), { permissions: ['compliance'] });
      const list = await callOk(
        getApp(),
        '/staff/whistleblow/reports',
        WhistleblowReportListSchema,
        { token },
      );
      const mine = list.find((r) =>
        r.messages.some((m) => m.text === 'Es war immer derselbe Kunde.'),
      );
      expect(mine?.description).toBe(report.description);
      const answered = await call(getApp(), `/staff/whistleblow/reports/${mine!.id}/answer`, {
        method: 'POST',
        token,
        payload: { message: 'Danke, wir prüfen den Fall.', status: 'inProgress' },
      });
      expect(answered.status).toBe(204);
      const opened = await open(caseCode);
      expect(opened.status).toBe('inProgress');
      expect(opened.messages.map((m) => [m.author, m.text])).toEqual([
        ['reporter', 'Es war immer derselbe Kunde.'],
        ['dealer', 'Danke, wir prüfen den Fall.'],
      ]);
      const stored = await getApp().db.select().from(whistleblowMessages);
      expect(JSON.stringify(stored)).not.toContain('derselbe Kunde');
    });

    it('validates reports and case codes, and answers one 404 for any unknown code', async () => {
      const empty = await callError(
        getApp(),
        '/application/whistleblow',
        400,
        at({ method: 'POST', payload: { category: 'gossip', description: ' ' } }),
      );
      expect(empty.details?.map((d) => d.path).sort()).toEqual([
        'body.category',
        'body.description',
      ]);
      const malformed = await callError(
        getApp(),
        '/application/whistleblow/case',
        400,
        at({ method: 'POST', payload: { caseCode: 'ABC' } }),
      );
      expect(malformed.details?.[0]?.message).toBe(
        'Please enter the case code exactly as you received it.',
      );
      const unknown = await callError(
        getApp(),
        '/application/whistleblow/case',
        404,
        at({ method: 'POST', payload: { caseCode: 'AAAA-BBBB-CCCC-DDDD' } }),
      );
      expect(unknown.code).toBe('whistleblow_case_not_found');
    });

    it('stops an address that tries case codes', async () => {
      const ip = clientAddress();
      const attempt = () =>
        call(
          getApp(),
          '/application/whistleblow/case',
          at({ method: 'POST', payload: { caseCode: 'AAAA-BBBB-CCCC-DDDE' }, ip }),
        );
      for (let i = 0; i < 20; i += 1) expect((await attempt()).status).toBe(404);
      expect((await attempt()).status).toBe(429);
    });
  });

  describe('newsletter', () => {
    const subscribe = (email: string, languageTag = 'de-AT', interests = ['gold']) =>
      call(
        getApp(),
        `/newsletters/subscriptions?languageTag=${languageTag}`,
        at({ method: 'POST', payload: { email, interests } }),
      );
    const linkToken = (message: OutgoingMessage, path: string) => {
      const url = message.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
      if (!url) throw new Error(`No ${path} link in ${message.text}`);
      return new URL(url).searchParams.get('token')!;
    };

    it('subscribes with double opt-in: pending, confirmed by the mailed link, welcome mail', async () => {
      const email = uniqueEmail('news');
      const answer = await subscribe(email.toUpperCase());
      expect(answer.status).toBe(201);
      expect(answer.json).toEqual({ email, status: 'pending', interests: ['gold'] });
      const [confirmMail] = await mailsTo(email);
      expect(confirmMail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
      const token = linkToken(confirmMail!, '/newsletter/bestaetigen');
      // Every newsletter mail carries the unsubscribe link, the confirmation too.
      expect(confirmMail!.html).toContain('/newsletter/abmelden?token=');

      const confirmed = await callOk(
        getApp(),
        '/newsletters/subscriptions/confirm',
        NewsletterSubscriptionSchema,
        at({ method: 'POST', payload: { token } }),
      );
      expect(confirmed.status).toBe('confirmed');
      const welcome = (await mailsTo(email))[1]!;
      expect(welcome.subject).toBe('Willkommen bei unserem Newsletter');
      const unsubscribeToken = linkToken(welcome, '/newsletter/abmelden');

      // The link works once.
      const again = await callError(
        getApp(),
        '/newsletters/subscriptions/confirm',
        400,
        at({ method: 'POST', payload: { token } }),
      );
      expect(again.code).toBe('newsletter_token_invalid');

      const exists = await subscribe(email);
      expect(exists.status).toBe(409);
      expect(exists.json).toMatchObject({ code: 'newsletter_email_exists' });

      const ended = await callOk(
        getApp(),
        '/newsletters/subscriptions/unsubscribe',
        NewsletterSubscriptionSchema,
        at({ method: 'POST', payload: { token: unsubscribeToken } }),
      );
      expect(ended.status).toBe('unsubscribed');
      // After unsubscribing the address may subscribe again, with a new confirmation.
      expect((await subscribe(email, 'en')).status).toBe(201);
      expect((await mailsTo(email))[2]?.subject).toBe(
        'Please confirm your newsletter subscription',
      );
    });

    it('follows the interests the customer edits in the profile', async () => {
      const email = uniqueEmail('profil');
      const { customer, token } = await signedInCustomer(
        getApp(),
        individualDraft(email),
        async (to) => {
          const activation = (await mailsTo(to)).at(-1)!;
          return new URL(
            activation.text.match(/https?:\/\/\S+emailToken=[\w-]+/)![0],
          ).searchParams.get('emailToken')!;
        },
      );
      expect((await subscribe(email)).status).toBe(201);
      await callOk(getApp(), `/customers/${customer.id}`, CustomerSchema, {
        method: 'PUT',
        token,
        headers: { 'x-store-key': 'at' },
        payload: { newsletterInterests: ['silver', 'numismatics'], version: customer.version },
      });
      const [row] = await getApp()
        .db.select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
      expect(row?.interests).toEqual(['silver', 'numismatics']);
    });

    // Issue 23: topics ticked at registration counted as subscribed without the double opt-in.
    describe('topics ticked at registration', () => {
      const confirmSubject = 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung';
      const confirmMails = async (email: string) =>
        (await mailsTo(email)).filter((m) => m.subject === confirmSubject);
      const activationToken = async (to: string) =>
        new URL(
          (await mailsTo(to))
            .find((m) => /emailToken=/.test(m.text))!
            .text.match(/https?:\/\/\S+emailToken=[\w-]+/)![0],
        ).searchParams.get('emailToken')!;
      const subscriptionRow = async (email: string) =>
        (
          await getApp()
            .db.select()
            .from(newsletterSubscriptions)
            .where(eq(newsletterSubscriptions.email, email.toLowerCase()))
        )[0];
      const me = (token: string) => callOk(getApp(), '/customers/me', CustomerSchema, { token });

      it('wait for the mailed link like the newsletter form, and count once it is followed', async () => {
        const email = uniqueEmail('anmeldung');
        const { customer, token } = await signedInCustomer(
          getApp(),
          { ...individualDraft(email), newsletterInterests: ['gold', 'silver'] },
          activationToken,
        );
        expect(customer).toMatchObject({
          newsletterInterests: ['gold', 'silver'],
          newsletterStatus: 'pending',
        });
        // Exactly one confirmation mail, the newsletter form's, besides the activation mail.
        expect(await confirmMails(email)).toHaveLength(1);
        expect(await subscriptionRow(email)).toMatchObject({
          status: 'pending',
          interests: ['gold', 'silver'],
          confirmedAt: null,
        });
        const token2 = linkToken((await confirmMails(email))[0]!, '/newsletter/bestaetigen');
        const confirmed = await callOk(
          getApp(),
          '/newsletters/subscriptions/confirm',
          NewsletterSubscriptionSchema,
          at({ method: 'POST', payload: { token: token2 } }),
        );
        expect(confirmed).toMatchObject({ status: 'confirmed', interests: ['gold', 'silver'] });
        expect(await me(token)).toMatchObject({
          newsletterInterests: ['gold', 'silver'],
          newsletterStatus: 'confirmed',
        });
      });

      it('send no newsletter mail and start no subscription without topics', async () => {
        const email = uniqueEmail('ohne');
        const { customer } = await signedInCustomer(
          getApp(),
          individualDraft(email),
          activationToken,
        );
        expect(customer.newsletterStatus).toBeUndefined();
        expect(await confirmMails(email)).toEqual([]);
        expect(await subscriptionRow(email)).toBeUndefined();
      });

      it('join a subscription already confirmed without a second mail', async () => {
        const email = uniqueEmail('schon');
        expect((await subscribe(email)).status).toBe(201);
        await callOk(
          getApp(),
          '/newsletters/subscriptions/confirm',
          NewsletterSubscriptionSchema,
          at({
            method: 'POST',
            payload: {
              token: linkToken((await confirmMails(email))[0]!, '/newsletter/bestaetigen'),
            },
          }),
        );
        const { customer } = await signedInCustomer(
          getApp(),
          { ...individualDraft(email), newsletterInterests: ['silver'] },
          activationToken,
        );
        expect(customer.newsletterStatus).toBe('confirmed');
        expect(await confirmMails(email)).toHaveLength(1);
        expect(await subscriptionRow(email)).toMatchObject({
          status: 'confirmed',
          interests: ['gold', 'silver'],
        });
      });

      it('in the profile, start the double opt-in too when no subscription runs', async () => {
        const email = uniqueEmail('profilneu');
        const { customer, token } = await signedInCustomer(
          getApp(),
          individualDraft(email),
          activationToken,
        );
        const updated = await callOk(getApp(), `/customers/${customer.id}`, CustomerSchema, {
          method: 'PUT',
          token,
          headers: { 'x-store-key': 'at' },
          payload: { newsletterInterests: ['offers'], version: customer.version },
        });
        expect(updated).toMatchObject({
          newsletterInterests: ['offers'],
          newsletterStatus: 'pending',
        });
        expect(await confirmMails(email)).toHaveLength(1);
        expect(await subscriptionRow(email)).toMatchObject({
          status: 'pending',
          interests: ['offers'],
        });
        // Another topic while the link is still valid: the same subscription, no second mail.
        await callOk(getApp(), `/customers/${customer.id}`, CustomerSchema, {
          method: 'PUT',
          token,
          headers: { 'x-store-key': 'at' },
          payload: { newsletterInterests: ['offers', 'gold'], version: updated.version },
        });
        expect(await confirmMails(email)).toHaveLength(1);
        expect((await subscriptionRow(email))?.interests).toEqual(['offers', 'gold']);
      });
    });

    it('keeps a pending subscription whose mail cannot be sent yet, and mails it once it can', async () => {
      const email = uniqueEmail('news');
      mail.failing = true;
      expect((await subscribe(email)).status).toBe(201);
      const rows = await getApp()
        .db.select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      expect(rows.map((row) => row.status)).toEqual(['pending']);
      expect(await mailsTo(email)).toEqual([]);
      mail.failing = false;
      const until = Date.now() + 5000;
      while (!mail.sent.some((m) => m.to === email)) {
        if (Date.now() > until) throw new Error('The confirmation was never mailed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await mailsTo(email)).toHaveLength(1);
    });

    it('validates the address, the interests and the language tag', async () => {
      const bad = await call(
        getApp(),
        '/newsletters/subscriptions?languageTag=fr',
        at({ method: 'POST', payload: { email: 'kein-at-zeichen', interests: ['crypto'] } }),
      );
      expect(bad.status).toBe(400);
      const paths = (bad.json as { details: { path: string }[] }).details.map((d) => d.path);
      expect(paths).toEqual(expect.arrayContaining(['query.languageTag']));
      const body = await callError(
        getApp(),
        '/newsletters/subscriptions',
        400,
        at({ method: 'POST', payload: { email: 'kein-at-zeichen', interests: ['crypto'] } }),
      );
      expect(body.details?.map((d) => d.path).sort()).toEqual(['body.email', 'body.interests.0']);
    });
  });
}
