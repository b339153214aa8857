import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { nextDocumentNumber } from '../documents/numbering';
import { documents } from '../documents/tables';
import { orders } from '../orders/tables';

/**
 * Document numbers and the documents table on a migrated database (issue 25, item 9): numbers
 * without gaps or duplicates under concurrency and after a rollback, and issued documents that
 * the database itself refuses to change.
 */
export function defineDocumentNumbersSuite(getDb: () => Database) {
  const at = new Date('2026-06-01T10:00:00Z');

  /** One number of `store`'s invoice series, in a transaction of its own that commits. */
  const take = (store: 'at' | 'de') =>
    getDb().transaction((tx) => nextDocumentNumber(tx, store, 'invoice', at));

  it('hands out 1..N to N concurrent transactions, without gaps or duplicates, per store', async () => {
    const taken = await Promise.all([
      ...Array.from({ length: 25 }, () => take('at')),
      ...Array.from({ length: 5 }, () => take('de')),
    ]);
    const sequences = (store: string) =>
      taken
        .filter((n) => n.number.startsWith(store))
        .map((n) => n.sequence)
        .sort((a, b) => a - b);
    expect(sequences('AT')).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(sequences('DE')).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(taken.map((n) => n.number)).size).toBe(30);
    expect(taken.find((n) => n.sequence === 7 && n.number.startsWith('AT'))?.number).toBe(
      'AT-RE-2026-000007',
    );
  });

  it('leaves no gap when the transaction that took a number rolls back', async () => {
    const before = await take('at');
    await expect(
      getDb().transaction(async (tx) => {
        await nextDocumentNumber(tx, 'at', 'invoice', at);
        throw new Error('the transition failed');
      }),
    ).rejects.toThrow('the transition failed');
    const after = await take('at');
    expect(after.sequence).toBe(before.sequence + 1);
  });

  it('keeps cancellations in their series and each year apart', async () => {
    const cancel = await getDb().transaction((tx) =>
      nextDocumentNumber(tx, 'de', 'invoiceCancellation', at),
    );
    expect(cancel.number).toMatch(/^DE-RE-2026-\d{6}$/);
    const credit = await getDb().transaction((tx) =>
      nextDocumentNumber(tx, 'de', 'creditNote', new Date('2027-03-01T10:00:00Z')),
    );
    expect(credit.number).toBe('DE-GS-2027-000001');
    // New Year's Eve 23:30 in Vienna is still 2026 there, though 2026-12-31T22:30Z.
    const late = await getDb().transaction((tx) =>
      nextDocumentNumber(tx, 'at', 'creditNote', new Date('2026-12-31T22:30:00Z')),
    );
    expect(late.number).toBe('AT-GS-2026-000001');
  });

  it('refuses to change, delete or truncate an issued document, and a second one of a number', async () => {
    const db = getDb();
    const address = {
      firstName: 'A',
      lastName: 'B',
      streetName: 'C',
      streetNumber: '1',
      zipCode: '1010',
      city: 'Wien',
      country: 'AT',
    };
    // An order as the checkout writes one (only its required columns).
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: '2026-990001',
        ownerId: randomUUID(),
        cartId: randomUUID(),
        storeKey: 'at',
        locale: 'de-AT',
        currency: 'EUR',
        transactionType: 'buy',
        orderType: 'order',
        orderState: 'Confirmed',
        paymentState: 'Paid',
        shippingAddress: address,
        billingAddress: address,
        customerEmail: 'a@example.org',
        subtotalNetCentAmount: 100,
        totalTaxCentAmount: 0,
        totalGrossCentAmount: 100,
      })
      .returning({ id: orders.id });
    const row = {
      kind: 'invoice' as const,
      series: 'RE' as const,
      year: 2026,
      sequence: 990_001,
      number: 'AT-RE-2026-990001',
      storeKey: 'at' as const,
      orderId: order!.id,
      language: 'de' as const,
      issuedAt: at,
      // What the table keeps is not the point here, only that it stays.
      snapshot: {} as never,
      pdf: Buffer.from('%PDF-1.7 as issued'),
    };
    const [issued] = await db.insert(documents).values(row).returning();
    // drizzle wraps the database's error; its cause is the trigger's message.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );
    const refused = /documents are never changed once issued: (UPDATE|DELETE|TRUNCATE) refused/;
    expect(
      await refusal(
        db.execute(sql`update documents set number = 'AT-RE-2026-999999' where id = ${issued!.id}`),
      ),
    ).toMatch(refused);
    expect(
      await refusal(
        db.execute(sql`update documents set pdf = decode('00', 'hex') where id = ${issued!.id}`),
      ),
    ).toMatch(refused);
    expect(await refusal(db.execute(sql`delete from documents where id = ${issued!.id}`))).toMatch(
      refused,
    );
    expect(await refusal(db.execute(sql`truncate documents cascade`))).toMatch(refused);
    await expect(
      db.insert(documents).values({ ...row, orderId: order!.id, kind: 'creditNote' }),
    ).rejects.toThrow();
    const [kept] = await db
      .select({ number: documents.number, pdf: documents.pdf })
      .from(documents)
      .where(eq(documents.id, issued!.id));
    expect(kept?.number).toBe('AT-RE-2026-990001');
    expect(kept?.pdf.toString()).toBe('%PDF-1.7 as issued');
  });
}
