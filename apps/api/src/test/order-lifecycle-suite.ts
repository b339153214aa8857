import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  BranchListSchema,
  OrderLookupAnswerSchema,
  OrderSchema,
  ShippingMethodListSchema,
  StaffOrderListSchema,
  StaffOrderSchema,
  type Cart,
  type Order,
  type StaffOrder,
} from '@shop/api-client/contract';
import { products } from '../catalogue/tables';
import { demoOrderDesk } from '../orders/order-desk';
import { unpaidOrders } from '../orders/lifecycle/unpaid';
import { orderEvents } from '../orders/tables';
import {
  call,
  callError,
  callOk,
  clientAddress,
  outbox,
  signedInCustomer,
  type Answer,
} from './accounts';
import { depositCalls, goldCoin } from './deposits-suite';
import { createStaffMember, type TestStaffMember } from './staff';

/** A member's call to a staff order route. */
export function staffCalls(getApp: () => FastifyInstance) {
  const view = (member: TestStaffMember, orderId: string) =>
    callOk(getApp(), `/staff/orders/${orderId}`, StaffOrderSchema, { token: member.token });
  const move = (
    member: TestStaffMember,
    orderId: string,
    payload: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> =>
    call(getApp(), `/staff/orders/${orderId}/transitions`, {
      method: 'POST',
      token: member.token,
      payload,
      headers: { 'accept-language': 'de', ...headers },
    });
  const moved = async (member: TestStaffMember, orderId: string, payload: object) => {
    const answer = await move(member, orderId, payload);
    if (answer.status !== 200)
      throw new Error(
        `${JSON.stringify(payload)} answered ${answer.status}: ${JSON.stringify(answer.json)}`,
      );
    return v.parse(StaffOrderSchema, answer.json);
  };
  return { view, move, moved };
}

const events = (order: StaffOrder) => order.timeline.map((entry) => entry.event);
const subjects = async (app: FastifyInstance, to: string) =>
  (await outbox(app, to)).map((mail) => mail.subject);

/**
 * The order lifecycle on every database (issue 25, items 5-8 and 10): every transition of a
 * purchase and a sale through the staff's calls, each refusal (wrong state with the allowed
 * events, another store, a missing permission, bad details), repeats, the customer's own steps,
 * the mails in the order's language, the board with its counts and CSV, and a guest's lookup.
 * The app must have the seeded catalogue and prices.
 */
export function defineOrderLifecycleSuite(getApp: () => FastifyInstance) {
  let gold: string;
  let scrap: string;
  /** Every permission the order steps need, every store. */
  let desk: TestStaffMember;
  /** Orders only (no payments, no sell-backs), every store. */
  let clerk: TestStaffMember;
  /** The order desk of Germany only. */
  let germanDesk: TestStaffMember;
  let calls: ReturnType<typeof depositCalls>;
  const staff = staffCalls(getApp);

  beforeAll(async () => {
    calls = depositCalls(getApp);
    gold = await goldCoin(getApp);
    const [scrapRow] = await getApp()
      .db.select({ sku: products.sku })
      .from(products)
      .where(sql`${products.sku} = 'SCRAP-AU-585'`);
    scrap = scrapRow!.sku;
    desk = await createStaffMember(getApp(), {
      permissions: ['orders', 'payments', 'sellBacks'],
      name: 'Desk Member',
    });
    clerk = await createStaffMember(getApp(), { permissions: ['orders'] });
    germanDesk = await createStaffMember(getApp(), {
      permissions: ['orders', 'payments', 'sellBacks'],
      stores: ['de'],
    });
  }, 120_000);

  /** A signed-in customer's bank-transfer purchase of `quantity` gold coins, shipped. */
  async function purchase(quantity = 1) {
    const { token, customer } = await signedInCustomer(getApp());
    const cart = await calls.depositCart(token, customer.email, [[gold, quantity]], false);
    const order = await calls.placeOrder(token, cart);
    return { token, email: customer.email, order };
  }

  const methodId = async (key: string) => {
    const list = await callOk(getApp(), '/orders/shipping-methods', ShippingMethodListSchema);
    return list.find((method) => method.key === key)!.id;
  };

  /** A cash purchase picked up in the first branch. */
  async function cashPurchase(quantity: number) {
    const { token, customer } = await signedInCustomer(getApp());
    const cart: Cart = await calls.depositCart(token, customer.email, [[gold, quantity]], false);
    const [branch] = await callOk(getApp(), '/branches', BranchListSchema);
    const ready = await calls.update(token, cart, {
      shippingMethodId: await methodId('pickup'),
      pickupBranchId: branch!.id,
      paymentMethod: 'cashInStore',
    });
    return { token, email: customer.email, order: await calls.placeOrder(token, ready) };
  }

  /** A sale of `grams` of 585 scrap gold posted to the dealer. */
  async function scrapSale(grams: number) {
    const { token, customer } = await signedInCustomer(getApp());
    const cart = await calls.depositCart(token, customer.email, [[scrap, grams]], false, 'sell');
    const posted = await calls.update(token, cart, {
      shippingMethodId: await methodId('shipping'),
    });
    return { token, email: customer.email, order: await calls.placeOrder(token, posted) };
  }

  const customerView = (token: string, orderId: string) =>
    callOk(getApp(), `/orders/${orderId}`, OrderSchema, calls.as(token));
  const stockOf = async (sku: string) => {
    const [row] = await getApp()
      .db.select({ stock: products.stock })
      .from(products)
      .where(eq(products.sku, sku));
    return row!.stock;
  };
  const payment = (order: Order, centAmount = order.totalGrossPrice.centAmount) => ({
    event: 'paymentReceived',
    amount: { centAmount, currency: order.currency },
    paidAt: new Date().toISOString(),
    reference: `Transfer ${order.orderNumber}`,
  });

  it('takes a purchase from placing through payment and shipping to Complete, and tells the customer at each step', async () => {
    const { token, email, order } = await purchase();
    expect(order).toMatchObject({ orderState: 'Open', paymentState: 'Pending' });
    expect(order.timeline.map((entry) => entry.event)).toEqual(['placed']);
    expect(order.allowedCustomerActions).toEqual(['cancel']);
    // The order desk heard of it.
    expect(await subjects(getApp(), demoOrderDesk.at)).toContain(
      `Neue Bestellung ${order.orderNumber} (AT, Kauf)`,
    );

    const placed = await staff.view(desk, order.id);
    expect(placed.allowedEvents).toEqual(['paymentReceived', 'cancelled']);
    expect(placed.consents?.acceptedAt).toBe(order.createdAt);
    expect(placed.customer.email).toBe(email);

    // Shipping before payment: refused with what the order allows now.
    const early = await staff.move(desk, order.id, {
      event: 'shipped',
      carrier: 'dhl',
      trackingNumber: '00340434161094042557',
    });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({
      code: 'transition_not_allowed',
      message: 'Dieser Schritt ist im aktuellen Zustand der Bestellung nicht möglich.',
      allowedEvents: ['paymentReceived', 'cancelled'],
    });

    const paid = await staff.moved(desk, order.id, payment(order));
    expect(paid.order).toMatchObject({ orderState: 'Confirmed', paymentState: 'Paid' });
    expect(paid.order.paymentDate).not.toBeNull();
    expect(paid.allowedEvents).toEqual(['shipped', 'cancelled']);
    expect(paid.payment).toMatchObject({ amountMismatch: false, received: order.totalGrossPrice });

    const shipped = await staff.moved(desk, order.id, {
      event: 'shipped',
      carrier: 'dhl',
      trackingNumber: '00340434161094042557',
    });
    expect(shipped.order.orderState).toBe('Complete');
    expect(shipped.allowedEvents).toEqual([]);
    expect(events(shipped)).toEqual(['placed', 'paymentReceived', 'shipped']);
    expect(shipped.timeline[1]!.actor).toEqual({ kind: 'staff', id: desk.id, name: 'Desk Member' });
    // Each transition is in the audit log with the states before and after.
    expect(shipped.audit.map((entry) => entry.action)).toEqual([
      'order.shipped',
      'order.paymentReceived',
    ]);
    expect(shipped.audit[0]).toMatchObject({
      staff: { id: desk.id },
      store: 'at',
      before: { orderState: 'Confirmed', paymentState: 'Paid' },
      after: { orderState: 'Complete', carrier: 'dhl' },
    });

    const seen = await customerView(token, order.id);
    expect(seen.timeline.map((entry) => entry.event)).toEqual([
      'placed',
      'paymentReceived',
      'shipped',
    ]);
    // The customer reads no payment reference.
    expect(seen.timeline[1]!.details).toEqual({ paidAt: expect.any(String) });
    expect(seen.trackingUrl).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?tracking-id=00340434161094042557',
    );
    expect(seen.allowedCustomerActions).toEqual([]);
    const mails = await outbox(getApp(), email);
    const shippedMail = mails.find((mail) => mail.subject.includes('versandt'))!;
    expect(shippedMail.subject).toBe(`Ihre Bestellung ${order.orderNumber} wurde versandt`);
    expect(shippedMail.text).toContain(seen.trackingUrl!);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Zahlung für Ihre Bestellung ${order.orderNumber} erhalten`,
    );
    // The confirmation names the page where a guest finds the order again.
    const confirmation = mails.find(
      (mail) => mail.subject === `Ihre Bestellung ${order.orderNumber}`,
    )!;
    expect(confirmation.text).toMatch(/hier: http:\/\/[^ ]+\/bestellung-finden/);
  }, 120_000);

  it('mails each step in the language the order was placed in', async () => {
    const { token, customer } = await signedInCustomer(getApp());
    const cart = await calls.depositCart(token, customer.email, [[gold, 1]], false);
    const english = await calls.placeOrder(
      token,
      await calls.update(token, cart, { locale: 'en' }),
    );
    expect(english.locale).toMatch(/^en-/);
    await staff.moved(desk, english.id, payment(english));
    await staff.moved(desk, english.id, { event: 'cancelled', reason: 'Out of stock at the mint' });
    const mails = await subjects(getApp(), customer.email);
    expect(mails).toEqual(
      expect.arrayContaining([
        `Payment received for your order ${english.orderNumber}`,
        `Your order ${english.orderNumber} has been cancelled`,
      ]),
    );
  }, 120_000);

  it('answers a repeat with the order as it is, once, and refuses another event where the state has moved on', async () => {
    const { email, order } = await purchase();
    const body = payment(order);
    const first = await staff.moved(desk, order.id, body);
    const again = await staff.moved(desk, order.id, body);
    expect(again.order).toEqual(first.order);
    expect(events(again)).toEqual(['placed', 'paymentReceived']);
    expect(
      (await subjects(getApp(), email)).filter((subject) => subject.startsWith('Zahlung')),
    ).toHaveLength(1);
    // The same Idempotency-Key with other details is a reuse.
    const keyed = { 'idempotency-key': crypto.randomUUID() };
    expect(
      (
        await staff.move(
          desk,
          order.id,
          { event: 'shipped', carrier: 'ups', trackingNumber: '1Z999' },
          keyed,
        )
      ).status,
    ).toBe(200);
    const reused = await staff.move(
      desk,
      order.id,
      { event: 'shipped', carrier: 'ups', trackingNumber: '1Z998' },
      keyed,
    );
    expect(reused.status).toBe(422);
    // Another payment now: refused, the states stay.
    const late = await staff.move(desk, order.id, { ...body, reference: 'second' });
    expect(late.status).toBe(409);
    expect((await staff.view(desk, order.id)).order.orderState).toBe('Complete');
  }, 120_000);

  it('refuses an amount other than the total unless accepted, then flags it', async () => {
    const { order } = await purchase();
    const short = payment(order, order.totalGrossPrice.centAmount - 100);
    const refused = await staff.move(desk, order.id, short);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'payment_amount_mismatch' });
    expect((await staff.view(desk, order.id)).order.paymentState).toBe('Pending');
    const accepted = await staff.moved(desk, order.id, { ...short, acceptMismatch: true });
    expect(accepted.payment).toMatchObject({
      amountMismatch: true,
      received: { centAmount: order.totalGrossPrice.centAmount - 100 },
    });
    expect(accepted.timeline[1]!.details).toMatchObject({
      amountMismatch: { expected: order.totalGrossPrice },
    });
    const board = await callOk(
      getApp(),
      `/staff/orders?q=${order.orderNumber}`,
      StaffOrderListSchema,
      { token: desk.token },
    );
    expect(board.orders[0]).toMatchObject({ id: order.id, paymentAmountMismatch: true });
  }, 120_000);

  it('refuses bad details with a localized 400 and changes nothing', async () => {
    const { order } = await purchase();
    for (const [payload, path] of [
      [{ event: 'shipped', carrier: 'pigeon', trackingNumber: 'X1' }, 'body.carrier'],
      [{ event: 'cancelled', reason: '   ' }, 'body.reason'],
      [
        { ...payment(order), paidAt: new Date(Date.now() + 3_600_000).toISOString() },
        'body.paidAt',
      ],
      [{ ...payment(order), paidAt: '2020-01-01T00:00:00Z' }, 'body.paidAt'],
      [{ event: 'teleported' }, 'body.event'],
    ] as const) {
      const answer = await staff.move(desk, order.id, payload);
      expect(answer.status).toBe(400);
      const error = answer.json as { code: string; details: { path: string; message: string }[] };
      expect(error.code).toBe('invalid_request');
      expect(error.details.map((detail) => detail.path)).toContain(path);
      expect(error.details.every((detail) => !detail.message.startsWith('validation.'))).toBe(true);
    }
    const unchanged = await staff.view(desk, order.id);
    expect(unchanged.order).toMatchObject({ orderState: 'Open', paymentState: 'Pending' });
    expect(events(unchanged)).toEqual(['placed']);
  }, 120_000);

  it('checks the permission of the event and the store of the order, on every call', async () => {
    const { order } = await purchase();
    // Orders without payments: may read, not record a payment.
    expect((await staff.view(clerk, order.id)).order.id).toBe(order.id);
    const noPayments = await staff.move(clerk, order.id, payment(order));
    expect(noPayments.status).toBe(403);
    expect(noPayments.json).toMatchObject({ code: 'staff_permission_missing' });
    // Germany's desk: the Austrian order is not theirs, to read or to move.
    const read = await callError(getApp(), `/staff/orders/${order.id}`, 403, {
      token: germanDesk.token,
    });
    expect(read.code).toBe('staff_store_not_allowed');
    const moved = await staff.move(germanDesk, order.id, payment(order));
    expect(moved.status).toBe(403);
    expect(moved.json).toMatchObject({ code: 'staff_store_not_allowed' });
    const board = await callOk(
      getApp(),
      `/staff/orders?q=${order.orderNumber}`,
      StaffOrderListSchema,
      { token: germanDesk.token },
    );
    expect(board).toMatchObject({ orders: [], total: 0 });
    // Without a staff session, or with a customer's token: 401.
    expect((await call(getApp(), `/staff/orders/${order.id}`)).status).toBe(401);
    expect(events(await staff.view(desk, order.id))).toEqual(['placed']);
    expect(
      (await call(getApp(), `/staff/orders/${crypto.randomUUID()}`, { token: desk.token })).status,
    ).toBe(404);
  }, 120_000);

  it('lets the customer cancel while unpaid (stock back, mailed with the reason), not after payment', async () => {
    const { token, email, order } = await purchase(2);
    const before = await stockOf(gold);
    const cancelled = await callOk(
      getApp(),
      `/orders/${order.id}/cancellation`,
      OrderSchema,
      calls.as(token, { method: 'POST' }),
    );
    expect(cancelled).toMatchObject({ orderState: 'Cancelled', allowedCustomerActions: [] });
    expect(await stockOf(gold)).toBe(before + 2);
    const mail = (await outbox(getApp(), email)).find((m) => m.subject.includes('storniert'))!;
    expect(mail.text).toContain('Grund: Von Ihnen storniert.');
    expect(cancelled.timeline.at(-1)).toMatchObject({
      event: 'cancelled',
      details: { reason: 'Von Ihnen storniert.' },
    });

    const paid = await purchase();
    await staff.moved(desk, paid.order.id, payment(paid.order));
    const refused = await callError(
      getApp(),
      `/orders/${paid.order.id}/cancellation`,
      409,
      calls.as(paid.token, { method: 'POST', headers: { 'accept-language': 'en' } }),
    );
    expect(refused).toMatchObject({
      code: 'cancellation_not_allowed',
      message: 'The order can no longer be cancelled: it is paid, complete or already cancelled.',
    });
    // Another customer's order is not found.
    const stranger = await signedInCustomer(getApp());
    expect(
      (
        await call(
          getApp(),
          `/orders/${order.id}/cancellation`,
          calls.as(stranger.token, { method: 'POST' }),
        )
      ).status,
    ).toBe(404);
    // Staff cancel a paid order with a reason.
    const byStaff = await staff.moved(desk, paid.order.id, {
      event: 'cancelled',
      reason: 'Customer asked by phone',
    });
    expect(byStaff.order.orderState).toBe('Cancelled');
  }, 120_000);

  it('hands a cash purchase over in the branch, paid there, with the ID check it needs', async () => {
    const { email, order } = await cashPurchase(5);
    expect(order.cashIdentificationRequired).toBe(true);
    expect((await staff.view(desk, order.id)).allowedEvents).toEqual([
      'readyForPickup',
      'cancelled',
    ]);
    const ready = await staff.moved(desk, order.id, { event: 'readyForPickup' });
    expect(ready.order).toMatchObject({ orderState: 'Confirmed', paymentState: 'Pending' });
    expect(ready.allowedEvents).toEqual(['handedOver', 'cancelled']);
    const pickupMail = (await outbox(getApp(), email)).find((m) => m.subject.includes('Abholung'))!;
    expect(pickupMail.text).toContain('Lichtbildausweis');
    const noId = await staff.move(desk, order.id, {
      event: 'handedOver',
      identificationChecked: false,
    });
    expect(noId.status).toBe(400);
    expect(noId.json).toMatchObject({
      details: [{ path: 'body.identificationChecked' }],
    });
    const handed = await staff.moved(desk, order.id, {
      event: 'handedOver',
      identificationChecked: true,
    });
    expect(handed.order).toMatchObject({ orderState: 'Complete', paymentState: 'Paid' });
    expect(handed.order.paymentDate).not.toBeNull();
  }, 120_000);

  it('takes a sale through goods received and an assay with a lower payout to the accepted offer and the payout', async () => {
    const { token, email, order } = await scrapSale(20);
    expect(order).toMatchObject({ orderState: 'Requested', paymentState: 'Pending' });
    const line = order.lineItems[0]!;
    // Goods and assay need sellBacks: the clerk may not.
    expect(
      (
        await staff.move(clerk, order.id, {
          event: 'goodsReceived',
          lines: [{ lineId: line.id, received: true }],
        })
      ).status,
    ).toBe(403);
    const received = await staff.moved(desk, order.id, {
      event: 'goodsReceived',
      lines: [{ lineId: line.id, received: true }],
    });
    expect(received.allowedEvents).toEqual(['assayed', 'cancelled']);
    expect(await subjects(getApp(), email)).toContain(
      `Ihre Ware für den Verkauf ${order.orderNumber} ist eingetroffen`,
    );
    // 18 g instead of 20 g: the payout falls, and needs a reason.
    const assay = {
      event: 'assayed',
      lines: [{ lineId: line.id, weightGrams: 18, fineness: 585 }],
    };
    const noReason = await staff.move(desk, order.id, assay);
    expect(noReason.status).toBe(400);
    expect(noReason.json).toMatchObject({ details: [{ path: 'body.lines.0.reason' }] });
    const offered = await staff.moved(desk, order.id, {
      ...assay,
      lines: [{ ...assay.lines[0], reason: 'Weighed 18 g without the clasp' }],
    });
    // The locked unit price per gram of 585 scrap, for 2 g less.
    const payout = order.totalGrossPrice.centAmount - line.price.centAmount * 2;
    expect(offered.order).toMatchObject({
      orderState: 'Requested',
      settlement: { offerPending: true, payout: { centAmount: payout } },
      allowedCustomerActions: ['acceptOffer', 'declineOffer'],
    });
    const offerMail = (await outbox(getApp(), email)).find((m) =>
      m.subject.startsWith('Unser endgültiges Angebot'),
    )!;
    expect(offerMail.text).toContain('Weighed 18 g without the clasp');
    expect(offerMail.text).toMatch(/offerToken=[0-9a-f]{64}/);

    const accepted = await callOk(
      getApp(),
      `/orders/${order.id}/offer`,
      OrderSchema,
      calls.as(token, { method: 'POST', payload: { decision: 'accept' } }),
    );
    expect(accepted).toMatchObject({ orderState: 'Accepted', allowedCustomerActions: [] });
    const paidOut = await staff.moved(desk, order.id, {
      event: 'payoutSent',
      paidAt: new Date().toISOString(),
      reference: 'SEPA 4711',
    });
    expect(paidOut.order).toMatchObject({ orderState: 'Complete', paymentState: 'Paid' });
    expect(events(paidOut)).toEqual([
      'placed',
      'goodsReceived',
      'assayed',
      'offerAccepted',
      'payoutSent',
    ]);
    expect(paidOut.timeline[3]!.actor).toEqual({ kind: 'customer' });
    const payoutMail = (await outbox(getApp(), email)).find((m) =>
      m.subject.startsWith('Wir haben Ihren Verkauf'),
    )!;
    expect(payoutMail.text).toContain('SEPA 4711');
  }, 120_000);

  it('accepts an assay as ordered at once, and lets the mail link decline a changed offer without a session', async () => {
    const asOrdered = await scrapSale(10);
    const line = asOrdered.order.lineItems[0]!;
    await staff.moved(desk, asOrdered.order.id, {
      event: 'goodsReceived',
      lines: [{ lineId: line.id, received: true }],
    });
    const accepted = await staff.moved(desk, asOrdered.order.id, {
      event: 'assayed',
      lines: [{ lineId: line.id, weightGrams: 10, fineness: 585 }],
    });
    expect(accepted.order).toMatchObject({
      orderState: 'Accepted',
      settlement: { offerPending: false, payout: asOrdered.order.totalGrossPrice },
    });
    expect(accepted.allowedEvents).toEqual(['payoutSent', 'cancelled']);

    const changed = await scrapSale(10);
    const changedLine = changed.order.lineItems[0]!;
    await staff.moved(desk, changed.order.id, {
      event: 'goodsReceived',
      lines: [{ lineId: changedLine.id, received: true }],
    });
    await staff.moved(desk, changed.order.id, {
      event: 'assayed',
      lines: [{ lineId: changedLine.id, weightGrams: 10, fineness: 333, reason: 'Hallmark 333' }],
    });
    const token = getApp().orders.offerKey(changed.order.id);
    // A wrong key falls back to the session, which there is none of.
    expect(
      (
        await call(getApp(), `/orders/${changed.order.id}/offer?token=${'0'.repeat(64)}`, {
          method: 'POST',
          payload: { decision: 'decline' },
        })
      ).status,
    ).toBe(401);
    const declined = await callOk(
      getApp(),
      `/orders/${changed.order.id}/offer?token=${token}`,
      OrderSchema,
      { method: 'POST', payload: { decision: 'decline' } },
    );
    expect(declined.orderState).toBe('Cancelled');
    expect(await subjects(getApp(), changed.email)).toContain(
      `Ihr Verkauf ${changed.order.orderNumber} wurde storniert`,
    );
    // Too late to accept now.
    const late = await call(getApp(), `/orders/${changed.order.id}/offer?token=${token}`, {
      method: 'POST',
      payload: { decision: 'accept' },
    });
    expect(late.status).toBe(409);
  }, 120_000);

  it('lists the board with filters and counts, and exports the same orders as CSV', async () => {
    const { email, order } = await purchase();
    const byEmail = await callOk(
      getApp(),
      `/staff/orders?q=${encodeURIComponent(email)}&type=buy&store=at`,
      StaffOrderListSchema,
      { token: desk.token },
    );
    expect(byEmail.orders.map((row) => row.id)).toEqual([order.id]);
    expect(byEmail.total).toBe(1);
    expect(byEmail.counts).toMatchObject({ Open: 1, Confirmed: 0 });
    const none = await callOk(
      getApp(),
      `/staff/orders?q=${encodeURIComponent(email)}&orderState=Confirmed`,
      StaffOrderListSchema,
      { token: desk.token },
    );
    // The state filter empties the page; the counts per state still see the order.
    expect(none).toMatchObject({ orders: [], total: 0, counts: { Open: 1 } });
    const raw = await getApp().inject({
      url: `/staff/orders.csv?q=${encodeURIComponent(email)}`,
      headers: { authorization: `Bearer ${desk.token}` },
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, end] = raw.body.split('\r\n');
    expect(header).toBe(
      'orderNumber,createdAt,store,type,orderState,paymentState,paymentMethod,shippingMethod,customerName,customerEmail,total,currency,paymentAmountMismatch',
    );
    expect(row).toContain(`${order.orderNumber},`);
    expect(row).toContain(`,${(order.totalGrossPrice.centAmount / 100).toFixed(2)},EUR,false`);
    expect(end).toBe('');
    const bad = await call(getApp(), '/staff/orders?orderState=Lost', { token: desk.token });
    expect(bad.status).toBe(400);
  }, 120_000);

  it('reminds of an unpaid transfer once, and lists it for the jobs', async () => {
    const { email, order } = await purchase();
    const cancelAt = new Date(Date.now() + 5 * 24 * 3_600_000);
    expect(await getApp().orders.lifecycle.remind(order.id, { cancelAt })).toBe(true);
    expect(await getApp().orders.lifecycle.remind(order.id, { cancelAt })).toBe(false);
    const reminders = (await outbox(getApp(), email)).filter((m) =>
      m.subject.startsWith('Erinnerung'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('stornieren wir die Bestellung');
    const unpaid = await unpaidOrders(getApp().db, {
      paymentMethod: 'bankTransfer',
      placedBefore: new Date(Date.now() + 1000),
    });
    expect(unpaid.find((row) => row.id === order.id)?.remindedAt).toBeInstanceOf(Date);
    const entries = await getApp()
      .db.select({ event: orderEvents.event })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(entries.map((entry) => entry.event)).toEqual(['placed', 'reminded']);
  }, 120_000);

  it('finds a guest’s order by number, e-mail and the code sent there, revealing nothing otherwise', async () => {
    const { order, email } = await purchase();
    const ip = clientAddress();
    const ask = (payload: object) =>
      call(getApp(), '/orders/lookup/code', { method: 'POST', payload, ip });
    expect((await ask({ orderNumber: order.orderNumber, email })).status).toBe(202);
    expect((await ask({ orderNumber: '2026-999999', email })).status).toBe(202);
    const mail = (await outbox(getApp(), email)).find((m) => m.subject.includes('Ihr Code'))!;
    const code = /: (\d{6})/.exec(mail.text)![1]!;
    const wrong = await call(getApp(), '/orders/lookup', {
      method: 'POST',
      payload: {
        orderNumber: order.orderNumber,
        email,
        code: code === '000000' ? '111111' : '000000',
      },
      ip,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'order_lookup_failed' });
    const found = await callOk(getApp(), '/orders/lookup', OrderLookupAnswerSchema, {
      method: 'POST',
      payload: { orderNumber: order.orderNumber, email: email.toUpperCase(), code },
      ip,
    });
    expect(found.order.id).toBe(order.id);
    expect(found.lookupToken).toMatch(/^\d+\.[0-9a-f]{64}$/);
  }, 120_000);
}

/**
 * Two staff members move one order at the same moment on two API instances (PostgreSQL): the
 * order's row lock lets one payment through, the other finds it paid (409).
 */
export function defineOrderLifecycleRace(
  first: () => FastifyInstance,
  second: () => FastifyInstance,
) {
  it('lets exactly one of two staff members record a payment at once; the other gets 409', async () => {
    const calls = depositCalls(first);
    const gold = await goldCoin(first);
    const [one, two] = await Promise.all([
      createStaffMember(first(), { permissions: ['orders', 'payments'] }),
      createStaffMember(first(), { permissions: ['orders', 'payments'] }),
    ]);
    for (let round = 0; round < 5; round += 1) {
      const { token, customer } = await signedInCustomer(first());
      const order = await calls.placeOrder(
        token,
        await calls.depositCart(token, customer.email, [[gold, 1]], false),
      );
      const body = (reference: string) => ({
        event: 'paymentReceived',
        amount: order.totalGrossPrice,
        paidAt: new Date().toISOString(),
        reference,
      });
      const answers = await Promise.all([
        staffCalls(first).move(one, order.id, body('first')),
        staffCalls(second).move(two, order.id, body('second')),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const view = await staffCalls(first).view(one, order.id);
      expect(view.timeline.filter((entry) => entry.event === 'paymentReceived')).toHaveLength(1);
      expect(view.audit.filter((entry) => entry.action === 'order.paymentReceived')).toHaveLength(
        1,
      );
    }
  }, 120_000);
}
