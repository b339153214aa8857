import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MAIL_VIEW_POLICY,
  StaffDeliveryListSchema,
  PublicSettingsSchema,
  StaffOutboxListSchema,
  StaffOutboxMessageSchema,
  StaffSettingsSchema,
  type StaffSettings,
} from '@shop/api-client/contract';
import { auditEntries } from '../audit/tables';
import { rulesOf } from '../checkout/reference-data';
import { messageDeliveries } from '../plugins/messaging/tables';
import { anonymousSession, call, callError, callOk, outbox, uniqueEmail } from './accounts';
import { orderSkus, placeOrder } from './placed-orders';
import { createStaffMember, type TestStaffMember } from './staff';

const dayMs = 24 * 60 * 60 * 1000;

/** A valid Austrian account (the IBAN of the ibantools examples, its checksum right). */
const sepaAccount = {
  kind: 'sepa',
  holder: 'Aurum & Argentum GmbH',
  bank: 'Raiffeisenlandesbank Niederösterreich-Wien AG',
  iban: 'at61 1904 3002 3457 3201',
  bic: 'rlnwatww',
} as const;

/**
 * The run-time settings and the staff's outbox (issue 26, items 5 and 6) on every database: each
 * call with its permission and store checks, refusals that change nothing, the audit entries, and
 * the settings' users reading the stored values (the order desk, the dealer's account, the
 * checkout's rules and the unpaid-order job) without a restart.
 */
export function defineSettingsSuite(getApp: () => FastifyInstance) {
  let manager: TestStaffMember;
  let deOnly: TestStaffMember;
  let noSettings: TestStaffMember;

  beforeAll(async () => {
    manager = await createStaffMember(getApp(), { permissions: ['settings'] });
    deOnly = await createStaffMember(getApp(), { permissions: ['settings'], stores: ['de'] });
    noSettings = await createStaffMember(getApp(), { permissions: ['orders', 'staff'] });
  });

  const read = (member = manager) =>
    callOk(getApp(), '/staff/settings', StaffSettingsSchema, { token: member.token });
  const change = (payload: unknown, member = manager) =>
    callOk(getApp(), '/staff/settings', StaffSettingsSchema, {
      method: 'PUT',
      payload,
      token: member.token,
    });
  const refused = (status: number, payload: unknown, member = manager, language = 'en') =>
    callError(getApp(), '/staff/settings', status, {
      method: 'PUT',
      payload,
      token: member.token,
      headers: { 'accept-language': language },
    });
  const publicSettings = () => callOk(getApp(), '/application/settings', PublicSettingsSchema);
  const withoutAudit = ({ audit: _audit, ...rest }: StaffSettings) => rest;

  it('reads every store with the defaults of the environment and the spec', async () => {
    const settings = await read();
    expect(settings.inMaintenance).toBe(false);
    expect(settings.shopEditable).toBe(true);
    expect(settings.stores.map((s) => s.store)).toEqual(['at', 'de', 'ch', 'li', 'us']);
    expect(settings.stores.find((s) => s.store === 'at')).toMatchObject({
      currency: 'EUR',
      dealerAccount: { kind: 'sepa', demo: true },
      orderDeskEmail: 'order-desk-at@aurum-argentum.example',
      amlCashThreshold: 1_000_000,
      amlLinkedWindowHours: 24,
      cashPayoutLimit: 1_500_000,
      scrapBoxLimit: 500_000,
      orderLimit24h: 50_000_000,
      unpaidReminderDays: 5,
      unpaidCancelDays: 10,
    });
    expect(settings.stores.find((s) => s.store === 'us')?.dealerAccount.kind).toBe('us');
    expect(await publicSettings()).toMatchObject({ inMaintenance: false });
  });

  it('switches maintenance on and off, public at once, each change audited', async () => {
    try {
      const on = await change({ inMaintenance: true });
      expect(on.inMaintenance).toBe(true);
      expect(await publicSettings()).toMatchObject({ inMaintenance: true });
      expect(on.audit[0]).toMatchObject({
        action: 'settings.changed',
        entityType: 'settings',
        entityId: 'shop',
        store: null,
        staff: { id: manager.id },
        before: { inMaintenance: false },
        after: { inMaintenance: true },
      });
      // The same value again changes nothing and writes no entry.
      const again = await change({ inMaintenance: true });
      expect(again.audit.length).toBe(on.audit.length);
    } finally {
      await change({ inMaintenance: false });
    }
    expect(await publicSettings()).toMatchObject({ inMaintenance: false });
    const after = await read();
    expect(after.audit[0]).toMatchObject({
      before: { inMaintenance: true },
      after: { inMaintenance: false },
    });
  });

  it('changes only the fields given, audits them, and orders use them without a restart', async () => {
    const desk = uniqueEmail('bestellbuero');
    const before = await read();
    const at = before.stores.find((s) => s.store === 'at')!;
    const changed = await change({
      stores: { at: { orderDeskEmail: desk.toUpperCase(), dealerAccount: sepaAccount } },
    });
    const atNow = changed.stores.find((s) => s.store === 'at')!;
    expect(atNow).toEqual({
      ...at,
      orderDeskEmail: desk,
      dealerAccount: {
        kind: 'sepa',
        holder: sepaAccount.holder,
        bank: sepaAccount.bank,
        iban: 'AT61 1904 3002 3457 3201',
        bic: 'RLNWATWW',
      },
    });
    expect(changed.stores.filter((s) => s.store !== 'at')).toEqual(
      before.stores.filter((s) => s.store !== 'at'),
    );
    expect(changed.audit[0]).toMatchObject({
      entityType: 'settings',
      entityId: 'at',
      store: 'at',
      before: { orderDeskEmail: at.orderDeskEmail, dealerAccount: at.dealerAccount },
      after: { orderDeskEmail: desk, dealerAccount: atNow.dealerAccount },
    });
    expect(Object.keys(changed.audit[0]!.after ?? {}).sort()).toEqual([
      'dealerAccount',
      'orderDeskEmail',
    ]);

    // A purchase placed now names the new account and its desk hears of it at the new address.
    const { gold } = await orderSkus(getApp());
    const token = (await anonymousSession(getApp())).accessToken;
    const order = await placeOrder(getApp(), token, {
      transactionType: 'buy',
      lines: [{ sku: gold, quantity: 1 }],
    });
    expect(order.dealerAccount).toEqual(atNow.dealerAccount);
    expect((await outbox(getApp(), desk)).length).toBe(1);
  });

  it('hands the checkout its limits: the cash payout limit in the store rules', async () => {
    await change({ stores: { ch: { cashPayoutLimit: 1_000_000, amlCashThreshold: 1_200_000 } } });
    expect(await rulesOf(getApp().db, 'ch')).toMatchObject({
      cashPayoutLimitCentAmount: 1_000_000,
      amlCashThresholdCentAmount: 1_200_000,
    });
    await change({ stores: { ch: { cashPayoutLimit: 1_500_000, amlCashThreshold: 1_500_000 } } });
  });

  it('refuses bad input in the caller’s language and changes nothing', async () => {
    const before = withoutAudit(await read());
    const badIban = await refused(
      400,
      {
        inMaintenance: true,
        stores: {
          de: {
            unpaidReminderDays: 4,
            dealerAccount: { ...sepaAccount, iban: 'AT61 1904 3002 3457 3202' },
          },
        },
      },
      manager,
      'de',
    );
    expect(badIban.details).toContainEqual({
      path: 'body.stores.de.dealerAccount.iban',
      message: 'Bitte geben Sie eine gültige IBAN ein.',
    });
    const days = await refused(400, { stores: { at: { unpaidReminderDays: 0 } } });
    expect(days.details).toContainEqual({
      path: 'body.stores.at.unpaidReminderDays',
      message: 'Please enter a whole number of days from 1 to 365.',
    });
    await refused(400, { stores: { fr: { unpaidReminderDays: 3 } } });
    await refused(400, { somethingElse: true });
    await refused(400, { stores: { at: { cashPayoutLimit: -1 } } });
    await refused(400, { stores: { at: { orderDeskEmail: 'not an address' } } });
    // The cancellation must stay after the reminder, also against the stored value.
    const order = await refused(
      400,
      { inMaintenance: true, stores: { at: { unpaidReminderDays: 10 }, de: { scrapBoxLimit: 1 } } },
      manager,
      'de',
    );
    expect(order).toMatchObject({
      code: 'settings_cancel_before_reminder',
      message: 'Die Stornierung muss nach der Erinnerung kommen.',
      details: [
        {
          path: 'body.stores.at.unpaidCancelDays',
          message: 'Die Stornierung muss später als die Erinnerung sein.',
        },
      ],
    });
    expect(withoutAudit(await read())).toEqual(before);
  });

  it('lets a member restricted to some stores read and change only those', async () => {
    const before = withoutAudit(await read());
    const own = await read(deOnly);
    expect(own.stores.map((s) => s.store)).toEqual(['de']);
    expect(own.shopEditable).toBe(false);
    expect(own.audit.every((entry) => entry.entityId === 'de' || entry.entityId === 'shop')).toBe(
      true,
    );
    for (const payload of [
      { inMaintenance: true },
      { stores: { at: { unpaidReminderDays: 4 } } },
      { stores: { de: { unpaidReminderDays: 4 }, at: { unpaidReminderDays: 4 } } },
    ])
      expect(await refused(403, payload, deOnly)).toMatchObject({
        code: 'staff_store_not_allowed',
      });
    expect(withoutAudit(await read())).toEqual(before);
    const changed = await change({ stores: { de: { unpaidReminderDays: 4 } } }, deOnly);
    expect(changed.stores[0]).toMatchObject({ store: 'de', unpaidReminderDays: 4 });
    expect(changed.audit[0]).toMatchObject({
      staff: { id: deOnly.id },
      entityId: 'de',
      before: { unpaidReminderDays: 5 },
      after: { unpaidReminderDays: 4 },
    });
    await change({ stores: { de: { unpaidReminderDays: 5 } } }, deOnly);
    // Without the settings permission: refused whatever else the member holds.
    await callError(getApp(), '/staff/settings', 403, { token: noSettings.token });
  });

  it('runs the unpaid-order job on the days stored for the store', async () => {
    await change({ stores: { at: { unpaidReminderDays: 2, unpaidCancelDays: 3 } } });
    try {
      const { gold } = await orderSkus(getApp());
      const token = (await anonymousSession(getApp())).accessToken;
      const order = await placeOrder(getApp(), token, {
        transactionType: 'buy',
        lines: [{ sku: gold, quantity: 1 }],
      });
      const placedAt = Date.parse(order.createdAt);
      const reminded = await getApp().orderDeadlines.run(new Date(placedAt + 2 * dayMs + 60_000));
      expect(reminded.reminded).toContain(order.id);
      expect(reminded.cancelled).not.toContain(order.id);
      const cancelled = await getApp().orderDeadlines.run(new Date(placedAt + 3 * dayMs + 60_000));
      expect(cancelled.cancelled).toContain(order.id);
    } finally {
      await change({ stores: { at: { unpaidReminderDays: 5, unpaidCancelDays: 10 } } });
    }
  });

  describe('the outbox for staff', () => {
    it('lists the mails by part of the address, newest first, and shows one whole', async () => {
      const email = uniqueEmail('postausgang');
      const { gold } = await orderSkus(getApp());
      const token = (await anonymousSession(getApp())).accessToken;
      await placeOrder(getApp(), token, {
        transactionType: 'buy',
        lines: [{ sku: gold, quantity: 1 }],
        email,
      });
      const part = email.slice(0, email.indexOf('@')).toUpperCase();
      const list = await callOk(
        getApp(),
        `/staff/outbox?q=${encodeURIComponent(part)}`,
        StaffOutboxListSchema,
        { token: manager.token },
      );
      expect(list.total).toBeGreaterThanOrEqual(1);
      expect(list.messages.every((m) => m.to === email)).toBe(true);
      const [first] = list.messages;
      const message = await callOk(
        getApp(),
        `/staff/outbox/${first!.id}`,
        StaffOutboxMessageSchema,
        { token: manager.token },
      );
      expect(message).toMatchObject({ id: first!.id, to: email, subject: first!.subject });
      expect(message.html).toContain('<');
      // The frame's own document: the mail with a policy of its own (its inline styles).
      const page = await getApp().inject({
        url: `/staff/outbox/${first!.id}/html`,
        headers: { authorization: `Bearer ${manager.token}` },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toBe(MAIL_VIEW_POLICY);
      expect(page.body).toBe(message.html);
      const everything = await callOk(getApp(), '/staff/outbox', StaffOutboxListSchema, {
        token: manager.token,
      });
      expect(everything.total).toBeGreaterThan(list.total);
      // A search for `%` matches a percent sign, not everything.
      const percent = await callOk(getApp(), '/staff/outbox?q=%25', StaffOutboxListSchema, {
        token: manager.token,
      });
      expect(percent.total).toBe(0);
    });

    it('refuses members restricted to some stores, and answers 404 for an unknown mail', async () => {
      expect(
        await callError(getApp(), '/staff/outbox', 403, { token: deOnly.token }),
      ).toMatchObject({ code: 'staff_store_not_allowed' });
      await callError(getApp(), '/staff/outbox', 403, { token: noSettings.token });
      expect(
        await callError(getApp(), '/staff/outbox/00000000-0000-4000-8000-000000000000', 404, {
          token: manager.token,
        }),
      ).toMatchObject({ code: 'outbox_message_not_found' });
      await callError(getApp(), '/staff/outbox/not-an-id', 400, { token: manager.token });
      const unknownHtml = '/staff/outbox/00000000-0000-4000-8000-000000000000/html';
      await callError(getApp(), unknownHtml, 403, { token: deOnly.token });
      expect(await callError(getApp(), unknownHtml, 404, { token: manager.token })).toMatchObject({
        code: 'outbox_message_not_found',
      });
    });
  });

  describe('undelivered mail for staff', () => {
    it('lists a dead message with its attempts and last error, and sends it again, audited', async () => {
      const to = uniqueEmail('dead');
      const [dead] = await getApp()
        .db.insert(messageDeliveries)
        .values({
          channel: 'email',
          recipient: to,
          subject: 'Ihre Bestellung',
          text: 'Guten Tag',
          html: '<p>Guten Tag</p>',
          state: 'dead',
          attempts: 15,
          lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        })
        .returning();
      const list = await callOk(getApp(), '/staff/deliveries', StaffDeliveryListSchema, {
        token: manager.token,
      });
      expect(list.messages.find((m) => m.id === dead!.id)).toMatchObject({
        channel: 'email',
        to,
        subject: 'Ihre Bestellung',
        state: 'dead',
        attempts: 15,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        nextAttemptAt: null,
      });
      expect(await outbox(getApp(), to)).toEqual([]);

      const retry = `/staff/deliveries/${dead!.id}/retry`;
      await callError(getApp(), retry, 403, { method: 'POST', token: deOnly.token });
      const answer = await call(getApp(), retry, { method: 'POST', token: manager.token });
      expect(answer.status).toBe(204);
      expect((await outbox(getApp(), to)).map((mail) => mail.subject)).toEqual(['Ihre Bestellung']);
      const audit = await getApp()
        .db.select()
        .from(auditEntries)
        .where(eq(auditEntries.entityId, dead!.id));
      expect(audit).toMatchObject([
        {
          staffId: manager.id,
          action: 'delivery.retry',
          before: { state: 'dead', attempts: 15 },
          after: { state: 'pending', attempts: 0 },
        },
      ]);
      // Delivered: no longer listed, and not sent a second time.
      const after = await callOk(getApp(), '/staff/deliveries', StaffDeliveryListSchema, {
        token: manager.token,
      });
      expect(after.messages.some((m) => m.id === dead!.id)).toBe(false);
      expect(
        await callError(getApp(), retry, 404, {
          method: 'POST',
          token: manager.token,
          headers: { 'accept-language': 'de' },
        }),
      ).toMatchObject({
        code: 'delivery_not_found',
        message:
          'Keine unzugestellte Nachricht mit dieser Kennung: Sie wurde inzwischen zugestellt oder wird gerade versandt.',
      });
      expect(await outbox(getApp(), to)).toHaveLength(1);
    });

    it('refuses members restricted to some stores or without the settings permission', async () => {
      expect(
        await callError(getApp(), '/staff/deliveries', 403, { token: deOnly.token }),
      ).toMatchObject({ code: 'staff_store_not_allowed' });
      await callError(getApp(), '/staff/deliveries', 403, { token: noSettings.token });
      await callError(getApp(), '/staff/deliveries', 401);
      await callError(getApp(), '/staff/deliveries/not-an-id/retry', 400, {
        method: 'POST',
        token: manager.token,
      });
    });
  });

  it('answers 401 without a staff session', async () => {
    await callError(getApp(), '/staff/settings', 401);
    const answer = await call(getApp(), '/staff/settings', { method: 'PUT', payload: {} });
    expect(answer.status).toBe(401);
  });
}
