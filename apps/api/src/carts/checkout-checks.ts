import {
  cartLimitCentAmount,
  minimumCartCentAmount,
  orderBlockReasons as r,
  type OrderBlockReason,
  type PaymentMethod,
  type PayoutBankDetails,
  type PostalAddress,
  type PriceType,
  type ShippingMethodKey,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';

/*
 * Whether a cart can be ordered, as a pure function of the cart and the store's data, so the cart
 * answer (shown in the checkout) and the order transaction (POST /orders) apply the same rules.
 * The order transaction adds what only it can know: the price comparison with the current sheet
 * (product_price_mismatch), and it reads the cart under its row lock.
 */

/** What the rules need of a line: its price, and the product's metal, duty and stock facts. */
export interface CheckLine {
  sku: string;
  quantity: number;
  /** Gross per unit, minor units. */
  unitCentAmount: number;
  isScrap: boolean;
  preciousMetal: string | null;
  dutyFree: boolean;
  /** Units of the product in stock now (0 when it is gone). */
  stock: number;
}

export interface CheckCart {
  status: string;
  transactionType: PriceType;
  customerEmail: string | null;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  paymentMethod: PaymentMethod | null;
  pickupBranchId: string | null;
  payoutBankDetails: PayoutBankDetails | null;
  lines: readonly CheckLine[];
  /** Gross value of the goods (lines), minor units, before shipping and discount. */
  goodsGross: number;
  /** What the order is worth: goods, shipping and discount (gross, minor units). */
  totalGross: number;
}

export interface CheckContext {
  store: StoreKey;
  /** The method that applies (chosen, else the default rule's); null when none is offered. */
  shippingMethod: { key: ShippingMethodKey; transactionTypes: readonly PriceType[] } | null;
  /** Ids of the branches a cart of this store may pick up at. */
  branchIds: ReadonlySet<string>;
  /** Countries the store ships to (stores[store].shippingCountries). */
  shippingCountries: readonly string[];
  /** The scrap metal box's value limit in the store's currency (store_rules). */
  scrapBoxLimitCentAmount: number;
  /** Whether the cart's owner has opened a deposit in the store: only then can goods go there. */
  depositOpen: boolean;
  /** What the owner's deposit in the store holds per SKU (sales not cancelled taken out). */
  depositHeld: ReadonlyMap<string, number>;
  /**
   * Per SKU, the lowest cost per unit at which the owner bought it with a coupon in the store
   * within the sell-back period (COUPON_SELL_BACK_DAYS), orders not cancelled.
   */
  discountedUnitCosts: ReadonlyMap<string, number>;
  /** The most the owner's buy orders within 24 hours may come to (store_rules), minor units. */
  orderLimit24hCentAmount: number;
  /** The owner's buy orders of the last 24 hours in the cart's currency (see priorOrderSums). */
  boughtLast24hCentAmount: number;
  /** Cash above this needs identification at the counter (store_rules). */
  amlCashThresholdCentAmount: number;
  /** The most paid out in cash in a branch (store_rules, staff set it; spec 9: 15,000). */
  cashPayoutLimitCentAmount: number;
  /** The owner's cash orders of the store's linked window in the cart's currency. */
  cashLinkedCentAmount: number;
}

/** An earlier order of the cart's owner that is not cancelled, as the limits across orders see it. */
export interface PriorOrder {
  currency: string;
  transactionType: string;
  paymentMethod: string | null;
  /** Gross, minor units. */
  totalGross: number;
  createdAt: Date;
}

const hourMs = 60 * 60 * 1000;

const placedWithin = (order: PriorOrder, now: Date, hours: number) =>
  order.createdAt.getTime() > now.getTime() - hours * hourMs;

/** The buy orders in `currency` of the 24 hours before `now`, oldest first. */
const buysOf24h = (prior: readonly PriorOrder[], currency: string, now: Date) =>
  prior
    .filter(
      (order) =>
        order.currency === currency &&
        order.transactionType === 'buy' &&
        placedWithin(order, now, 24),
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

/**
 * What the owner's earlier orders in `currency` add up to at `now`: buy orders of the last 24
 * hours (sales are paid out only once their metal is received and checked, so they neither count
 * nor offset, or a sale announced and never sent would free room for buying), and cash orders of
 * either kind within the linked window (cash bought and cash paid out are both cash dealings).
 */
export function priorOrderSums(
  prior: readonly PriorOrder[],
  currency: string,
  now: Date,
  amlLinkedWindowHours: number,
): { boughtLast24h: number; cashLinked: number } {
  const cashLinked = prior
    .filter(
      (order) =>
        order.currency === currency &&
        order.paymentMethod === 'cashInStore' &&
        placedWithin(order, now, amlLinkedWindowHours),
    )
    .reduce((sum, order) => sum + order.totalGross, 0);
  const boughtLast24h = buysOf24h(prior, currency, now).reduce(
    (sum, order) => sum + order.totalGross,
    0,
  );
  return { boughtLast24h, cashLinked };
}

/**
 * When a cart worth `totalGross` fits within the 24-hour limit: the moment the oldest buy orders
 * that must leave the window for it are 24 hours old. Null when it fits now, or would not fit
 * even alone (then only a smaller cart helps).
 */
export function dailyLimitFreesAt(
  prior: readonly PriorOrder[],
  currency: string,
  now: Date,
  totalGross: number,
  limit: number,
): Date | null {
  const buys = buysOf24h(prior, currency, now);
  let bought = buys.reduce((sum, order) => sum + order.totalGross, 0);
  if (totalGross > limit || bought + totalGross <= limit) return null;
  for (const order of buys) {
    bought -= order.totalGross;
    if (bought + totalGross <= limit) return new Date(order.createdAt.getTime() + 24 * hourMs);
  }
  return null;
}

/** Units asked per SKU over all of a cart's lines: a product may sit on several lines. */
function askedPerSku(lines: readonly CheckLine[]): Map<string, number> {
  const asked = new Map<string, number>();
  for (const line of lines) asked.set(line.sku, (asked.get(line.sku) ?? 0) + line.quantity);
  return asked;
}

/**
 * SKUs of a buy cart's products that are asked for more than is in stock, each product counted
 * over all its lines; empty for a sell cart (sales do not draw on stock).
 */
export function shortOfStockSkus(cart: CheckCart): Set<string> {
  if (cart.transactionType !== 'buy') return new Set();
  const asked = askedPerSku(cart.lines);
  return new Set(cart.lines.filter((line) => asked.get(line.sku)! > line.stock).map((l) => l.sku));
}

/** A line of a sale from the deposit that asks for more than the deposit holds of its product. */
export interface OversoldLine {
  /** The line's index in the cart. */
  index: number;
  sku: string;
  quantity: number;
  held: number;
}

/**
 * The lines of a sale from the deposit that the deposit does not cover, each line's product
 * counted over all its lines; empty for any other cart.
 */
export function oversoldDepositLines(cart: CheckCart, context: CheckContext): OversoldLine[] {
  if (cart.transactionType !== 'sell' || context.shippingMethod?.key !== 'deposit') return [];
  const asked = askedPerSku(cart.lines);
  return cart.lines.flatMap((line, index) => {
    const held = context.depositHeld.get(line.sku) ?? 0;
    return asked.get(line.sku)! > held
      ? [{ index, sku: line.sku, quantity: line.quantity, held }]
      : [];
  });
}

/** A sell line priced above what the owner recently paid for the product with a coupon. */
export interface SellBackLine {
  index: number;
  sku: string;
  unitCentAmount: number;
  /** The cost per unit of that purchase (price minus the line's share of the coupon). */
  cost: number;
}

/**
 * The lines of a sell cart (any delivery) that would buy back, above its cost, metal the owner
 * bought with a coupon within the sell-back period: selling at or below that cost, or later, is
 * fine. Without this a coupon on bullion is money for nothing (buy discounted, sell back at once).
 */
export function sellBackAboveCostLines(cart: CheckCart, context: CheckContext): SellBackLine[] {
  if (cart.transactionType !== 'sell') return [];
  return cart.lines.flatMap((line, index) => {
    const cost = context.discountedUnitCosts.get(line.sku);
    return cost !== undefined && line.unitCentAmount > cost
      ? [{ index, sku: line.sku, unitCentAmount: line.unitCentAmount, cost }]
      : [];
  });
}

/** Methods that hand goods over in a chosen branch. */
const branchMethods: ReadonlySet<ShippingMethodKey> = new Set(['pickup', 'send-to-store']);

/**
 * What the shipping method `method` itself would block for this cart (empty when it can take
 * it): the checkout offers each method with these, and the order applies them to the chosen one.
 */
export function shippingMethodBlockers(
  cart: CheckCart,
  context: CheckContext,
  method: NonNullable<CheckContext['shippingMethod']>,
): OrderBlockReason[] {
  const reasons: OrderBlockReason[] = [];
  const { lines, transactionType } = cart;
  if (!method.transactionTypes.includes(transactionType))
    reasons.push(r.shippingMethodNotApplicable);
  if (method.key === 'scrapMetalBox') {
    if (lines.some((line) => !line.isScrap)) reasons.push(r.nonScrapItemsWithScrapMetalBox);
    if (cart.goodsGross > context.scrapBoxLimitCentAmount) reasons.push(r.scrapBoxValueTooHigh);
  }
  if (method.key === 'deposit') {
    if (!context.depositOpen) reasons.push(r.depositNotOpen);
    if (
      transactionType === 'buy' &&
      lines.some((line) => line.preciousMetal === 'silver' && !line.dutyFree)
    )
      reasons.push(r.silverNotAllowedWithDeposit);
    if (transactionType === 'sell' && lines.some((line) => line.dutyFree))
      reasons.push(r.dutyFreeNeedsCustomerSupport);
    // The deposit's holdings count for the method asked about, not only the chosen one; without
    // a deposit it holds nothing, which the reason above says already.
    if (
      context.depositOpen &&
      oversoldDepositLines(cart, { ...context, shippingMethod: method }).length > 0
    )
      reasons.push(r.invalidDepositItems);
  }
  return reasons;
}

/**
 * Every reason the cart cannot be ordered now, in the order a customer would fix them; empty when
 * it can. Stable strings of `orderBlockReasons` (spec 5 "Order creation needs", spec 8 order
 * creation and cart messages, spec 4 and 9 rules).
 */
export function checkoutBlockers(cart: CheckCart, context: CheckContext): OrderBlockReason[] {
  const reasons: OrderBlockReason[] = [];
  const add = (reason: OrderBlockReason) => {
    if (!reasons.includes(reason)) reasons.push(reason);
  };
  const { lines, transactionType } = cart;
  const method = context.shippingMethod;

  if (cart.status !== 'active') add(r.cartNotActive);

  if (lines.length === 0) add(r.noCartItems);
  else if (cart.totalGross <= 0) add(r.emptyOrZeroTotal);
  else if (cart.totalGross < minimumCartCentAmount) add(r.orderBelowMinimum);
  if (cart.goodsGross > cartLimitCentAmount) add(r.cartLimitExceeded);
  // Several orders must not lift the limit that one cart has (a cart above it already says so).
  else if (
    transactionType === 'buy' &&
    lines.length > 0 &&
    context.boughtLast24hCentAmount + cart.totalGross > context.orderLimit24hCentAmount
  )
    add(r.dailyLimitExceeded);
  if (shortOfStockSkus(cart).size > 0) add(r.outOfStockItems);
  if (sellBackAboveCostLines(cart, context).length > 0) add(r.couponSellBackAboveCost);

  if (!cart.customerEmail) add(r.noCustomerEmail);
  if (!cart.shippingAddress) add(r.noShippingAddress);
  else if (!context.shippingCountries.includes(cart.shippingAddress.country))
    add(r.countryNotAllowedForShippingAddress);
  if (!cart.billingAddress) add(r.noBillingAddress);

  if (!method) add(r.noShippingMethod);
  else shippingMethodBlockers(cart, context, method).forEach(add);

  const needsBranch =
    (method !== null && branchMethods.has(method.key)) ||
    (transactionType === 'sell' && cart.paymentMethod === 'cashInStore');
  if (needsBranch && (!cart.pickupBranchId || !context.branchIds.has(cart.pickupBranchId)))
    add(r.noPickupBranch);

  if (cart.paymentMethod) paymentMethodBlockers(cart, context, cart.paymentMethod).forEach(add);
  if (transactionType === 'buy' && !cart.paymentMethod) add(r.noPaymentMethod);
  else if (
    transactionType === 'sell' &&
    cart.paymentMethod !== 'cashInStore' &&
    !cart.payoutBankDetails
  )
    add(r.noPayoutBankDetails);

  return reasons;
}

/**
 * What the payment (or payout) method `payment` itself would block for this cart with its
 * delivery: the checkout offers each method with these, and the order applies them to the chosen
 * one. Cash is bought only at pick-up, and paid out only up to the store's limit.
 */
export function paymentMethodBlockers(
  cart: CheckCart,
  context: CheckContext,
  payment: PaymentMethod,
): OrderBlockReason[] {
  if (payment !== 'cashInStore') return [];
  if (cart.transactionType === 'buy')
    return context.shippingMethod?.key === 'pickup' ? [] : [r.cashPurchaseNeedsPickup];
  return cart.totalGross > context.cashPayoutLimitCentAmount ? [r.cashPayoutTooHigh] : [];
}

/** Spec 4: the method when none is chosen: shipping for buy carts or the US store, else leave-in-store. */
export const defaultShippingMethodKey = (
  transactionType: PriceType,
  store: StoreKey,
): ShippingMethodKey =>
  transactionType === 'buy' || store === 'us' ? 'shipping' : 'leave-in-store';

/**
 * Cash in store above the store's anti-money-laundering threshold needs identification at the
 * counter, counting the owner's cash orders of the linked window: splitting does not avoid it.
 */
export const cashIdentificationRequired = (
  cart: Pick<CheckCart, 'paymentMethod' | 'totalGross'>,
  context: Pick<CheckContext, 'amlCashThresholdCentAmount' | 'cashLinkedCentAmount'>,
): boolean =>
  cart.paymentMethod === 'cashInStore' &&
  context.cashLinkedCentAmount + cart.totalGross > context.amlCashThresholdCentAmount;
