import type { Order } from '@shop/api-client/contract';
import { demoReceivingAddresses } from './receiving-addresses';
import { flatText as flat, pdfText } from '../test/pdf-text';
import { encode } from 'uqr';
import { qrModulePt, slipPdf, type SlipView } from './slip-pdf';

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

const order: Order = {
  id: '5b0d8f43-0a52-4b8e-9d0e-2f3f1c1e9a11',
  orderNumber: '2026-004711',
  store: 'at',
  locale: 'de-AT',
  currency: 'EUR',
  transactionType: 'sell',
  orderType: 'order',
  orderState: 'Open',
  paymentState: 'Pending',
  lineItems: [
    {
      id: 'l1',
      sku: 'SCRAP-AU-585',
      productId: 'p1',
      name: { de: 'Altgold 585 (14 Karat)', en: 'Scrap gold 585 (14 carat)' },
      quantity: 20,
      price: money(4_512),
      totalPrice: money(90_240),
      taxRate: 0,
      taxClass: 'standard',
      isScrap: true,
    },
    {
      id: 'l2',
      sku: 'SCRAP-AU-DENTAL',
      productId: 'p2',
      name: { de: 'Zahngold', en: 'Dental gold' },
      quantity: 3,
      price: money(3_000),
      totalPrice: money(9_000),
      taxRate: 0,
      taxClass: 'standard',
      isScrap: true,
    },
    {
      id: 'l3',
      sku: 'COIN-1',
      productId: 'p3',
      name: { de: 'Wiener Philharmoniker 1 oz Gold', en: 'Vienna Philharmonic 1 oz gold' },
      quantity: 2,
      price: money(250_000),
      totalPrice: money(500_000),
      taxRate: 0,
      taxClass: 'investment_gold',
      isScrap: false,
    },
  ],
  shippingInfo: { methodKey: 'insured-shipping', price: money(0) },
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: null,
  pickupBranchId: null,
  payoutBankDetails: {
    kind: 'iban',
    iban: 'AT611904300234573201',
    bic: 'BKAUATWW',
    accountOwner: 'Jürgen Dvořák',
  },
  dealerAccount: null,
  receivingAddress: demoReceivingAddresses.at,
  cashIdentificationRequired: false,
  customerEmail: 'juergen@example.org',
  comment: null,
  utmParams: null,
  discount: money(0),
  totalPrice: money(599_240),
  taxedPrice: { totalNet: money(599_240), totalGross: money(599_240), totalTax: money(0) },
  totalGrossPrice: money(599_240),
  paymentDate: null,
  createdAt: '2026-11-27T10:15:00.000Z',
  updatedAt: '2026-11-27T10:15:00.000Z',
  timeline: [],
  trackingUrl: null,
  settlement: null,
  allowedCustomerActions: [],
  documents: [],
};

const view = (overrides: Partial<SlipView> = {}): SlipView => ({
  order,
  receivingAddress: demoReceivingAddresses.at,
  fineness: ['585', null, '999.9'],
  language: 'de',
  ...overrides,
});

describe('slipPdf', () => {
  it('is an A4 PDF', async () => {
    const pdf = await slipPdf(view());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A4 in points: 595.28 × 841.89.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // Compressed as sent, it reads the same.
    expect(pdfText(pdf).split('\n')).toContain('Auftragsnummer 2026-004711');
  });

  it('shows the label to the receiving address from the customer, the order number and the goods (German)', async () => {
    const text = pdfText(await slipPdf(view(), { compress: false }));
    const lines = text.split('\n');
    // The label: the dealer's receiving address line by line, the customer as sender.
    expect(lines).toEqual(
      expect.arrayContaining([
        'Empfänger',
        'Aurum & Argentum GmbH, Ankauf',
        'Kärntner Straße 21',
        '1010 Wien',
        'ÖSTERREICH',
        'Absender',
        'Auftrag 2026-004711',
      ]),
    );
    expect(flat(text)).toContain('Jürgen Dvorák, Große Gasse 7, 1010 Wien, Österreich');
    expect(lines).toContain('Auftragsnummer 2026-004711');
    expect(lines).toContain('Auftragsdatum: 27. November 2026');
    expect(lines).toContain('Begleitschein zu Ihrem Verkauf');
    // Payout: IBAN starred but for the last four; the full number is nowhere.
    expect(lines).toContain('IBAN **** **** **** **** 3201');
    expect(text).not.toContain('AT611904300234573201');
    // Scrap in grams with its fineness; the assayed grade says so; coins in pieces; € amounts.
    expect(lines).toEqual(
      expect.arrayContaining([
        'Altgold 585 (14 Karat)',
        'Feingehalt 585',
        '20 g',
        '€\u00A0902,40',
        'Zahngold',
        'Feingehalt laut Analyse',
        '3 g',
        '2 Stk.',
        'Auszahlung laut Auftrag',
        '€\u00A05.992,40',
      ]),
    );
    // The confirmation page's rules and next steps, the order number to enclose, a signature.
    expect(flat(text)).toContain('Versenden Sie die Ware versichert');
    expect(flat(text)).toContain('neutralen Karton');
    expect(flat(text)).toContain(
      'Auftragsnummer 2026-004711 (oder den ausgedruckten Begleitschein)',
    );
    expect(lines).toContain('So geht es weiter');
    expect(lines).toContain('Unterschrift');
    expect(flat(text)).toContain('Demoadresse – bitte nichts senden');
  });

  it('draws the order number as a QR code, one square per dark module', async () => {
    const squares = (pdf: Buffer) =>
      pdf.toString('latin1').split(` ${qrModulePt} ${qrModulePt} re`).length - 1;
    const dark = (text: string) =>
      encode(text, { ecc: 'M', border: 0 }).data.flat().filter(Boolean).length;
    const pdf = await slipPdf(view(), { compress: false });
    expect(squares(pdf)).toBe(dark('2026-004711'));
    const other = await slipPdf(view({ order: { ...order, orderNumber: '2026-004712' } }), {
      compress: false,
    });
    expect(squares(other)).toBe(dark('2026-004712'));
    expect(dark('2026-004711')).not.toBe(dark('2026-004712'));
  });

  it('speaks English when asked, and writes the US account masked', async () => {
    const text = pdfText(
      await slipPdf(
        view({
          language: 'en',
          order: {
            ...order,
            payoutBankDetails: {
              kind: 'us',
              accountNumber: '123456789012',
              routingNumber: '021000021',
              accountOwner: 'Jane Doe',
            },
          },
          receivingAddress: { ...demoReceivingAddresses.at, demo: undefined },
        }),
        { compress: false },
      ),
    );
    const lines = text.split('\n');
    expect(lines).toContain('Accompanying slip for your sale');
    expect(lines).toContain('Order number 2026-004711');
    expect(lines).toContain('Order date: 27 November 2026');
    expect(lines).toContain('Recipient');
    expect(lines).toContain('AUSTRIA');
    expect(lines).toContain('fineness 585');
    expect(lines).toContain('What happens next');
    expect(lines).toContain('Jane Doe');
    expect(flat(text)).toContain('Account **** **** 9012, routing number 021000021');
    expect(text).not.toContain('123456789012');
    expect(text).not.toContain('Demo address');
  });

  it('writes a weight to a tenth of a gram in the slip’s language: 12,5 g / 12.5 g', async () => {
    const weighed = {
      ...order,
      lineItems: [{ ...order.lineItems[0]!, quantity: 12.5, totalPrice: money(56_400) }],
      totalPrice: money(56_400),
      totalGrossPrice: money(56_400),
    };
    const slip = async (language: SlipView['language']) =>
      pdfText(await slipPdf(view({ order: weighed, language }), { compress: false })).split('\n');
    expect(await slip('de')).toEqual(expect.arrayContaining(['12,5 g', '€\u00A0564,00']));
    expect(await slip('en')).toEqual(expect.arrayContaining(['12.5 g']));
  });

  it('is read as printed: an address or order number left out is not found', async () => {
    const text = pdfText(
      await slipPdf(
        view({
          order: { ...order, orderNumber: '' },
          receivingAddress: { ...demoReceivingAddresses.at, streetAddress: '' },
        }),
        { compress: false },
      ),
    );
    expect(text).not.toContain('Kärntner Straße 21');
    expect(text).not.toContain('2026-004711');
  });
});
