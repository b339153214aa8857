import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../orders/tables';
import { anonymousSession, outbox, uniqueEmail } from './accounts';
import { applyEvent } from './documents-suite';
import { orderSkus, placeOrder } from './placed-orders';

const dayMs = 24 * 60 * 60 * 1000;
const later = (from: Date, days: number, minutes = 1) =>
  new Date(from.getTime() + days * dayMs + minutes * 60_000);

/** The outbox's reminders and cancellations sent to `email`. */
export async function deadlineMails(app: FastifyInstance, email: string) {
  const mails = await outbox(app, email);
  return {
    reminders: mails.filter((mail) => /^(Reminder|Erinnerung)/.test(mail.subject)).length,
    cancellations: mails.filter((mail) => /(cancelled|storniert)/i.test(mail.subject)).length,
  };
}

/** The order's state as stored. */
export async function stateOf(app: FastifyInstance, orderId: string) {
  const [row] = await app.db
    .select({ orderState: orders.orderState, paymentState: orders.paymentState })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * The unpaid-order job (issue 25, item 6) on every database, with its clock in the test's hand:
 * an unpaid bank-transfer purchase is reminded after 5 days and cancelled after 10, once each; a
 * cash purchase not collected after 3 and 5 working days; a paid one is left alone. The app is
 * built with the job's timer off (`orderDeadlines.intervalSeconds: 0`) and default days.
 */
export function defineOrderDeadlinesSuite(getApp: () => FastifyInstance) {
  let gold: string;
  beforeAll(async () => {
    ({ gold } = await orderSkus(getApp()));
  });

  const purchase = async (
    paymentMethod: 'bankTransfer' | 'cashInStore',
    email = uniqueEmail('frist'),
  ) => {
    const token = (await anonymousSession(getApp())).accessToken;
    const order = await placeOrder(getApp(), token, {
      transactionType: 'buy',
      lines: [{ sku: gold, quantity: 1 }],
      paymentMethod,
      email,
    });
    return { order, email, placedAt: new Date(order.createdAt) };
  };

  it('reminds an unpaid bank-transfer purchase after 5 days and cancels it after 10, once each', async () => {
    const { order, email, placedAt } = await purchase('bankTransfer');
    const paid = await purchase('bankTransfer');
    await applyEvent(getApp(), paid.order.id, {
      event: 'paymentReceived',
      amount: paid.order.totalGrossPrice,
      paidAt: new Date().toISOString(),
      reference: 'paid in time',
    });
    const job = getApp().orderDeadlines;

    const early = await job.run(later(placedAt, 4, 59 * 24));
    expect(early.reminded).not.toContain(order.id);
    expect(await deadlineMails(getApp(), email)).toEqual({ reminders: 0, cancellations: 0 });

    const reminding = await job.run(later(placedAt, 5));
    expect(reminding.reminded).toContain(order.id);
    expect(reminding.reminded).not.toContain(paid.order.id);
    // The next runs remind no more.
    expect((await job.run(later(placedAt, 6))).reminded).not.toContain(order.id);
    expect(await deadlineMails(getApp(), email)).toEqual({ reminders: 1, cancellations: 0 });
    expect(await stateOf(getApp(), order.id)).toEqual({
      orderState: 'Open',
      paymentState: 'Pending',
    });

    const cancelling = await job.run(later(placedAt, 10));
    expect(cancelling.cancelled).toContain(order.id);
    expect(cancelling.cancelled).not.toContain(paid.order.id);
    expect((await job.run(later(placedAt, 11))).cancelled).not.toContain(order.id);
    expect(await stateOf(getApp(), order.id)).toEqual({
      orderState: 'Cancelled',
      paymentState: 'Pending',
    });
    expect(await deadlineMails(getApp(), email)).toEqual({ reminders: 1, cancellations: 1 });
    const cancellation = (await outbox(getApp(), email))[0]!;
    // Placed in the Austrian store in German: the reason is German.
    expect(cancellation.text).toContain('Nicht rechtzeitig bezahlt.');
    expect(await stateOf(getApp(), paid.order.id)).toMatchObject({ paymentState: 'Paid' });
  });

  it('reminds a cash purchase not collected after 3 working days and cancels it after 5', async () => {
    const { order, email, placedAt } = await purchase('cashInStore');
    const job = getApp().orderDeadlines;
    // Seven calendar days always hold five working days; two hold at most two.
    expect((await job.run(later(placedAt, 2))).reminded).not.toContain(order.id);
    expect((await job.run(later(placedAt, 5))).reminded).toContain(order.id);
    expect((await job.run(later(placedAt, 7, 60))).cancelled).toContain(order.id);
    expect(await stateOf(getApp(), order.id)).toMatchObject({ orderState: 'Cancelled' });
    expect(await deadlineMails(getApp(), email)).toEqual({ reminders: 1, cancellations: 1 });
    expect((await outbox(getApp(), email))[0]!.text).toContain('Nicht rechtzeitig abgeholt.');
  });
}
