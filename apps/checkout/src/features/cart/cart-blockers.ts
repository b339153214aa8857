import { orderBlockReasons, type Cart } from '@shop/api-client';
import type { Language } from '@shop/i18n';

export type CartBlocker =
  | 'empty'
  | 'zeroTotal'
  | 'limitExceeded'
  | 'dailyLimit'
  | 'belowMinimum'
  | 'depositItems'
  | 'outOfStock';

/**
 * Why this cart cannot go to the checkout, or null when it can (spec 8 cart messages). The
 * server's own reasons decide (`orderBlockers`, the rules POST /orders applies), so the page and
 * the order never disagree; the checkout's later steps handle the other reasons.
 */
export function cartBlocker(cart: Cart | undefined): CartBlocker | null {
  if (!cart || cart.lineItems.length === 0) return 'empty';
  const blocked = (reason: (typeof cart.orderBlockers)[number]) =>
    cart.orderBlockers.includes(reason);
  if (blocked(orderBlockReasons.emptyOrZeroTotal)) return 'zeroTotal';
  if (blocked(orderBlockReasons.cartLimitExceeded)) return 'limitExceeded';
  // With the orders of 24 hours: a smaller cart, or waiting, fixes it.
  if (blocked(orderBlockReasons.dailyLimitExceeded)) return 'dailyLimit';
  if (blocked(orderBlockReasons.orderBelowMinimum)) return 'belowMinimum';
  // A sale from the deposit of more than it holds: only the quantities here can fix it.
  if (blocked(orderBlockReasons.invalidDepositItems)) return 'depositItems';
  // More than is in stock: the lines say which and how many are left.
  if (blocked(orderBlockReasons.outOfStockItems)) return 'outOfStock';
  return null;
}

/**
 * Whether the recalculation that answered `cart` changed a line's unit price: the server flags
 * such lines with their previous price, so the page need not compare two readings itself (a
 * reading taken after the cart was already re-priced elsewhere would hide the change).
 */
export const pricesUpdated = (cart: Cart): boolean =>
  cart.lineItems.some((line) => line.previousPrice !== null);

/** The names of the lines the order would refuse for stock, for the messages that name them. */
export const shortOfStockNames = (cart: Cart, language: Language): string[] =>
  cart.lineItems.filter((line) => line.outOfStock).map((line) => line.name[language]);
