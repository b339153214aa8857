import { addressLines, formatGrams, type DealerAccount } from '@shop/api-client/contract';
import { formatMoney, formatNumber, localeTag, type StoreKey } from '@shop/i18n';
import {
  documentsDe,
  documentsEn,
  messageTables,
  plainMessage,
  type Messages,
} from '@shop/i18n/messages';
import { a4Document, contentWidth, page, toWinAnsi, type PdfOptions } from '../lib/pdf';
import { mailText } from '../plugins/messaging/layout';
import { timeZones } from '../plugins/messaging/templates';
import type { DocumentSnapshot, TaxNote } from './snapshot';

const tables = { de: documentsDe, en: documentsEn } satisfies Record<string, Messages>;

/** The law behind each tax note, by store: the same in both languages. */
type VatStore = Exclude<StoreKey, 'us'>;
const investmentGoldLaw: Record<VatStore, string> = {
  at: '§ 6 Abs. 1 Z 8 lit. j UStG 1994',
  de: '§ 25c UStG',
  ch: 'Art. 107 Abs. 1 lit. b MWSTG',
  li: 'Art. 107 Abs. 1 lit. b MWSTG',
};
const marginSchemeLaw: Record<VatStore, string> = {
  at: '§ 24 UStG 1994',
  de: '§ 25a UStG',
  ch: 'Art. 24a MWSTG',
  li: 'Art. 24a MWSTG',
};
/** Swiss law, not the EU directive, for Switzerland and Liechtenstein. */
const swissVat: ReadonlySet<StoreKey> = new Set(['ch', 'li']);

/**
 * An invoice, credit note or cancelling document as an A4 PDF, drawn from its snapshot alone in
 * the document's language: the dealer, number and date, the customer's addresses, the lines with
 * net, VAT rate and amount, the tax notes, the totals and how the money moved. The creation date
 * is the issue date, so drawing the same snapshot again gives the same bytes.
 */
export function documentPdf(snapshot: DocumentSnapshot, options: PdfOptions = {}): Promise<Buffer> {
  const { language, order, dealer } = snapshot;
  const t = (id: string, values: Record<string, string | number> = {}) => {
    const text = plainMessage(tables[language], `document.${id}`, values);
    if (text === undefined) throw new Error(`No document text ${id} (${language})`);
    return toWinAnsi(text);
  };
  const locale = localeTag(order.store, language);
  const money = (centAmount: number) => toWinAnsi(formatMoney(centAmount, order.currency, locale));
  const date = (iso: string) =>
    toWinAnsi(
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeZone: timeZones[order.store],
      }).format(new Date(iso)),
    );
  const rate = (bps: number) =>
    toWinAnsi(formatNumber(bps / 10_000, locale, { style: 'percent', maximumFractionDigits: 2 }));
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  const countryName = (code: string) => regions.of(code) ?? code;
  const title = (kind: DocumentSnapshot['kind']) => t(`title.${kind}`);
  // A sold line as the assay found it, under its name.
  const assayText = ({ assay }: DocumentSnapshot['lines'][number]) =>
    assay && assay.weightGrams !== null && assay.fineness !== null
      ? '\n' +
        t('assay', {
          weight: formatGrams(assay.weightGrams, locale),
          fineness: formatNumber(assay.fineness, locale, { maximumFractionDigits: 1 }),
        }) +
        (assay.reason ? ` (${toWinAnsi(assay.reason)})` : '')
      : '';
  const sell = order.transactionType === 'sell';

  const { doc, done } = a4Document(options, language, {
    Title: `${title(snapshot.kind)} ${snapshot.number}`,
    Author: toWinAnsi(dealer.name),
    CreationDate: new Date(snapshot.issuedAt),
    ModDate: new Date(snapshot.issuedAt),
  });
  const left = page.margin;
  const right = page.width - page.margin;

  // The issuer at the top, as on its letterhead.
  doc.font('Helvetica-Bold').fontSize(12).text(toWinAnsi(dealer.name), left, page.margin);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      toWinAnsi(
        `${dealer.streetAddress}, ${dealer.zipCode} ${dealer.city}, ${countryName(dealer.country)}`,
      ),
    )
    .fillColor('#000000');
  if (dealer.demo)
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fillColor('#b00020')
      .text(t('demo'))
      .fillColor('#000000');

  // The customer (the seller on a credit note) on the left, the document's identity on the right.
  const blockTop = doc.y + 24;
  const half = (contentWidth - 20) / 2;
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(sell ? t('seller') : t('billTo'), left, blockTop, { width: half });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(addressLines(snapshot.customer.billingAddress, countryName).map(toWinAnsi).join('\n'), {
      width: half,
    })
    .fontSize(8)
    .text(t('email', { email: snapshot.customer.email }), { width: half });
  const customerBottom = doc.y;
  const sideLeft = left + half + 20;
  doc.font('Helvetica-Bold').fontSize(18).text(title(snapshot.kind), sideLeft, blockTop, {
    width: half,
    align: 'right',
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(t('number', { number: snapshot.number }), { width: half, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      [
        t('date', { date: date(snapshot.issuedAt) }),
        t('orderNumber', { orderNumber: order.orderNumber }),
        t('orderDate', { date: date(order.createdAt) }),
      ].join('\n'),
      { width: half, align: 'right' },
    );
  let y = Math.max(customerBottom, doc.y) + 12;
  const shipTo = addressLines(snapshot.customer.shippingAddress, countryName).map(toWinAnsi);
  const billTo = addressLines(snapshot.customer.billingAddress, countryName).map(toWinAnsi);
  if (!sell && shipTo.join('\n') !== billTo.join('\n')) {
    doc.font('Helvetica-Bold').fontSize(8).text(t('shipTo'), left, y, { width: contentWidth });
    doc.font('Helvetica').fontSize(9).text(shipTo.join(', '), { width: contentWidth });
    y = doc.y + 12;
  }
  if (snapshot.cancels) {
    const original = snapshot.kind === 'invoiceCancellation' ? 'invoice' : 'creditNote';
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(
        t('cancels', {
          title: title(original),
          number: snapshot.cancels.number,
          date: date(snapshot.cancels.issuedAt),
        }),
        left,
        y,
        { width: contentWidth },
      );
    if (snapshot.cancels.reason)
      doc
        .font('Helvetica')
        .text(t('cancelReason', { reason: toWinAnsi(snapshot.cancels.reason) }), {
          width: contentWidth,
        });
    y = doc.y + 12;
  }

  // The lines: buy documents with net, VAT rate, VAT amount and gross per line; credit notes
  // carry no VAT, so amount only.
  const columns: { key: string; width: number; align: 'left' | 'right' }[] = sell
    ? [
        { key: 'item', width: 235, align: 'left' },
        { key: 'quantity', width: 70, align: 'right' },
        { key: 'unitPrice', width: 90, align: 'right' },
        { key: 'amount', width: 100, align: 'right' },
      ]
    : [
        { key: 'item', width: 150, align: 'left' },
        { key: 'quantity', width: 45, align: 'right' },
        { key: 'unitPrice', width: 62, align: 'right' },
        { key: 'net', width: 62, align: 'right' },
        { key: 'taxRate', width: 46, align: 'right' },
        { key: 'tax', width: 62, align: 'right' },
        { key: 'gross', width: 68, align: 'right' },
      ];
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    if (y > page.height - page.margin - 60) {
      doc.addPage();
      y = page.margin;
    }
    const top = y;
    let x = left;
    let bottom = top;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x, top, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    y = bottom + 3;
    doc
      .moveTo(left, y - 1.5)
      .lineTo(right, y - 1.5)
      .lineWidth(0.3)
      .stroke();
  };
  row(
    columns.map((column) => t(`column.${column.key}`)),
    true,
  );
  const rateOf = (line: { taxRateBps: number; taxClass?: string }) =>
    line.taxClass === 'investment_gold'
      ? t('rate.exempt')
      : line.taxClass === 'margin'
        ? t('rate.margin')
        : rate(line.taxRateBps);
  for (const line of snapshot.lines) {
    const quantity = line.isScrap
      ? t('grams', { quantity: formatGrams(Math.abs(line.quantity), locale) })
      : t('pieces', { quantity: line.quantity });
    const name = toWinAnsi(line.name[language]) + assayText(line);
    row(
      sell
        ? [name, quantity, money(line.unitCentAmount), money(line.grossCentAmount)]
        : [
            name,
            quantity,
            money(line.unitCentAmount),
            money(line.netCentAmount),
            rateOf(line),
            money(line.taxCentAmount),
            money(line.grossCentAmount),
          ],
    );
  }
  for (const adjustment of snapshot.adjustments) {
    const method = adjustment.methodKey
      ? toWinAnsi(mailText(language, `mail.shippingMethod.${adjustment.methodKey}`))
      : '';
    const label =
      adjustment.kind === 'discount'
        ? t('discount')
        : t(sell ? 'shippingDeducted' : 'shipping', { method });
    row(
      sell
        ? [label, '', '', money(adjustment.grossCentAmount)]
        : [
            label,
            '',
            '',
            money(adjustment.netCentAmount),
            rate(adjustment.taxRateBps),
            money(adjustment.taxCentAmount),
            money(adjustment.grossCentAmount),
          ],
    );
  }

  // Totals, right-aligned under the amounts.
  y += 6;
  const totals: [string, string][] = sell
    ? [[t('totalPayout'), money(snapshot.totals.grossCentAmount)]]
    : [
        [t('totalNet'), money(snapshot.totals.netCentAmount)],
        [t('totalTax'), money(snapshot.totals.taxCentAmount)],
        [t('totalGross'), money(snapshot.totals.grossCentAmount)],
      ];
  totals.forEach(([label, amount], i) => {
    const last = i === totals.length - 1;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 11 : 9);
    doc.text(label, right - 260, y, { width: 150, align: 'right' });
    doc.text(amount, right - 105, y, { width: 105, align: 'right' });
    y = doc.y + 2;
  });

  // Why lines carry no VAT, then how the money moved.
  doc.font('Helvetica').fontSize(8.5);
  const paragraphs = snapshot.notes.map((note) => noteText(t, note, order.store));
  const settlement = snapshot.settlement;
  if (settlement.kind === 'payment') {
    const method = settlement.method
      ? toWinAnsi(
          plainMessage(messageTables.checkout[language], `checkout.payment.${settlement.method}`) ??
            settlement.method,
        )
      : '';
    paragraphs.push(
      settlement.paidAt
        ? t('paid', { date: date(settlement.paidAt), method })
        : t('unpaid', { method }),
    );
  } else if (settlement.paidAt) {
    paragraphs.push(
      settlement.account
        ? t('payout', {
            date: date(settlement.paidAt),
            owner: toWinAnsi(settlement.account.owner),
            account: settlement.account.account,
          })
        : t('payoutCash', { date: date(settlement.paidAt) }),
    );
  }
  if (settlement.reference)
    paragraphs.push(t('reference', { reference: toWinAnsi(settlement.reference) }));
  if (!sell && !snapshot.cancels) paragraphs.push(t('thanks'));
  doc.text('', left, y + 10);
  for (const paragraph of paragraphs)
    doc.text(paragraph, left, doc.y, { width: contentWidth }).moveDown(0.4);

  // The issuer's legal details and bank at the foot of the (last) page.
  const footTop = page.height - page.margin - 36;
  if (doc.y > footTop - 8) doc.addPage();
  const footer = [
    [dealer.name, `${dealer.streetAddress}, ${dealer.zipCode} ${dealer.city}`, dealer.register]
      .filter(Boolean)
      .join(' · '),
    [dealer.vatId ? t('vatId', { vatId: dealer.vatId }) : null, accountLine(dealer.account)]
      .filter(Boolean)
      .join(' · '),
  ].map(toWinAnsi);
  doc
    .moveTo(left, footTop - 4)
    .lineTo(right, footTop - 4)
    .lineWidth(0.3)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor('#555555')
    .text(footer.join('\n'), left, footTop, { width: contentWidth, align: 'center' })
    .fillColor('#000000');

  doc.end();
  return done;
}

const accountLine = (account: DealerAccount) =>
  account.kind === 'sepa'
    ? `${account.bank}, IBAN ${account.iban}, BIC ${account.bic}`
    : `${account.bank}, ${account.accountNumber}, ABA ${account.routingNumber}`;

function noteText(
  t: (id: string, values?: Record<string, string>) => string,
  note: TaxNote,
  store: StoreKey,
): string {
  if (note !== 'investmentGold' && note !== 'marginScheme') return t(`note.${note}`);
  // Snapshots carry these two notes only for stores that charge VAT (see orderSnapshot).
  if (store === 'us') throw new Error(`A US document has the note ${note}`);
  if (note === 'marginScheme') return t('note.marginScheme', { law: marginSchemeLaw[store] });
  return t(swissVat.has(store) ? 'note.investmentGold.ch' : 'note.investmentGold', {
    law: investmentGoldLaw[store],
  });
}
