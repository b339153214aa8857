import { encode } from 'uqr';
import {
  addressLines,
  formatGrams,
  type Order,
  type PayoutBankDetails,
  type ReceivingAddress,
} from '@shop/api-client/contract';
import { formatMoney, localeTag, type Language } from '@shop/i18n';
import { messageTables, plainMessage } from '@shop/i18n/messages';
import {
  a4Document,
  contentWidth,
  maskAccount,
  page,
  toWinAnsi,
  type PdfOptions,
} from '../lib/pdf';
import { mailText } from '../plugins/messaging/layout';
import { timeZones } from '../plugins/messaging/templates';

/** What the accompanying slip of a posted sale shows: the order as read, and its lines' fineness. */
export interface SlipView {
  order: Order;
  /** Where the goods go (the order's receivingAddress, given: only posted sales have a slip). */
  receivingAddress: ReceivingAddress;
  /** The catalogue's fineness of each line's product ("585"), by line; null where only an assay tells. */
  fineness: readonly (string | null)[];
  language: Language;
}

export type SlipOptions = PdfOptions;

/** The side of one QR module in points: 21 to 25 modules for an order number, about 2 cm. */
export const qrModulePt = 2.75;

/**
 * The order number as a QR code, its top right corner at (right, top): one square per dark
 * module, filled as one path. The dealer's receiving desk scans it instead of typing the number.
 */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, right: number, top: number) {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const left = right - size * qrModulePt;
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(left + c * qrModulePt, top + r * qrModulePt, qrModulePt, qrModulePt);
    }),
  );
  doc.fillColor('#000000').fill();
}

/** Who is paid and to which account (all but its last four digits starred), or cash in store. */
function payoutLines(
  t: (id: string, values?: Record<string, string | number>) => string,
  payout: PayoutBankDetails | null,
): string[] {
  if (!payout) return [t('payoutCash')];
  return [
    toWinAnsi(payout.accountOwner),
    payout.kind === 'iban'
      ? t('payoutIban', { iban: maskAccount(payout.iban) })
      : t('payoutUs', {
          accountNumber: maskAccount(payout.accountNumber),
          routingNumber: payout.routingNumber,
        }),
  ];
}

/**
 * The accompanying slip of a posted sale (spec 9, issue 23) as an A4 PDF: a cut-out shipping label
 * to the store's receiving address with the customer as sender, the order number to enclose, the
 * customer and payout account (masked), the goods (scrap in grams with fineness), the packing and
 * insurance rules and what happens next in the confirmation page's words, and a signature line.
 */
export function slipPdf(
  { order, receivingAddress, fineness, language }: SlipView,
  { compress = true }: SlipOptions = {},
): Promise<Buffer> {
  const t = (id: string, values: Record<string, string | number> = {}) =>
    toWinAnsi(mailText(language, `slip.${id}`, values));
  // The same sentences as the confirmation page (SellInstructions), from its message table.
  const pageText = (id: string, values: Record<string, string | number> = {}) => {
    const text = plainMessage(
      messageTables.checkout[language],
      `checkout.confirmation.sell.${id}`,
      values,
    );
    if (text === undefined)
      throw new Error(`No text checkout.confirmation.sell.${id} (${language})`);
    return toWinAnsi(text);
  };
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  const countryName = (code: string) => regions.of(code) ?? code;
  const money = (centAmount: number) =>
    toWinAnsi(formatMoney(centAmount, order.currency, order.locale));
  const date = toWinAnsi(
    // In the slip's language as the store writes it (the order's locale is the one it was placed in).
    new Intl.DateTimeFormat(localeTag(order.store, language), {
      dateStyle: 'long',
      timeZone: timeZones[order.store] ?? 'UTC',
    }).format(new Date(order.createdAt)),
  );
  const { orderNumber } = order;

  const { doc, done } = a4Document({ compress }, language, {
    Title: t('title') + ' ' + orderNumber,
    Author: toWinAnsi(mailText(language, 'mail.shopName')),
  });
  const left = page.margin;

  // Head: shop, title, the order number large (it is what the dealer matches the parcel by).
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(toWinAnsi(mailText(language, 'mail.shopName')), left, page.margin);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(16).text(t('title'));
  doc.moveDown(0.3).fontSize(22).text(t('orderNumber', { orderNumber }));
  doc.font('Helvetica').fontSize(10).text(t('orderDate', { date }));
  if (receivingAddress.demo)
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .fillColor('#b00020')
      // Clear of the QR code at the top right.
      .text(toWinAnsi(mailText(language, 'mail.orderConfirmation.sell.demoAddress')), {
        width: contentWidth - 90,
      })
      .fillColor('#000000');

  // The order number as a QR code at the top right, beside the number in print.
  drawQrCode(doc, orderNumber, page.width - page.margin, page.margin);

  // The label: a dashed box to cut out, sender small, recipient large, order number at the foot.
  const labelTop = doc.y + 16;
  const labelWidth = 330;
  const labelHeight = 190;
  const pad = 14;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(`- - ${t('cutOut')} - -`, left, labelTop - 11, { width: labelWidth, align: 'center' })
    .fillColor('#000000');
  doc
    .save()
    .lineWidth(1)
    .dash(5, { space: 4 })
    .rect(left, labelTop, labelWidth, labelHeight)
    .stroke()
    .undash()
    .restore();
  const sender = addressLines(order.shippingAddress, countryName).map(toWinAnsi);
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .text(t('sender'), left + pad, labelTop + pad);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(sender.filter((line) => line !== order.shippingAddress.phone).join(', '), {
      width: labelWidth - 2 * pad,
    });
  doc
    .moveTo(left + pad, doc.y + 4)
    .lineTo(left + labelWidth - pad, doc.y + 4)
    .lineWidth(0.5)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .text(t('recipient'), left + pad, doc.y + 10);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(
      [
        receivingAddress.name,
        receivingAddress.streetAddress,
        `${receivingAddress.zipCode} ${receivingAddress.city}`,
        countryName(receivingAddress.country).toUpperCase(),
      ]
        .map(toWinAnsi)
        .join('\n'),
      { width: labelWidth - 2 * pad, lineGap: 2 },
    );
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(t('labelOrder', { orderNumber }), left + pad, labelTop + labelHeight - pad - 12, {
      width: labelWidth - 2 * pad,
      align: 'right',
    });

  // Beside the label: who sells, and where the money goes.
  const sideLeft = left + labelWidth + 20;
  const sideWidth = contentWidth - labelWidth - 20;
  doc.font('Helvetica-Bold').fontSize(9).text(t('customer'), sideLeft, labelTop);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text([...sender, toWinAnsi(order.customerEmail)].join('\n'), { width: sideWidth });
  doc.moveDown(0.6).font('Helvetica-Bold').text(t('payout'), { width: sideWidth });
  doc
    .font('Helvetica')
    .text(payoutLines(t, order.payoutBankDetails).join('\n'), { width: sideWidth });

  // The goods: name, quantity (grams with fineness for scrap), amount as ordered.
  let y = Math.max(labelTop + labelHeight, doc.y) + 24;
  doc.font('Helvetica-Bold').fontSize(12).text(t('goods'), left, y);
  y = doc.y + 4;
  const columns = { item: left, quantity: left + 300, value: left + 395 };
  const widths = { item: 290, quantity: 90, value: contentWidth - 395 };
  const row = (cells: [string, string, string], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const top = y;
    doc.text(cells[0], columns.item, top, { width: widths.item });
    const after = doc.y;
    doc.text(cells[1], columns.quantity, top, { width: widths.quantity });
    doc.text(cells[2], columns.value, top, { width: widths.value, align: 'right' });
    y = Math.max(after, doc.y) + 3;
    doc
      .moveTo(left, y - 1.5)
      .lineTo(left + contentWidth, y - 1.5)
      .lineWidth(0.3)
      .stroke();
  };
  row([t('item'), t('quantity'), t('value')], true);
  // Weights in the slip's language as the store writes it: 12,5 g / 12.5 g.
  const slipLocale = localeTag(order.store, language);
  order.lineItems.forEach((line, i) => {
    const grade = fineness[i] ?? null;
    const name = toWinAnsi(line.name[language]);
    row([
      line.isScrap
        ? `${name}\n${grade ? t('fineness', { fineness: grade }) : t('finenessAssay')}`
        : name,
      line.isScrap
        ? t('grams', { quantity: formatGrams(line.quantity, slipLocale) })
        : t('pieces', { quantity: line.quantity }),
      money(line.totalPrice.centAmount),
    ]);
  });
  row([t('total'), '', money(order.totalGrossPrice.centAmount)], true);

  // How to send, and what happens next: the confirmation page's sentences.
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(pageText('title'), left, y + 14);
  doc.font('Helvetica').fontSize(9).moveDown(0.3);
  for (const text of [
    pageText('insured'),
    pageText('packing'),
    pageText('enclose', { orderNumber }),
  ])
    doc.text(text, left, doc.y, { width: contentWidth, indent: 0 }).moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(12).moveDown(0.4).text(pageText('nextTitle'));
  doc.font('Helvetica').fontSize(9).moveDown(0.3).text(pageText('next'), { width: contentWidth });

  // Declaration and signature lines, kept together at the foot of the page.
  const footHeight = 80;
  const bottom = page.height - page.margin;
  if (doc.y + 24 + footHeight > bottom) doc.addPage();
  const signTop = bottom - footHeight;
  doc.font('Helvetica').fontSize(9).text(t('declaration'), left, signTop, { width: contentWidth });
  const lineY = doc.y + 30;
  const half = (contentWidth - 40) / 2;
  doc
    .lineWidth(0.5)
    .moveTo(left, lineY)
    .lineTo(left + half, lineY)
    .stroke();
  doc
    .moveTo(left + half + 40, lineY)
    .lineTo(left + contentWidth, lineY)
    .stroke();
  doc.fontSize(8).text(t('placeDate'), left, lineY + 3, { width: half });
  doc.text(t('signature'), left + half + 40, lineY + 3, { width: half });

  doc.end();
  return done;
}
