import { cartLimitCentAmount, quantityTenths } from '@shop/api-client/contract';
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

/**
 * Gross total of a line: unit price x quantity. Pieces are whole, so that is exact; scrap is
 * weighed to a tenth of a gram against a price per gram, so the total is unit x tenths / 10,
 * rounded once by the shop's one rounding rule (12.5 g at 4,123 cents/g is 51,538 cents). Every
 * total of a line (cart, order, mail, slip, quote) comes from here.
 */
export const lineGross = (line: Pick<PricedLine, 'unitCentAmount' | 'quantity'>): number =>
  roundHalfUp(BigInt(line.unitCentAmount) * BigInt(quantityTenths(line.quantity)), 10n);

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

/** What a discount takes off the goods: a share of the gross, or a fixed amount up to the gross. */
export function discountAmount(
  goodsGross: number,
  discount: { percentBps: number | null; centAmount: number | null },
): number {
  if (discount.percentBps !== null)
    return roundHalfUp(BigInt(goodsGross) * BigInt(discount.percentBps), 10_000n);
  return Math.min(goodsGross, discount.centAmount ?? 0);
}

/** A shipping method's charge on a cart: nothing once the goods (after discount) reach free-from. */
export const shippingCharge = (
  goodsGross: number,
  method: { centAmount: number; freeFromCentAmount: number | null },
): number =>
  method.freeFromCentAmount !== null && goodsGross >= method.freeFromCentAmount
    ? 0
    : method.centAmount;

/**
 * The cart's totals with discount and shipping. Buy carts: goods minus discount plus shipping;
 * the discount takes its share of the goods' tax, and shipping is taxed at the highest rate of the
 * goods it carries (exempt when they all are). Sell carts carry no VAT, and shipping is deducted
 * from the payout (never below zero).
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  transactionType: string,
  discount: number,
  shipping: number,
): CartTotals {
  const goods = cartTotals(lines);
  if (transactionType === 'sell') {
    const gross = Math.max(0, goods.gross - shipping);
    return { gross, net: gross, tax: 0 };
  }
  const discountTax =
    goods.gross === 0 ? 0 : roundHalfUp(BigInt(discount) * BigInt(goods.tax), BigInt(goods.gross));
  const shippingRate = Math.max(0, ...lines.map((line) => line.taxRateBps));
  const shippingNet = roundHalfUp(BigInt(shipping) * 10_000n, BigInt(10_000 + shippingRate));
  const gross = goods.gross - discount + shipping;
  const tax = goods.tax - discountTax + (shipping - shippingNet);
  return { gross, net: gross - tax, tax };
}
