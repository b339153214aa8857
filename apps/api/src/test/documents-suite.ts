import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { OrderSchema, StaffOrderSchema, type OrderTransition } from '@shop/api-client/contract';
import { documents } from '../documents/tables';
import { anonymousSession, callError, callOk, outbox, uniqueEmail } from './accounts';
import { flatText, pdfText } from './pdf-text';
import { orderSkus, placeOrder } from './placed-orders';
import { lookupToken } from '../orders/lookup';
import { createStaffMember } from './staff';

/** The order's documents as the API lists them for `audience`. */
export const documentsOf = async (
  app: FastifyInstance,
  orderId: string,
  audience: 'customer' | 'staff' = 'customer',
) => (await app.documents.repository.listFor([orderId], audience)).get(orderId) ?? [];

/** Applies an event as the system does (the jobs, automation). */
export const applyEvent = (app: FastifyInstance, orderId: string, transition: OrderTransition) =>
  app.orders.lifecycle.apply({ orderId, transition, actor: { kind: 'system' } });

/** Sequences per store, series and year: each must be 1..n, no gap and no duplicate. */
export async function expectNoGaps(app: FastifyInstance) {
  const rows = await app.db
    .select({
      storeKey: documents.storeKey,
      series: documents.series,
      year: documents.year,
      sequence: documents.sequence,
    })
    .from(documents)
    .orderBy(asc(documents.sequence));
  const bySeries = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.storeKey}-${row.series}-${row.year}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), row.sequence]);
  }
  for (const [key, sequences] of bySeries)
    expect([key, sequences]).toEqual([key, sequences.map((_, i) => i + 1)]);
  return bySeries;
}

/**
 * Invoices and credit notes through the order lifecycle (issue 25, item 9) on every database:
 * issued in the transition, once, numbered without gaps, downloadable by the owner and by staff
 * of the order's store, attached to the step's mail, cancelled by a new document.
 */
export function defineDocumentsSuite(getApp: () => FastifyInstance) {
  let skus: Awaited<ReturnType<typeof orderSkus>>;
  beforeAll(async () => {
    skus = await orderSkus(getApp());
  });

  const download = (url: string, token?: string) =>
    getApp().inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** A guest's bank-transfer purchase of a gold coin and two silver coins, paid. */
  async function paidPurchase(email = uniqueEmail('rechnung')) {
    const token = (await anonymousSession(getApp())).accessToken;
    const order = await placeOrder(getApp(), token, {
      transactionType: 'buy',
      lines: [
        { sku: skus.gold, quantity: 1 },
        { sku: skus.silver, quantity: 2 },
      ],
      email,
    });
    const payment: OrderTransition = {
      event: 'paymentReceived',
      amount: order.totalGrossPrice,
      paidAt: new Date().toISOString(),
      reference: `SEPA ${order.orderNumber}`,
    };
    await applyEvent(getApp(), order.id, payment);
    return { token, order, email, payment };
  }

  it('issues an invoice when a purchase is paid, which its owner downloads as a PDF', async () => {
    const { token, order, email } = await paidPurchase();
    const [invoice, ...more] = await documentsOf(getApp(), order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^AT-RE-\d{4}-\d{6}$/),
      url: `/orders/${order.id}/documents/${invoice!.id}.pdf`,
    });
    // The order's answer lists it with the same path.
    const read = await callOk(getApp(), `/orders/${order.id}`, OrderSchema, { token });
    expect(read.documents).toEqual([invoice]);
    const answer = await download(invoice!.url, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${invoice!.number}.pdf"`);
    const text = flatText(pdfText(answer.rawPayload).replace(/\u00a0/g, ' '));
    // Placed in German (the Austrian store's default): the invoice is German.
    expect(text).toContain('Rechnung');
    expect(text).toContain(`Nr. ${invoice!.number}`);
    expect(text).toContain(`Auftragsnummer: ${order.orderNumber}`);
    expect(text).toContain('20 %');
    expect(text).toContain('steuerfrei');
    expect(text).toContain('Steuerfreie Lieferung von Anlagegold');
    expect(text).toContain(`Referenz: SEPA ${order.orderNumber}`);
    // A second download is the same document, byte for byte.
    expect((await download(invoice!.url, token)).rawPayload.equals(answer.rawPayload)).toBe(true);

    // The payment mail carries it.
    const mails = await outbox(getApp(), email);
    const attached = mails.flatMap((mail) => mail.attachments);
    expect(attached).toEqual([
      {
        filename: `${invoice!.number}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    expect(attached[0]!.size).toBeGreaterThan(1000);
  });

  it('issues nothing more for a repeated payment, and numbers without gaps', async () => {
    const { order, payment } = await paidPurchase();
    const again = await applyEvent(getApp(), order.id, payment);
    // The same event with the same details is a repeat: answered, not applied again.
    expect(again.changed).toBe(false);
    expect(await documentsOf(getApp(), order.id)).toHaveLength(1);
    await expectNoGaps(getApp());
  });

  it('takes no number when the transition fails after the invoice was numbered', async () => {
    // A hook after the documents' one that fails once: the whole transition rolls back.
    let failNext = false;
    getApp().orders.lifecycle.hooks.onTransitionInTransaction(async () => {
      if (!failNext) return;
      failNext = false;
      throw new Error('a later step of the transition failed');
    });
    const { order: before } = await paidPurchase();
    const [first] = await documentsOf(getApp(), before.id);
    const token = (await anonymousSession(getApp())).accessToken;
    const order = await placeOrder(getApp(), token, {
      transactionType: 'buy',
      lines: [{ sku: skus.gold, quantity: 1 }],
    });
    const payment: OrderTransition = {
      event: 'paymentReceived',
      amount: order.totalGrossPrice,
      paidAt: new Date().toISOString(),
      reference: 'retried',
    };
    failNext = true;
    await expect(applyEvent(getApp(), order.id, payment)).rejects.toThrow();
    expect(await documentsOf(getApp(), order.id)).toEqual([]);
    await applyEvent(getApp(), order.id, payment);
    const [second] = await documentsOf(getApp(), order.id);
    // The next number after the one before the failure (no other invoice of the store between).
    expect(Number(second!.number.slice(-6))).toBe(Number(first!.number.slice(-6)) + 1);
    await expectNoGaps(getApp());
  });

  it("answers another customer's order or document as not found", async () => {
    const { order } = await paidPurchase();
    const [invoice] = await documentsOf(getApp(), order.id);
    const stranger = (await anonymousSession(getApp())).accessToken;
    expect((await download(invoice!.url, stranger)).statusCode).toBe(404);
    const { token: owner, order: other } = await paidPurchase();
    // The owner of one order cannot reach another order's document through their own order.
    const crossed = await callError(
      getApp(),
      `/orders/${other.id}/documents/${invoice!.id}.pdf`,
      404,
      { token: owner },
    );
    expect(crossed.code).toBe('document_not_found');
    expect((await download(invoice!.url)).statusCode).toBe(401);
  });

  it("opens a guest's documents with the order lookup's token, for that order only and while valid", async () => {
    const { order } = await paidPurchase();
    const { order: other } = await paidPurchase();
    const [invoice] = await documentsOf(getApp(), order.id);
    const valid = lookupToken(getApp().keyedHash, order.id, new Date(Date.now() + 60_000));
    const opened = await download(`${invoice!.url}?token=${valid}`);
    expect(opened.statusCode).toBe(200);
    expect(flatText(pdfText(opened.rawPayload))).toContain(order.orderNumber);
    // Another order's token, or an expired one, opens nothing without the owner's session.
    const others = lookupToken(getApp().keyedHash, other.id, new Date(Date.now() + 60_000));
    expect((await download(`${invoice!.url}?token=${others}`)).statusCode).toBe(401);
    const expired = lookupToken(getApp().keyedHash, order.id, new Date(Date.now() - 1000));
    expect((await download(`${invoice!.url}?token=${expired}`)).statusCode).toBe(401);
    // Nor does the token open another order's document through its own order.
    const [otherInvoice] = await documentsOf(getApp(), other.id);
    const crossed = await download(
      `/orders/${order.id}/documents/${otherInvoice!.id}.pdf?token=${valid}`,
    );
    expect(crossed.statusCode).toBe(404);
  });

  it("lets staff with the orders permission in the order's store download it, and nobody else", async () => {
    const { order } = await paidPurchase();
    const [invoice] = await documentsOf(getApp(), order.id, 'staff');
    expect(invoice!.url).toBe(`/staff/orders/${order.id}/documents/${invoice!.id}.pdf`);
    const austria = await createStaffMember(getApp(), { permissions: ['orders'], stores: ['at'] });
    const swiss = await createStaffMember(getApp(), { permissions: ['orders'], stores: ['ch'] });
    const content = await createStaffMember(getApp(), { permissions: ['content'] });
    const page = await callOk(getApp(), `/staff/orders/${order.id}`, StaffOrderSchema, {
      token: austria.token,
    });
    expect(page.order.documents).toEqual([invoice]);
    const ok = await download(invoice!.url, austria.token);
    expect(ok.statusCode).toBe(200);
    expect(flatText(pdfText(ok.rawPayload))).toContain(order.orderNumber);
    expect((await callError(getApp(), invoice!.url, 403, { token: swiss.token })).code).toBe(
      'staff_store_not_allowed',
    );
    expect((await callError(getApp(), invoice!.url, 403, { token: content.token })).code).toBe(
      'staff_permission_missing',
    );
    expect((await download(invoice!.url)).statusCode).toBe(401);
    // A customer's session is no staff session.
    const customer = (await anonymousSession(getApp())).accessToken;
    expect((await download(invoice!.url, customer)).statusCode).toBe(401);
  });

  it('cancels a paid purchase with a cancellation invoice in the same series, attached to the mail', async () => {
    const { token, order, email } = await paidPurchase();
    await applyEvent(getApp(), order.id, { event: 'cancelled', reason: 'Kunde storniert' });
    const [invoice, cancellation] = await documentsOf(getApp(), order.id);
    expect(cancellation).toMatchObject({ kind: 'invoiceCancellation' });
    const sequence = (number: string) => Number(number.slice(-6));
    expect(cancellation!.number.slice(0, 11)).toBe(invoice!.number.slice(0, 11));
    expect(sequence(cancellation!.number)).toBeGreaterThan(sequence(invoice!.number));
    const text = flatText(pdfText((await download(cancellation!.url, token)).rawPayload));
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(`storniert Rechnung Nr. ${invoice!.number}`);
    expect(text).toContain('Grund: Kunde storniert');
    const attached = (await outbox(getApp(), email)).flatMap((mail) => mail.attachments);
    expect(attached.map((file) => file.filename).sort()).toEqual(
      [`${invoice!.number}.pdf`, `${cancellation!.number}.pdf`].sort(),
    );
    // The invoice itself is unchanged.
    const [stored] = await getApp()
      .db.select()
      .from(documents)
      .where(eq(documents.id, invoice!.id));
    expect(stored!.snapshot.totals.grossCentAmount).toBe(order.totalGrossPrice.centAmount);
    await expectNoGaps(getApp());
  });

  it('issues the invoice of a cash purchase when it is handed over (and paid) in the branch', async () => {
    const token = (await anonymousSession(getApp())).accessToken;
    const order = await placeOrder(getApp(), token, {
      transactionType: 'buy',
      lines: [{ sku: skus.gold, quantity: 1 }],
      paymentMethod: 'cashInStore',
    });
    await applyEvent(getApp(), order.id, { event: 'readyForPickup' });
    expect(await documentsOf(getApp(), order.id)).toEqual([]);
    await applyEvent(getApp(), order.id, {
      event: 'handedOver',
      identificationChecked: order.cashIdentificationRequired,
    });
    const [invoice] = await documentsOf(getApp(), order.id);
    expect(invoice).toMatchObject({ kind: 'invoice' });
    const text = flatText(pdfText((await download(invoice!.url, token)).rawPayload));
    expect(text).toContain(`Auftragsnummer: ${order.orderNumber}`);
    expect(text).toMatch(/Bezahlt am .*: Barzahlung in der Filiale\./);
  });

  it('issues a credit note when a sale is paid out', async () => {
    const token = (await anonymousSession(getApp())).accessToken;
    const email = uniqueEmail('gutschrift');
    const order = await placeOrder(getApp(), token, {
      transactionType: 'sell',
      lines: [{ sku: skus.gold, quantity: 1 }],
      email,
    });
    const lineId = order.lineItems[0]!.id;
    await applyEvent(getApp(), order.id, {
      event: 'goodsReceived',
      lines: [{ lineId, received: true }],
    });
    const fine = order.lineItems[0]!.fineWeightGrams ?? 31.1035;
    await applyEvent(getApp(), order.id, {
      event: 'assayed',
      lines: [{ lineId, weightGrams: fine, fineness: 1000 }],
    });
    expect(await documentsOf(getApp(), order.id)).toEqual([]);
    await applyEvent(getApp(), order.id, {
      event: 'payoutSent',
      paidAt: new Date().toISOString(),
      reference: 'Auszahlung 77',
    });
    const [credit] = await documentsOf(getApp(), order.id);
    expect(credit).toMatchObject({ kind: 'creditNote', number: expect.stringMatching(/^AT-GS-/) });
    const text = flatText(pdfText((await download(credit!.url, token)).rawPayload));
    expect(text).toContain('Gutschrift (Ankauf)');
    expect(text).toContain(`Auftragsnummer: ${order.orderNumber}`);
    expect(text).toContain('Referenz: Auszahlung 77');
    expect((await outbox(getApp(), email)).flatMap((mail) => mail.attachments)).toEqual([
      expect.objectContaining({ filename: `${credit!.number}.pdf` }),
    ]);
  });
}
