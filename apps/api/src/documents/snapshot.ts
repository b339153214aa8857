import type {
  DealerAccount,
  DocumentKind,
  Order,
  PaymentMethod,
  PostalAddress,
  ShippingMethodKey,
  TaxClass,
} from '@shop/api-client/contract';
import type { Currency, Language, StoreKey } from '@shop/i18n';
import { lineNet } from '../carts/totals';
import { roundHalfUp } from '../prices/rounding';
import type { DealerDetails } from './dealer-details';
import { maskAccount } from '../lib/pdf';

/** One line of a document: amounts of the whole line, net + tax = gross. */
export interface SnapshotLine {
  sku: string;
  name: { de: string; en: string };
  /** Pieces, or grams of scrap. */
  quantity: number;
  isScrap: boolean;
  unitCentAmount: number;
  /** A sale's line as the dealer's assay found it (weight in grams, fineness in ‰). */
  assay?: { weightGrams: number | null; fineness: number | null; reason: string | null };
  netCentAmount: number;
  /** 0 for exempt investment gold and under the margin scheme (whose VAT is never shown). */
  taxRateBps: number;
  taxCentAmount: number;
  grossCentAmount: number;
  taxClass: TaxClass;
}

/** The coupon's discount and the shipping charge, each with the VAT it carries. */
export interface SnapshotAdjustment {
  kind: 'discount' | 'shipping';
  methodKey?: ShippingMethodKey;
  netCentAmount: number;
  taxRateBps: number;
  taxCentAmount: number;
  grossCentAmount: number;
}

/** The tax notes a document carries: why a line shows no VAT. */
export const taxNotes = ['investmentGold', 'marginScheme', 'privateSale', 'noVat'] as const;
export type TaxNote = (typeof taxNotes)[number];

/** How the money moved: the customer's payment of an invoice, or the dealer's payout. */
export type DocumentSettlement =
  | {
      kind: 'payment';
      method: PaymentMethod | null;
      paidAt: string | null;
      reference: string | null;
    }
  | {
      kind: 'payout';
      paidAt: string | null;
      reference: string | null;
      /** Who was paid and where, the account number masked; null for cash in store. */
      account: { owner: string; account: string } | null;
    };

/**
 * Everything a document shows, as it was when the document was issued: the PDF is drawn from this
 * alone, so a download years later is the document as issued (the texts around it come from the
 * shop's messages in the document's language).
 */
export interface DocumentSnapshot {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  language: Language;
  /** A cancelling document's original, and why the order was cancelled. */
  cancels: { number: string; issuedAt: string; reason: string | null } | null;
  /** The issuer, with the store's bank account (DEALER_BANK_ACCOUNTS). */
  dealer: DealerDetails & { account: DealerAccount };
  order: {
    id: string;
    orderNumber: string;
    createdAt: string;
    store: StoreKey;
    locale: string;
    currency: Currency;
    transactionType: 'buy' | 'sell';
  };
  customer: { email: string; billingAddress: PostalAddress; shippingAddress: PostalAddress };
  lines: SnapshotLine[];
  adjustments: SnapshotAdjustment[];
  totals: { netCentAmount: number; taxCentAmount: number; grossCentAmount: number };
  notes: TaxNote[];
  settlement: DocumentSettlement;
}

/** What issuing adds to the order: the document's identity and the transition's details. */
export interface SnapshotInput {
  kind: Extract<DocumentKind, 'invoice' | 'creditNote'>;
  number: string;
  issuedAt: Date;
  language: Language;
  dealer: DealerDetails;
  /** The store's account (DEALER_BANK_ACCOUNTS). */
  dealerAccount: DealerAccount;
  /** The payment's or payout's reference as staff recorded it. */
  reference: string | null;
}

/**
 * An invoice's or credit note's snapshot of an order. Buy lines carry their VAT (net from gross as
 * the cart computed it); the discount takes its share of the goods' VAT and shipping is taxed at
 * the highest rate of the goods, as checkoutTotals did when the order was placed, so the rows add
 * up to the order's totals. Sales to the dealer carry no VAT; shipping is deducted from the payout.
 */
export function orderSnapshot(order: Order, input: SnapshotInput): DocumentSnapshot {
  const buy = order.transactionType === 'buy';
  // A sale pays what the assay found (C's settlement), line by line; a missing line pays nothing.
  const settled = new Map(
    (order.settlement?.payout ? order.settlement.lines : []).map((line) => [line.lineId, line]),
  );
  const lines: SnapshotLine[] = order.lineItems.map((line) => {
    const assay = settled.get(line.id);
    const gross = assay ? (assay.payout?.centAmount ?? 0) : line.totalPrice.centAmount;
    const taxRateBps = buy ? line.taxRate : 0;
    const net = buy
      ? lineNet({
          unitCentAmount: line.price.centAmount,
          quantity: line.quantity,
          taxRateBps,
          isScrap: line.isScrap,
        })
      : gross;
    return {
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      isScrap: line.isScrap,
      unitCentAmount: line.price.centAmount,
      ...(assay
        ? {
            assay: {
              weightGrams: assay.weightGrams,
              fineness: assay.fineness,
              reason: assay.reason,
            },
          }
        : {}),
      netCentAmount: net,
      taxRateBps,
      taxCentAmount: gross - net,
      grossCentAmount: gross,
      taxClass: line.taxClass,
    };
  });
  const adjustments: SnapshotAdjustment[] = [];
  const goodsGross = lines.reduce((sum, line) => sum + line.grossCentAmount, 0);
  const goodsTax = lines.reduce((sum, line) => sum + line.taxCentAmount, 0);
  const discount = order.discount.centAmount;
  if (buy && discount > 0) {
    const tax =
      goodsGross === 0 ? 0 : roundHalfUp(BigInt(discount) * BigInt(goodsTax), BigInt(goodsGross));
    const rate = Math.max(0, ...lines.map((line) => line.taxRateBps));
    adjustments.push({
      kind: 'discount',
      netCentAmount: -(discount - tax),
      taxRateBps: rate,
      taxCentAmount: -tax,
      grossCentAmount: -discount,
    });
  }
  const shipping = order.shippingInfo?.price.centAmount ?? 0;
  if (order.shippingInfo && shipping > 0) {
    const rate = buy ? Math.max(0, ...lines.map((line) => line.taxRateBps)) : 0;
    const net = roundHalfUp(BigInt(shipping) * 10_000n, BigInt(10_000 + rate));
    const sign = buy ? 1 : -1;
    adjustments.push({
      kind: 'shipping',
      methodKey: order.shippingInfo.methodKey,
      netCentAmount: sign * net,
      taxRateBps: rate,
      taxCentAmount: sign * (shipping - net),
      grossCentAmount: sign * shipping,
    });
  }
  // What a sale pays: its lines (as assayed) less shipping, never below zero (checkoutTotals).
  const payoutTotal = Math.max(
    0,
    [...lines, ...adjustments].reduce((sum, row) => sum + row.grossCentAmount, 0),
  );
  // The US store charges no VAT at all (sales tax is out of scope): one note says so.
  const vat = order.store !== 'us';
  const notes: TaxNote[] = [];
  if (vat && lines.some((line) => line.taxClass === 'investment_gold'))
    notes.push('investmentGold');
  if (vat && buy && lines.some((line) => line.taxClass === 'margin')) notes.push('marginScheme');
  if (!buy) notes.push('privateSale');
  if (!vat && buy) notes.push('noVat');
  const payout = order.payoutBankDetails;
  return {
    kind: input.kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    language: input.language,
    cancels: null,
    dealer: { ...input.dealer, account: input.dealerAccount },
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      store: order.store,
      locale: order.locale,
      currency: order.currency,
      transactionType: order.transactionType,
    },
    customer: {
      email: order.customerEmail,
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
    },
    lines,
    adjustments,
    totals: buy
      ? {
          netCentAmount: order.taxedPrice.totalNet.centAmount,
          taxCentAmount: order.taxedPrice.totalTax.centAmount,
          grossCentAmount: order.totalGrossPrice.centAmount,
        }
      : { netCentAmount: payoutTotal, taxCentAmount: 0, grossCentAmount: payoutTotal },
    notes,
    settlement: buy
      ? {
          kind: 'payment',
          method: order.paymentMethod,
          paidAt: order.paymentDate,
          reference: input.reference,
        }
      : {
          kind: 'payout',
          paidAt: order.paymentDate,
          reference: input.reference,
          account: payout
            ? {
                owner: payout.accountOwner,
                account:
                  payout.kind === 'iban'
                    ? maskAccount(payout.iban)
                    : `${maskAccount(payout.accountNumber)} / ${payout.routingNumber}`,
              }
            : null,
        },
  };
}

const negate = <
  T extends { netCentAmount: number; taxCentAmount: number; grossCentAmount: number },
>(
  row: T,
): T => ({
  ...row,
  netCentAmount: -row.netCentAmount,
  taxCentAmount: -row.taxCentAmount,
  grossCentAmount: -row.grossCentAmount,
});

/**
 * The cancelling document of `original` (Stornorechnung, Storno-Gutschrift): the same rows with
 * every amount negated, its own number and date, naming the document it reverses.
 */
export function cancellationSnapshot(
  original: DocumentSnapshot,
  input: { number: string; issuedAt: Date; reason: string | null },
): DocumentSnapshot {
  return {
    ...original,
    kind: original.kind === 'invoice' ? 'invoiceCancellation' : 'creditNoteCancellation',
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    cancels: { number: original.number, issuedAt: original.issuedAt, reason: input.reason },
    lines: original.lines.map(negate),
    adjustments: original.adjustments.map(negate),
    totals: negate(original.totals),
  };
}
