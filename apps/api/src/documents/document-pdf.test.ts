import type { Order } from '@shop/api-client/contract';
import { demoDealerAccounts } from '../orders/dealer-accounts';
import { flatText as flat, pdfText as rawText } from '../test/pdf-text';
import { demoDealersDetails } from './dealer-details';
import { documentPdf } from './document-pdf';
import { cancellationSnapshot, orderSnapshot, type DocumentSnapshot } from './snapshot';

const address = {
  firstName: 'Jürgen',
  lastName: 'Dvořák',
  streetName: 'Große Gasse',
  streetNumber: '7',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
};
const money = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const line = (
  id: string,
  name: string,
  quantity: number,
  unit: number,
  taxRate: number,
  taxClass: Order['lineItems'][number]['taxClass'],
  isScrap = false,
): Order['lineItems'][number] => ({
  id,
  sku: id.toUpperCase(),
  productId: id,
  name: { de: name, en: `${name} (en)` },
  quantity,
  price: money(unit),
  totalPrice: money(Math.round(unit * quantity)),
  taxRate,
  taxClass,
  isScrap,
});

/** A paid Austrian buy order: exempt gold, silver at 20 %, a margin coin, a coupon and shipping. */
const buyOrder: Order = {
  id: '5b0d8f43-0a52-4b8e-9d0e-2f3f1c1e9a11',
  orderNumber: '2026-004711',
  store: 'at',
  locale: 'de-AT',
  currency: 'EUR',
  transactionType: 'buy',
  orderType: 'order',
  orderState: 'Confirmed',
  paymentState: 'Paid',
  lineItems: [
    line('gold', 'Wiener Philharmoniker 1 oz Gold', 1, 250_000, 0, 'investment_gold'),
    line('silver', 'Maple Leaf 1 oz Silber', 10, 3_600, 2000, 'standard'),
    line('margin', 'Dukat 1915', 1, 80_000, 0, 'margin'),
  ],
  shippingInfo: { methodKey: 'insured-shipping', price: money(1_500) },
  shippingAddress: { ...address, streetName: 'Lieferweg' },
  billingAddress: address,
  paymentMethod: 'bankTransfer',
  pickupBranchId: null,
  payoutBankDetails: null,
  dealerAccount: demoDealerAccounts.at,
  receivingAddress: null,
  cashIdentificationRequired: false,
  customerEmail: 'juergen@example.org',
  comment: null,
  utmParams: null,
  discount: money(1_000),
  totalPrice: money(360_266),
  taxedPrice: { totalNet: money(360_266), totalGross: money(366_500), totalTax: money(6_234) },
  totalGrossPrice: money(366_500),
  paymentDate: '2026-11-27T09:00:00.000Z',
  createdAt: '2026-11-25T10:15:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  timeline: [],
  trackingUrl: null,
  settlement: null,
  allowedCustomerActions: [],
  documents: [],
};

/** The PDF's text with non-breaking spaces (money, dates) as plain ones. */
const pdfText = (pdf: Buffer) => rawText(pdf).replace(/\u00a0/g, ' ');
const flatText = flat;

const issuedAt = new Date('2026-11-27T09:00:05.000Z');
const invoiceOf = (order: Order, language: 'de' | 'en' = 'de'): DocumentSnapshot =>
  orderSnapshot(order, {
    kind: order.transactionType === 'buy' ? 'invoice' : 'creditNote',
    number: order.transactionType === 'buy' ? 'AT-RE-2026-000042' : 'AT-GS-2026-000007',
    issuedAt,
    language,
    dealer: demoDealersDetails[order.store],
    dealerAccount: demoDealerAccounts[order.store],
    reference: 'SEPA 4711',
  });
const sum = (rows: { grossCentAmount: number; taxCentAmount: number }[]) =>
  rows.reduce(
    (total, row) => ({
      gross: total.gross + row.grossCentAmount,
      tax: total.tax + row.taxCentAmount,
    }),
    { gross: 0, tax: 0 },
  );

describe('orderSnapshot', () => {
  it("gives each line net, rate and VAT, and its rows add up to the order's totals", () => {
    const snapshot = invoiceOf(buyOrder);
    const silver = snapshot.lines.find((row) => row.sku === 'SILVER')!;
    expect(silver).toMatchObject({
      grossCentAmount: 36_000,
      netCentAmount: 30_000,
      taxRateBps: 2000,
      taxCentAmount: 6_000,
    });
    expect(snapshot.adjustments).toEqual([
      {
        kind: 'discount',
        netCentAmount: -984,
        taxRateBps: 2000,
        taxCentAmount: -16,
        grossCentAmount: -1_000,
      },
      {
        kind: 'shipping',
        methodKey: 'insured-shipping',
        netCentAmount: 1_250,
        taxRateBps: 2000,
        taxCentAmount: 250,
        grossCentAmount: 1_500,
      },
    ]);
    const rows = sum([...snapshot.lines, ...snapshot.adjustments]);
    expect(rows).toEqual({ gross: 366_500, tax: 6_234 });
    expect(snapshot.totals).toEqual({
      netCentAmount: 360_266,
      taxCentAmount: 6_234,
      grossCentAmount: 366_500,
    });
    expect(snapshot.notes).toEqual(['investmentGold', 'marginScheme']);
    expect(snapshot.dealer.account).toEqual(demoDealerAccounts.at);
  });

  it('negates every amount of a cancelling document and names the original', () => {
    const invoice = invoiceOf(buyOrder);
    const cancellation = cancellationSnapshot(invoice, {
      number: 'AT-RE-2026-000043',
      issuedAt: new Date('2026-11-28T08:00:00.000Z'),
      reason: 'Nicht rechtzeitig bezahlt',
    });
    expect(cancellation.kind).toBe('invoiceCancellation');
    expect(cancellation.cancels).toEqual({
      number: 'AT-RE-2026-000042',
      issuedAt: invoice.issuedAt,
      reason: 'Nicht rechtzeitig bezahlt',
    });
    expect(cancellation.totals.grossCentAmount).toBe(-366_500);
    expect(sum([...cancellation.lines, ...cancellation.adjustments])).toEqual({
      gross: -366_500,
      tax: -6_234,
    });
  });
});

describe('documentPdf', () => {
  it('draws an invoice in German: dealer, number, order number, VAT per line, notes, totals, payment', async () => {
    const pdf = await documentPdf(invoiceOf(buyOrder), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    const flat = flatText(text);
    const lines = text.split('\n');
    expect(lines).toContain('Rechnung');
    expect(lines).toContain('Nr. AT-RE-2026-000042');
    expect(flat).toContain('Auftragsnummer: 2026-004711');
    expect(flat).toContain('Aurum & Argentum GmbH');
    expect(flat).toContain('USt-IdNr.: ATU12345678');
    expect(flat).toContain('FN 123456 a, Handelsgericht Wien');
    expect(flat).toContain('IBAN AT48 2011 1822 2121 9800');
    expect(flat).toContain('Demo-Beleg');
    // The silver line: net, rate, VAT, gross.
    expect(lines).toEqual(
      expect.arrayContaining(['10 Stk.', '€ 300,00', '20 %', '€ 60,00', '€ 360,00']),
    );
    expect(lines).toEqual(expect.arrayContaining(['steuerfrei', 'Differenz']));
    expect(flat).toContain(
      'Steuerfreie Lieferung von Anlagegold (Art. 346 MwStSystRL; § 6 Abs. 1 Z 8 lit. j UStG 1994).',
    );
    expect(flat).toContain(
      'Differenzbesteuerung – Sammlungsstücke und Antiquitäten (§ 24 UStG 1994)',
    );
    expect(lines).toEqual(
      expect.arrayContaining(['Summe netto', '€ 3.602,66', '€ 62,34', '€ 3.665,00']),
    );
    expect(flat).toContain(
      'Bezahlt am 27. November 2026: Bank transfer'.replace('Bank transfer', 'Überweisung'),
    );
    expect(flat).toContain('Referenz: SEPA 4711');
    expect(flat).toContain('Lieferweg 7');
  });

  it('draws it in English with the same figures', async () => {
    const text = flatText(
      pdfText(await documentPdf(invoiceOf(buyOrder, 'en'), { compress: false })),
    );
    expect(text).toContain('Invoice');
    expect(text).toContain('Order number: 2026-004711');
    expect(text).toContain(
      'Tax-exempt supply of investment gold (Art. 346 of Council Directive 2006/112/EC; § 6 Abs. 1 Z 8 lit. j UStG 1994).',
    );
    expect(text).toContain('VAT ID: ATU12345678');
  });

  it('names German law in the German store', async () => {
    const order: Order = { ...buyOrder, store: 'de', locale: 'de-DE' };
    const text = flatText(pdfText(await documentPdf(invoiceOf(order), { compress: false })));
    expect(text).toContain('§ 25c UStG');
    expect(text).toContain('§ 25a UStG');
    expect(text).toContain('DE123456789');
  });

  it('draws the same bytes from the same snapshot (a re-download is the document as issued)', async () => {
    const snapshot = invoiceOf(buyOrder);
    const first = await documentPdf(snapshot);
    const again = await documentPdf(JSON.parse(JSON.stringify(snapshot)) as DocumentSnapshot);
    expect(again.equals(first)).toBe(true);
  });

  it('draws a credit note for a sale as assayed, with the payout and no VAT', async () => {
    const sale: Order = {
      ...buyOrder,
      transactionType: 'sell',
      orderState: 'Confirmed',
      lineItems: [line('scrap', 'Altgold 585', 20, 4_500, 0, 'standard', true)],
      shippingInfo: { methodKey: 'insured-shipping', price: money(0) },
      paymentMethod: null,
      dealerAccount: null,
      payoutBankDetails: {
        kind: 'iban',
        iban: 'AT611904300234573201',
        bic: 'BKAUATWW',
        accountOwner: 'Jürgen Dvořák',
      },
      discount: money(0),
      settlement: {
        lines: [
          {
            lineId: 'scrap',
            received: true,
            weightGrams: 19.2,
            fineness: 585,
            orderedPayout: money(90_000),
            payout: money(86_400),
            reason: 'Weniger Gewicht',
          },
        ],
        payout: money(86_400),
        offerPending: false,
      },
    };
    const snapshot = invoiceOf(sale);
    expect(snapshot.totals).toEqual({
      netCentAmount: 86_400,
      taxCentAmount: 0,
      grossCentAmount: 86_400,
    });
    const text = flatText(pdfText(await documentPdf(snapshot, { compress: false })));
    expect(text).toContain('Gutschrift (Ankauf)');
    expect(text).toContain('Nr. AT-GS-2026-000007');
    expect(text).toContain('Auftragsnummer: 2026-004711');
    expect(text).toContain('Auszahlungsbetrag');
    expect(text).toContain('€ 864,00');
    expect(text).toContain(
      'Ausbezahlt am 27. November 2026 an Jürgen Dvorák, Konto **** **** **** **** 3201.',
    );
    expect(text).toContain('Altgold 585 geprüft: 19,2 g, Feingehalt 585 ‰ (Weniger Gewicht)');
    expect(text).toContain('Als Privatperson stellen Sie keine Umsatzsteuer in Rechnung');
  });
});
