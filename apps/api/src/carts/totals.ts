import { cartLimitCentAmount } from '@shop/api-client';
import { roundHalfUp } from '../prices/rounding';

/** What totals need of a line: its gross unit price, quantity and VAT rate. */
export interface PricedLine {
  unitCentAmount: number;
  quantity: number;
  taxRateBps: number;
  isScrap: boolean;
}

export interface CartTotals {
  gross: number;
  net: number;
  tax: number;
}

/** Gross total of a line: unit price x quantity, exact (unit prices are rounded already). */
export const lineGross = (line: PricedLine): number => line.unitCentAmount * line.quantity;

/**
 * Net of a line's gross total: gross x 10000 / (10000 + VAT bps), rounded once by the shop's one
 * rounding rule (prices/rounding.ts). The tax is what remains of the gross, so net + tax is
 * always exactly the gross the customer sees.
 */
export const lineNet = (line: PricedLine): number =>
  roundHalfUp(BigInt(lineGross(line)) * 10_000n, BigInt(10_000 + line.taxRateBps));

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let gross = 0;
  let net = 0;
  for (const line of lines) {
    gross += lineGross(line);
    net += lineNet(line);
  }
  return { gross, net, tax: gross - net };
}

/** Spec 9: a cart may hold at most 500,000 in the store's currency (gross). */
export const exceedsCartLimit = (totals: CartTotals): boolean => totals.gross > cartLimitCentAmount;

/** The header badge's count: pieces, but a scrap line (grams) counts as one on a sell cart. */
export function lineItemCount(lines: readonly PricedLine[], transactionType: string): number {
  let count = 0;
  for (const line of lines) count += transactionType === 'sell' && line.isScrap ? 1 : line.quantity;
  return count;
}
