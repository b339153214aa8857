import { preciousMetals } from '@shop/api-client/contract';
import { discountAmount, lineGross } from './totals';

/*
 * What a coupon takes off each line of a buy cart (issue 22). A coupon on investment bullion can
 * be farmed: buy with the discount, sell back at once, keep the difference. So bullion lines get
 * nothing unless the coupon says it includes bullion, and then each bullion line's discount stays
 * at least one minor unit below its buy/sell spread, so a sale back can never gain.
 */

/** What the rule needs of a product. */
export interface BullionFacts {
  form: string;
  preciousMetal: string | null;
}

const metals: ReadonlySet<string> = new Set(preciousMetals);

/**
 * Investment bullion: every bar and coin of gold, silver, platinum or palladium, whatever its tax
 * class. The dealer quotes a buy-back price for all of them, which is what makes a discount on
 * them farmable; gift items, accessories and scrap are not bullion.
 */
export const isInvestmentBullion = (product: BullionFacts): boolean =>
  (product.form === 'bar' || product.form === 'coin') &&
  product.preciousMetal !== null &&
  metals.has(product.preciousMetal);

export interface DiscountLine {
  /** Gross per unit, minor units. */
  unitCentAmount: number;
  quantity: number;
  /** What the dealer pays back per unit on the same price sheet; null when it buys none back. */
  sellUnitCentAmount: number | null;
  bullion: boolean;
}

export interface CouponTerms {
  percentBps: number | null;
  centAmount: number | null;
  includesInvestmentBullion: boolean;
}

export interface LineDiscounts {
  /** Per line, in the lines' order (gross, minor units). */
  perLine: number[];
  total: number;
  /** Whether a bullion line got less than its share (left out, or capped below its spread). */
  bullionLimited: boolean;
}

/** What decides whether a coupon a cart holds counts at all (issue 26). */
export interface CouponScope {
  /** Set once staff deactivate the coupon. */
  deactivatedAt: Date | null;
  /** The stores it is for; null: every store. */
  stores: readonly string[] | null;
  /** The goods' gross the cart must reach, in the coupon's currency; null: no minimum. */
  minCartCentAmount: number | null;
}

/**
 * Whether a coupon takes anything off a cart of the store whose goods come to `goodsGross`: it is
 * active, for that store, and the goods reach its minimum. A coupon deactivated or out of reach
 * after the cart added it stays on the cart, at 0, until the goods reach the minimum again.
 */
export const couponHolds = (coupon: CouponScope, store: string, goodsGross: number): boolean =>
  coupon.deactivatedAt === null &&
  (coupon.stores === null || coupon.stores.includes(store)) &&
  (coupon.minCartCentAmount === null || goodsGross >= coupon.minCartCentAmount);

/** Whether the coupon can take anything off the line at all. */
const eligible = (line: DiscountLine, coupon: CouponTerms) =>
  !line.bullion || coupon.includesInvestmentBullion;

/** Whether any line of the cart is one the coupon may discount. */
export const hasEligibleLine = (lines: readonly DiscountLine[], coupon: CouponTerms): boolean =>
  lines.some((line) => eligible(line, coupon));

/**
 * The most a bullion line may be discounted: one minor unit below its spread (buy minus sell,
 * times the quantity), never below zero. Without a buy-back price the whole price is the spread.
 */
const spreadCap = (line: DiscountLine): number =>
  Math.max(0, (line.unitCentAmount - (line.sellUnitCentAmount ?? 0)) * line.quantity - 1);

/**
 * The coupon's discount on the eligible lines' goods (a share of their gross, or a fixed amount up
 * to it), spread over those lines in proportion to their gross; rounding remainders go one unit
 * at a time to the first lines. Bullion lines are then capped by `spreadCap`; what a cap takes is
 * not moved to other lines.
 */
export function couponLineDiscounts(
  lines: readonly DiscountLine[],
  coupon: CouponTerms,
): LineDiscounts {
  const base = lines.reduce((sum, line) => sum + (eligible(line, coupon) ? lineGross(line) : 0), 0);
  const total = base === 0 ? 0 : discountAmount(base, coupon);
  const shares = lines.map((line) =>
    eligible(line, coupon) && base > 0
      ? Number((BigInt(total) * BigInt(lineGross(line))) / BigInt(base))
      : 0,
  );
  let remainder = total - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; i < lines.length && remainder > 0; i++) {
    if (!eligible(lines[i]!, coupon) || lineGross(lines[i]!) === 0) continue;
    shares[i]! += 1;
    remainder -= 1;
  }
  let bullionLimited = false;
  const perLine = lines.map((line, i) => {
    if (!line.bullion) return shares[i]!;
    if (!eligible(line, coupon)) {
      bullionLimited = true;
      return 0;
    }
    const capped = Math.min(shares[i]!, spreadCap(line));
    if (capped < shares[i]!) bullionLimited = true;
    return capped;
  });
  return { perLine, total: perLine.reduce((sum, share) => sum + share, 0), bullionLimited };
}
