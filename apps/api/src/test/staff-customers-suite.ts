import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  AuditListSchema,
  CustomerDataExportSchema,
  CustomerSchema,
  StaffCustomerActionSchema,
  StaffCustomerListSchema,
  StaffCustomerSchema,
} from '@shop/api-client/contract';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import {
  call,
  callError,
  callOk,
  clientAddress,
  individualDraft,
  login,
  outbox,
  password,
  register,
  signedInCustomer,
  uniqueEmail,
} from './accounts';
import { couponCalls } from './coupons-suite';
import { createStaffMember, type TestStaffMember } from './staff';

const german = (code: string) => plainMessage(everyErrorMessage.de, `error.${code}`);

/**
 * Customers in the back-office (issue 26, item 3) on every database: the search, a customer's
 * page, the actions (resend activation, unlock, end sessions, export, erase), each audited, and
 * the permission and store checks. The apps take the deposits suite's admin token.
 */
export function defineStaffCustomersSuite(getApp: () => FastifyInstance) {
  const app = () => getApp();
  const c = couponCalls(getApp);
  let desk: TestStaffMember;
  const as = (member: { token: string }, method: 'GET' | 'POST' = 'GET', language = 'en') => ({
    token: member.token,
    method,
    headers: { 'accept-language': language },
  });
  const action = (member: TestStaffMember, id: string, name: string, status = 200) =>
    callOk(
      app(),
      `/staff/customers/${id}/${name}`,
      StaffCustomerActionSchema,
      as(member, 'POST'),
      status,
    );
  const page = (id: string, member = desk) =>
    callOk(app(), `/staff/customers/${id}`, StaffCustomerSchema, as(member));
  const search = (q: string, member = desk) =>
    callOk(
      app(),
      `/staff/customers?q=${encodeURIComponent(q)}`,
      StaffCustomerListSchema,
      as(member),
    );
  const auditActions = async (id: string) =>
    (
      await callOk(app(), `/staff/audit?entityId=${id}`, AuditListSchema, {
        token: (await manager()).token,
      })
    ).entries.map((entry) => entry.action);
  let auditor: TestStaffMember | undefined;
  const manager = async () =>
    (auditor ??= await createStaffMember(app(), { permissions: ['staff'] }));

  beforeAll(async () => {
    desk = await createStaffMember(app(), { permissions: ['customers'] });
  });

  it('finds customers by name, e-mail, customer number, company and VAT ID, and shows their page', async () => {
    const email = uniqueEmail('firma');
    const { customer, token } = await signedInCustomer(app(), {
      ...individualDraft(email),
      firstName: 'Quirin',
      lastName: `Quast${process.pid}`,
      companyName: `Quast Edelmetalle ${process.pid} GmbH`,
      vatId: 'ATU13585627',
    });
    const [row] = await app().db.select().from(customers).where(eq(customers.id, customer.id));
    const number = `K-${row!.customerNumber}`;
    const ids = async (q: string) => (await search(q)).customers.map((found) => found.id);
    expect(await ids(email.slice(0, 20).toUpperCase())).toContain(customer.id);
    expect(await ids(`Quirin Quast${process.pid}`)).toContain(customer.id);
    expect(await ids(`Quast${process.pid} Quirin`)).toContain(customer.id);
    expect(await ids(number)).toContain(customer.id);
    expect(await ids(`edelmetalle ${process.pid}`)).toContain(customer.id);
    expect(await ids('ATU 1358')).toContain(customer.id);
    expect(await ids('no-such-customer-anywhere')).toEqual([]);

    const found = (await search(email)).customers[0]!;
    expect(found).toMatchObject({
      id: customer.id,
      customerNumber: number,
      store: 'at',
      email,
      active: true,
    });

    await callOk(app(), '/customers/me', CustomerSchema, { token });
    const shown = await page(customer.id);
    expect(shown.summary).toEqual(found);
    expect(shown.data.customer.email).toBe(email);
    expect(shown.signIns).toHaveLength(1);
    expect(Date.parse(shown.signIns[0]!)).toBeLessThanOrEqual(Date.now());
    expect(shown.audit).toEqual([]);
  });

  it('resends the activation mail to an inactive customer only', async () => {
    const inactive = await register(app());
    const mailsBefore = (await outbox(app(), inactive.email)).length;
    expect(await action(desk, inactive.id, 'activation')).toEqual({ done: 'activationSent' });
    expect((await outbox(app(), inactive.email)).length).toBe(mailsBefore + 1);

    const { customer } = await signedInCustomer(app());
    const refused = await callError(
      app(),
      `/staff/customers/${customer.id}/activation`,
      409,
      as(desk, 'POST', 'de'),
    );
    expect([refused.code, refused.message]).toEqual([
      'email_already_verified',
      german('email_already_verified'),
    ]);
    expect(await auditActions(inactive.id)).toEqual(['customer.activationSent']);
  });

  it('unlocks a customer locked out by failed logins: they sign in again at once', async () => {
    const { customer } = await signedInCustomer(app());
    const ip = clientAddress();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await call(app(), '/customers/login', {
        method: 'POST',
        payload: { email: customer.email, password: 'Wrong1234' },
        ip,
      });
    const locked = await call(app(), '/customers/login', {
      method: 'POST',
      payload: { email: customer.email, password },
      ip: clientAddress(),
    });
    expect(locked.status).toBe(429);

    // A phone-code lock too: the fifth wrong SMS code blocks confirming for 10 minutes.
    const { rateLimits } = app();
    await rateLimits.block(rateLimits.rules.codeAccount, customer.id, 600);
    expect(await rateLimits.withinLimits([[rateLimits.rules.codeAccount, customer.id]])).toBe(
      false,
    );

    expect(await action(desk, customer.id, 'unlock')).toEqual({ done: 'unlocked' });
    expect((await login(app(), customer.email)).customer.id).toBe(customer.id);
    expect(await rateLimits.withinLimits([[rateLimits.rules.codeAccount, customer.id]])).toBe(true);
    expect(await auditActions(customer.id)).toEqual(['customer.unlocked']);
  });

  it('ends all sessions of a customer and exports their data', async () => {
    const { customer, token } = await signedInCustomer(app());
    const second = await login(app(), customer.email);
    expect(await action(desk, customer.id, 'end-sessions')).toEqual({ done: 'sessionsEnded' });
    for (const signedIn of [token, second.accessToken])
      expect((await call(app(), '/customers/me', { token: signedIn })).status).toBe(401);

    const answer = await call(app(), `/staff/customers/${customer.id}/export`, as(desk));
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-disposition'])).toMatch(
      /^attachment; filename="customer-K-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = v.parse(CustomerDataExportSchema, answer.json);
    expect(exported.customer.email).toBe(customer.email);
    expect(await auditActions(customer.id)).toEqual([
      'customer.exported',
      'customer.sessionsEnded',
    ]);
  });

  it('refuses to erase a customer with an open order, and erases one without: the account goes, the order stays', async () => {
    const { gift } = await c.goods();
    const { customer, token } = await signedInCustomer(app());
    const placed = await c.postOrder(
      token,
      await c.depositCart(token, customer.email, [[gift, 1]], false),
    );
    expect(placed.status).toBe(201);
    const orderId = (placed.json as { id: string }).id;

    const refused = await callError(
      app(),
      `/staff/customers/${customer.id}/erase`,
      409,
      as(desk, 'POST', 'de'),
    );
    expect([refused.code, refused.message]).toEqual([
      'open_orders_exist',
      german('open_orders_exist'),
    ]);
    expect((await page(customer.id)).summary.id).toBe(customer.id);

    await c.cancel(orderId);
    const [row] = await app().db.select().from(customers).where(eq(customers.id, customer.id));
    expect(await action(desk, customer.id, 'erase')).toEqual({ done: 'erased' });
    expect((await callError(app(), `/staff/customers/${customer.id}`, 404, as(desk))).code).toBe(
      'customer_not_found',
    );
    expect((await search(customer.email)).customers).toEqual([]);
    const relogin = await call(app(), '/customers/login', {
      method: 'POST',
      payload: { email: customer.email, password },
      ip: clientAddress(),
    });
    expect(relogin.status).toBe(400);
    expect((await call(app(), '/customers/me', { token })).status).toBe(401);
    // The order (and the documents drawn from it) stays, as the law requires.
    expect(await app().db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(1);

    const { entries } = await callOk(
      app(),
      `/staff/audit?entityId=${customer.id}`,
      AuditListSchema,
      { token: (await manager()).token },
    );
    expect(entries[0]).toMatchObject({
      action: 'customer.erased',
      store: 'at',
      before: { customerNumber: `K-${row!.customerNumber}`, store: 'at' },
      after: null,
    });
    expect(JSON.stringify(entries[0])).not.toContain(customer.email);
  });

  it('answers 403 to a member without the permission and keeps a store-restricted member to their stores', async () => {
    const { customer } = await signedInCustomer(app());
    const german = await register(app(), individualDraft(uniqueEmail('de')), {
      headers: { 'x-store-key': 'de' },
    });
    const orders = await createStaffMember(app(), { permissions: ['orders'] });
    expect(
      (await callError(app(), `/staff/customers?q=${customer.email}`, 403, as(orders))).code,
    ).toBe('staff_permission_missing');

    const deDesk = await createStaffMember(app(), { permissions: ['customers'], stores: ['de'] });
    expect((await search(customer.email, deDesk)).customers).toEqual([]);
    expect((await search(german.email, deDesk)).customers.map((found) => found.store)).toEqual([
      'de',
    ]);
    expect((await page(german.id, deDesk)).summary.email).toBe(german.email);
    for (const [path, method] of [
      ['', 'GET'],
      ['/export', 'GET'],
      ['/activation', 'POST'],
      ['/unlock', 'POST'],
      ['/end-sessions', 'POST'],
      ['/erase', 'POST'],
    ] as const) {
      expect(
        (await callError(app(), `/staff/customers/${customer.id}${path}`, 403, as(deDesk, method)))
          .code,
      ).toBe('staff_store_not_allowed');
      expect(
        (await callError(app(), `/staff/customers/${customer.id}${path}`, 403, as(orders, method)))
          .code,
      ).toBe('staff_permission_missing');
    }
    expect((await page(customer.id)).summary.id).toBe(customer.id);
    expect(
      (await callError(app(), `/staff/customers/${crypto.randomUUID()}`, 404, as(desk))).code,
    ).toBe('customer_not_found');
    expect((await callError(app(), '/staff/customers/not-a-uuid', 400, as(desk))).code).toBe(
      'invalid_request',
    );
  });
}
