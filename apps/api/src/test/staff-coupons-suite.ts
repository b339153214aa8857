import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AuditListSchema,
  StaffCouponListSchema,
  StaffCouponRedemptionListSchema,
  StaffCouponSchema,
  type StaffCouponBodyInput,
} from '@shop/api-client/contract';
import { everyErrorMessage, plainMessage } from '@shop/i18n/messages';
import { discountCodes } from '../checkout/tables';
import { callError, callOk, signedInCustomer } from './accounts';
import { couponCalls } from './coupons-suite';
import { createStaffMember, type TestStaffMember } from './staff';

const dayMs = 24 * 60 * 60 * 1000;
const german = (code: string) => plainMessage(everyErrorMessage.de, `error.${code}`);
const uniqueCode = (label = 'STAFF') => `${label}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

/**
 * Coupons in the back-office (issue 26, item 2) on every database: the calls, their permission
 * and store checks, refused input that changes nothing, the audit entries, and the carts' rules
 * (spec 5) for what staff set. The apps take the deposits suite's admin token (coupons suite).
 */
export function defineStaffCouponsSuite(getApp: () => FastifyInstance) {
  const app = () => getApp();
  const c = couponCalls(getApp);
  let manager: TestStaffMember;
  const as = (
    member: { token: string },
    method: 'GET' | 'POST' | 'PUT' = 'GET',
    payload?: unknown,
    language = 'en',
  ) => ({ token: member.token, method, payload, headers: { 'accept-language': language } });
  const body = (terms: Partial<StaffCouponBodyInput> = {}): StaffCouponBodyInput => ({
    code: uniqueCode(),
    kind: 'percent',
    value: 10,
    stores: ['at'],
    validFrom: new Date(Date.now() - dayMs).toISOString(),
    validUntil: new Date(Date.now() + 30 * dayMs).toISOString(),
    usageLimit: 5,
    ...terms,
  });
  const create = (terms: Partial<StaffCouponBodyInput> = {}, member = manager) =>
    callOk(app(), '/staff/coupons', StaffCouponSchema, as(member, 'POST', body(terms)), 201);
  const auditOf = (entityId: string) =>
    callOk(app(), `/staff/audit?entityId=${entityId}`, AuditListSchema, {
      token: manager.token,
    });
  const couponCount = async () => (await app().db.select().from(discountCodes)).length;

  beforeAll(async () => {
    manager = await createStaffMember(app(), { permissions: ['coupons', 'staff'] });
  });

  it('creates a coupon that a customer redeems in the shop, and lists the order as its redemption', async () => {
    const code = uniqueCode('web');
    const created = await create({ code, kind: 'fixed', value: 500, usageLimitPerCustomer: 2 });
    expect(created).toMatchObject({
      code: code.toUpperCase(),
      kind: 'fixed',
      value: 500,
      currency: 'EUR',
      stores: ['at'],
      usageLimit: 5,
      usageLimitPerCustomer: 2,
      active: true,
      redemptions: 0,
    });
    expect(
      await callOk(app(), `/staff/coupons/${created.id}`, StaffCouponSchema, as(manager)),
    ).toEqual(created);
    const list = await callOk(app(), '/staff/coupons', StaffCouponListSchema, as(manager));
    expect(list.coupons.find((coupon) => coupon.id === created.id)).toEqual(created);

    const { gift } = await c.goods();
    const { token, customer } = await signedInCustomer(app());
    const cart = await c.depositCart(token, customer.email, [[gift, 3]], false);
    const added = await c.addCoupon(token, cart, code.toLowerCase());
    expect(added.discount).toMatchObject({ code: code.toUpperCase(), amount: { centAmount: 500 } });
    const placed = await c.postOrder(token, added);
    expect(placed.status).toBe(201);
    const order = placed.json as { id: string; orderNumber: string };

    const { redemptions } = await callOk(
      app(),
      `/staff/coupons/${created.id}/redemptions`,
      StaffCouponRedemptionListSchema,
      as(manager),
    );
    expect(redemptions).toEqual([
      expect.objectContaining({
        orderId: order.id,
        orderNumber: order.orderNumber,
        store: 'at',
        customerEmail: customer.email,
        discount: { centAmount: 500, currency: 'EUR' },
      }),
    ]);
    expect(
      (await callOk(app(), `/staff/coupons/${created.id}`, StaffCouponSchema, as(manager)))
        .redemptions,
    ).toBe(1);

    const { entries } = await auditOf(created.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'coupon.created',
        entityType: 'coupon',
        store: 'at',
        staff: expect.objectContaining({ id: manager.id }) as unknown,
        before: null,
        after: expect.objectContaining({ code: code.toUpperCase(), value: 500 }) as unknown,
      }),
    ]);
  });

  it('edits and deactivates a coupon with audit entries; a deactivated coupon takes nothing off and cannot be added', async () => {
    const created = await create();
    const { gift } = await c.goods();
    const { token, customer } = await signedInCustomer(app());
    const held = await c.addCoupon(
      token,
      await c.depositCart(token, customer.email, [[gift, 1]], false),
      created.code,
    );
    expect(held.discount?.amount.centAmount).toBeGreaterThan(0);

    const edited = await callOk(
      app(),
      `/staff/coupons/${created.id}`,
      StaffCouponSchema,
      as(manager, 'PUT', body({ code: created.code, value: 12.5, usageLimit: 9 })),
    );
    expect(edited).toMatchObject({ value: 12.5, usageLimit: 9, active: true });

    const deactivated = await callOk(
      app(),
      `/staff/coupons/${created.id}/deactivate`,
      StaffCouponSchema,
      as(manager, 'POST'),
    );
    expect(deactivated).toMatchObject({ active: false, value: 12.5 });
    expect(deactivated.deactivatedAt).not.toBeNull();
    // Again: no change, no second entry.
    await callOk(
      app(),
      `/staff/coupons/${created.id}/deactivate`,
      StaffCouponSchema,
      as(manager, 'POST'),
    );

    expect((await c.cartNow(token, held.id))?.discount?.amount.centAmount).toBe(0);
    const fresh = await c.depositCart(token, customer.email, [[gift, 1]], false);
    expect((await c.couponRefused(token, fresh, created.code, 404)).code).toBe('coupon_not_found');

    const { entries } = await auditOf(created.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'coupon.deactivated',
      'coupon.updated',
      'coupon.created',
    ]);
    expect(entries[1]).toMatchObject({
      before: { value: 10, usageLimit: 5 },
      after: { value: 12.5, usageLimit: 9 },
    });
    expect(entries[0]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('holds the cart rules for what staff set: stores, the minimum cart value', async () => {
    const { gift } = await c.goods();
    const { token, customer } = await signedInCustomer(app());
    const cart = await c.depositCart(token, customer.email, [[gift, 1]], false);
    const goods = cart.lineItems[0]!.totalPrice.centAmount;

    const german = await create({ stores: ['de'] });
    expect((await c.couponRefused(token, cart, german.code, 404)).code).toBe('coupon_not_found');

    const minimum = await create({ minCartValue: { centAmount: goods + 1, currency: 'EUR' } });
    expect(minimum.currency).toBe('EUR');
    expect(await c.couponRefused(token, cart, minimum.code, 400)).toEqual({
      code: 'coupon_minimum_not_reached',
      message: plainMessage(everyErrorMessage.en, 'error.coupon_minimum_not_reached'),
      german: plainMessage(everyErrorMessage.de, 'error.coupon_minimum_not_reached'),
    });
    const reached = await create({ minCartValue: { centAmount: goods, currency: 'EUR' } });
    expect((await c.addCoupon(token, cart, reached.code)).discount?.amount.centAmount).toBe(
      Math.round(goods * 0.1),
    );
  });

  it('refuses bad input with localized reasons and changes nothing', async () => {
    const before = await couponCount();
    const refused = async (terms: Partial<StaffCouponBodyInput>, status = 400) =>
      callError(app(), '/staff/coupons', status, as(manager, 'POST', body(terms), 'de'));

    const badCode = await refused({ code: 'NO SPACES' });
    expect(badCode.details).toEqual([
      {
        path: 'body.code',
        message: plainMessage(everyErrorMessage.de, 'validation.couponCode'),
      },
    ]);
    expect((await refused({ value: 100.5 })).details?.[0]?.path).toBe('body.value');
    expect((await refused({ kind: 'fixed', value: 9.5 })).details?.[0]?.path).toBe('body.value');
    expect(
      (
        await refused({
          validFrom: new Date().toISOString(),
          validUntil: new Date(Date.now() - dayMs).toISOString(),
        })
      ).details?.[0]?.path,
    ).toBe('body.validUntil');
    expect((await refused({ usageLimit: 0 })).details?.[0]?.path).toBe('body.usageLimit');
    // A fixed amount for stores of different currencies needs one named.
    const currency = await refused({ kind: 'fixed', value: 500, stores: ['at', 'ch'] });
    expect([currency.code, currency.message]).toEqual([
      'coupon_currency_needed',
      german('coupon_currency_needed'),
    ]);
    const taken = await create();
    const duplicate = await refused({ code: taken.code.toLowerCase() }, 409);
    expect([duplicate.code, duplicate.message]).toEqual([
      'coupon_code_taken',
      german('coupon_code_taken'),
    ]);
    expect(await couponCount()).toBe(before + 1);

    const unknown = crypto.randomUUID();
    expect((await callError(app(), `/staff/coupons/${unknown}`, 404, as(manager))).code).toBe(
      'staff_coupon_not_found',
    );
    // An edit refused changes nothing either.
    await callError(
      app(),
      `/staff/coupons/${taken.id}`,
      400,
      as(manager, 'PUT', body({ code: taken.code, value: 0 })),
    );
    const [row] = await app().db.select().from(discountCodes).where(eq(discountCodes.id, taken.id));
    expect(row!.percentBps).toBe(1000);
  });

  it('answers 403 to a member without the permission and keeps a store-restricted member to their stores', async () => {
    const atCoupon = await create();
    const everyStore = await create({ stores: null });
    const orders = await createStaffMember(app(), { permissions: ['orders'] });
    for (const [url, method] of [
      ['/staff/coupons', 'GET'],
      [`/staff/coupons/${atCoupon.id}`, 'GET'],
      [`/staff/coupons/${atCoupon.id}/deactivate`, 'POST'],
      [`/staff/coupons/${atCoupon.id}/redemptions`, 'GET'],
    ] as const)
      expect((await callError(app(), url, 403, as(orders, method))).code).toBe(
        'staff_permission_missing',
      );
    expect((await callError(app(), '/staff/coupons', 403, as(orders, 'POST', body()))).code).toBe(
      'staff_permission_missing',
    );

    const german = await createStaffMember(app(), { permissions: ['coupons'], stores: ['de'] });
    const own = await create({ stores: ['de'], kind: 'fixed', value: 300 }, german);
    expect(own.currency).toBe('EUR');
    const seen = await callOk(app(), '/staff/coupons', StaffCouponListSchema, as(german));
    expect(seen.coupons.map((coupon) => coupon.id)).toContain(own.id);
    expect(seen.coupons.map((coupon) => coupon.id)).not.toContain(atCoupon.id);
    expect(seen.coupons.map((coupon) => coupon.id)).not.toContain(everyStore.id);
    for (const [url, method, payload] of [
      [`/staff/coupons/${atCoupon.id}`, 'GET', undefined],
      [`/staff/coupons/${everyStore.id}`, 'GET', undefined],
      [`/staff/coupons/${atCoupon.id}/deactivate`, 'POST', undefined],
      [`/staff/coupons/${atCoupon.id}/redemptions`, 'GET', undefined],
      [`/staff/coupons/${atCoupon.id}`, 'PUT', body({ code: atCoupon.code, stores: ['de'] })],
      [`/staff/coupons/${own.id}`, 'PUT', body({ code: own.code, stores: ['de', 'at'] })],
      ['/staff/coupons', 'POST', body({ stores: null })],
      ['/staff/coupons', 'POST', body({ stores: ['at'] })],
    ] as const)
      expect((await callError(app(), url, 403, as(german, method, payload))).code).toBe(
        'staff_store_not_allowed',
      );
    const [row] = await app()
      .db.select()
      .from(discountCodes)
      .where(eq(discountCodes.id, atCoupon.id));
    expect(row!.deactivatedAt).toBeNull();
  });
}
