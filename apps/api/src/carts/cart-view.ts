import { asc, inArray } from 'drizzle-orm';
import {
  availabilityOf,
  paymentMethods,
  unitsLeftOf,
  type Cart,
  type LineItem,
} from '@shop/api-client/contract';
import { stores, type Currency, type StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { depositOf, heldQuantities } from '../deposits/repository';
import { priorOrdersSince } from '../orders/order-limits';
import { discountedUnitCosts } from '../orders/coupon-usage';
import { couponSellBackDaysFromEnv } from '../config';
import { cartLineItems, type carts } from './tables';
import { productsById } from '../catalogue/product-refs';
import {
  cashIdentificationRequired,
  checkoutBlockers,
  dailyLimitFreesAt,
  defaultShippingMethodKey,
  priorOrderSums,
  paymentMethodBlockers,
  shippingMethodBlockers,
  shortOfStockSkus,
  type CheckCart,
  type CheckContext,
  type CheckLine,
  type PriorOrder,
} from './checkout-checks';
import {
  branchIdsOf,
  discountCodesByIds,
  rulesOf,
  storeShippingMethods,
  type DiscountCode,
  type StoreRules,
  type StoreShippingMethod,
} from '../checkout/reference-data';
import {
  couponHolds,
  couponLineDiscounts,
  isInvestmentBullion,
  type DiscountLine,
} from './coupon-discount';
import {
  cartTotals,
  checkoutTotals,
  type CartTotals,
  lineGross,
  lineItemCount,
  shippingCharge,
} from './totals';

export type CartRow = typeof carts.$inferSelect;
export type LineRow = typeof cartLineItems.$inferSelect;

/** What the rules need of a line's product now: stock, metal, duty and form. */
export interface ProductFacts {
  stock: number;
  /** Below it the line shows "only N left" (the product's own threshold). */
  lowStockThreshold: number;
  preciousMetal: string | null;
  dutyFree: boolean;
  form: string;
}

/** The store's data every cart answer of one call shares (one owner's carts in one store). */
export interface StoreFacts {
  store: StoreKey;
  methods: StoreShippingMethod[];
  branchIds: ReadonlySet<string>;
  rules: StoreRules;
  /** Whether the carts' owner has opened a deposit in the store. */
  depositOpen: boolean;
  /** What that deposit holds per SKU (empty without one): the most a deposit sale may take. */
  depositHeld: ReadonlyMap<string, number>;
  /** See CheckContext.discountedUnitCosts. */
  discountedUnitCosts: ReadonlyMap<string, number>;
  /** The owner's orders (not cancelled) as far back as the limits across orders look. */
  priorOrders: readonly PriorOrder[];
  /** When they were read: the limits' windows end here. */
  readAt: Date;
}

/** Read once at start: a bad COUPON_SELL_BACK_DAYS stops the API from starting. */
const couponSellBackDays = couponSellBackDaysFromEnv();

export async function storeFacts(
  db: Database,
  store: StoreKey,
  ownerId: string,
): Promise<StoreFacts> {
  // One statement at a time: a transaction's connection runs them in turn anyway.
  const methods = await storeShippingMethods(db, store);
  const branchIds = await branchIdsOf(db, store);
  const rules = await rulesOf(db, store);
  const deposit = await depositOf(db, { ownerId, store });
  const readAt = new Date();
  const lookBackHours = Math.max(24, rules.amlLinkedWindowHours);
  const priorOrders = await priorOrdersSince(
    db,
    ownerId,
    new Date(readAt.getTime() - lookBackHours * 60 * 60 * 1000),
  );
  return {
    store,
    methods,
    branchIds,
    rules,
    depositOpen: deposit !== undefined,
    depositHeld: deposit ? await heldQuantities(db, deposit) : new Map(),
    discountedUnitCosts: await discountedUnitCosts(
      db,
      ownerId,
      store,
      new Date(readAt.getTime() - couponSellBackDays * 24 * 60 * 60 * 1000),
    ),
    priorOrders,
    readAt,
  };
}

/** The lines of the carts, oldest first (then by SKU). */
export const linesOf = (db: Database, cartIds: readonly string[]): Promise<LineRow[]> =>
  cartIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(cartLineItems)
        .where(inArray(cartLineItems.cartId, [...cartIds]))
        .orderBy(asc(cartLineItems.createdAt), asc(cartLineItems.sku));

/** The products behind the lines, by id; a line whose product is missing is gone. */
export async function productFacts(
  db: Database,
  lines: readonly LineRow[],
): Promise<Map<string, ProductFacts>> {
  const byId = await productsById(
    db,
    lines.map((line) => line.productId),
  );
  return new Map(
    [...byId].map(([id, { stock, lowStockThreshold, preciousMetal, dutyFree, form }]) => [
      id,
      { stock, lowStockThreshold, preciousMetal, dutyFree, form },
    ]),
  );
}

export const discountsOf = async (db: Database, rows: readonly CartRow[]) =>
  new Map(
    (
      await discountCodesByIds(
        db,
        rows.flatMap((row) => (row.discountCodeId ? [row.discountCodeId] : [])),
      )
    ).map((code) => [code.id, code]),
  );

/** The method that applies to a cart: the chosen one, else the default rule's (if offered). */
export function effectiveMethod(
  row: Pick<CartRow, 'shippingMethodKey' | 'transactionType'>,
  facts: StoreFacts,
): StoreShippingMethod | null {
  const key = row.shippingMethodKey ?? defaultShippingMethodKey(row.transactionType, facts.store);
  return facts.methods.find((method) => method.key === key) ?? null;
}

/** Extras one call adds to its answer. */
export interface AnswerNotes {
  removed?: { sku: string; name: { de: string; en: string } }[];
  replacedCartId?: string;
  /** Unit prices (gross, minor units) by SKU before this call re-priced the line (recalculate). */
  previousPrices?: ReadonlyMap<string, number>;
}

const money = (centAmount: number, currency: Currency) => ({ centAmount, currency });

/** What one cart's rows and its store's data make of it: money, method and the order checks' input. */
export interface CartFigures {
  goods: CartTotals;
  /** Gross taken off the goods by the coupon (buy carts only). */
  discount: number;
  /** The coupon's discount per line, in the lines' order (all 0 without one). */
  lineDiscounts: readonly number[];
  /** Whether the coupon left out or capped a bullion line (see coupon-discount.ts). */
  bullionLimited: boolean;
  method: StoreShippingMethod | null;
  /** Gross the cart pays for shipping. */
  shipping: number;
  totals: CartTotals;
  check: { cart: CheckCart; context: CheckContext };
}

/** A line's product as the rules see it; a gone product counts as sold out. */
const factsOf = (productsById: ReadonlyMap<string, ProductFacts>, line: LineRow): ProductFacts =>
  productsById.get(line.productId) ?? {
    stock: 0,
    lowStockThreshold: 0,
    preciousMetal: null,
    dutyFree: false,
    form: 'gone',
  };

/** The lines as the coupon rule sees them: price, quantity, buy-back price and whether bullion. */
export const discountLines = (
  lines: readonly LineRow[],
  productsById: ReadonlyMap<string, ProductFacts>,
): DiscountLine[] =>
  lines.map((line) => ({ ...line, bullion: isInvestmentBullion(factsOf(productsById, line)) }));

/** What a cart of these lines pays for `method` (gross): nothing is shipped for an empty cart. */
const shippingOf = (
  lines: readonly LineRow[],
  discountedGoodsGross: number,
  method: StoreShippingMethod,
): number => (lines.length > 0 ? shippingCharge(discountedGoodsGross, method) : 0);

export function cartFigures(
  row: CartRow,
  lines: readonly LineRow[],
  facts: StoreFacts,
  productsById: ReadonlyMap<string, ProductFacts>,
  discountCode: DiscountCode | null,
): CartFigures {
  const { transactionType } = row;
  const goods = cartTotals(lines);
  const coupon =
    discountCode &&
    transactionType === 'buy' &&
    couponHolds(discountCode, row.storeKey, goods.gross)
      ? couponLineDiscounts(discountLines(lines, productsById), discountCode)
      : { perLine: lines.map(() => 0), total: 0, bullionLimited: false };
  const discount = coupon.total;
  const method = effectiveMethod(row, facts);
  const shipping = method ? shippingOf(lines, goods.gross - discount, method) : 0;
  const totals = checkoutTotals(lines, transactionType, discount, shipping);
  const prior = priorOrderSums(
    facts.priorOrders,
    row.currency,
    facts.readAt,
    facts.rules.amlLinkedWindowHours,
  );
  const checkLines: CheckLine[] = lines.map((line) => ({
    sku: line.sku,
    quantity: line.quantity,
    unitCentAmount: line.unitCentAmount,
    isScrap: line.isScrap,
    ...factsOf(productsById, line),
  }));
  return {
    goods,
    discount,
    lineDiscounts: coupon.perLine,
    bullionLimited: coupon.bullionLimited,
    method,
    shipping,
    totals,
    check: {
      cart: {
        status: row.status,
        transactionType: transactionType,
        customerEmail: row.customerEmail,
        shippingAddress: row.shippingAddress,
        billingAddress: row.billingAddress,
        paymentMethod: row.paymentMethod,
        pickupBranchId: row.pickupBranchId,
        payoutBankDetails: row.payoutBankDetails,
        lines: checkLines,
        goodsGross: goods.gross,
        totalGross: totals.gross,
      },
      context: {
        store: facts.store,
        shippingMethod: method,
        branchIds: facts.branchIds,
        shippingCountries: stores[facts.store].shippingCountries,
        scrapBoxLimitCentAmount: facts.rules.scrapBoxLimitCentAmount,
        depositOpen: facts.depositOpen,
        depositHeld: facts.depositHeld,
        discountedUnitCosts: facts.discountedUnitCosts,
        orderLimit24hCentAmount: facts.rules.orderLimit24hCentAmount,
        boughtLast24hCentAmount: prior.boughtLast24h,
        amlCashThresholdCentAmount: facts.rules.amlCashThresholdCentAmount,
        cashPayoutLimitCentAmount: facts.rules.cashPayoutLimitCentAmount,
        cashLinkedCentAmount: prior.cashLinked,
      },
    },
  };
}

/** The line's unit price before this call, when the call changed it. */
function previousPriceOf(notes: AnswerNotes, line: LineRow, currency: Currency) {
  const previous = notes.previousPrices?.get(line.sku);
  return previous === undefined || previous === line.unitCentAmount
    ? null
    : money(previous, currency);
}

/** The 24-hour limit as a buy cart shows it: the limit, what is left, when the cart fits. */
function dailyLimitOf(row: CartRow, facts: StoreFacts, figures: CartFigures): Cart['dailyLimit'] {
  if (row.transactionType !== 'buy') return null;
  const { orderLimit24hCentAmount: limit, boughtLast24hCentAmount: bought } = figures.check.context;
  const freesAt = dailyLimitFreesAt(
    facts.priorOrders,
    row.currency,
    facts.readAt,
    figures.totals.gross,
    limit,
  );
  return {
    limit: money(limit, row.currency),
    left: money(Math.max(0, limit - bought), row.currency),
    freesAt: freesAt?.toISOString() ?? null,
  };
}

/** A cart as the API answers it: lines, totals with discount and shipping, and its blockers. */
export function toCart(
  row: CartRow,
  lines: readonly LineRow[],
  facts: StoreFacts,
  productsById: ReadonlyMap<string, ProductFacts>,
  discountCode: DiscountCode | null,
  notes: AnswerNotes = {},
  figures: CartFigures = cartFigures(row, lines, facts, productsById, discountCode),
): Cart {
  const { currency, transactionType } = row;
  const { discount, method, shipping, totals } = figures;
  const paymentMethod = row.paymentMethod;
  const shortOfStock = shortOfStockSkus(figures.check.cart);
  return {
    id: row.id,
    version: row.version,
    locale: row.locale,
    transactionType: transactionType,
    orderType: row.orderType,
    cartState: row.status,
    store: row.storeKey,
    country: row.country,
    currency,
    customerEmail: row.customerEmail,
    lineItems: lines.map((line): LineItem => {
      const { stock, lowStockThreshold } = factsOf(productsById, line);
      return {
        id: line.id,
        sku: line.sku,
        productId: line.productId,
        name: { de: line.nameDe, en: line.nameEn },
        slug: { de: line.slugDe, en: line.slugEn },
        quantity: line.quantity,
        price: money(line.unitCentAmount, currency),
        previousPrice: previousPriceOf(notes, line, currency),
        minQuantity: line.minQuantity,
        totalPrice: money(lineGross(line), currency),
        taxRate: line.taxRateBps,
        taxClass: line.taxClass,
        isScrap: line.isScrap,
        availability: availabilityOf(stock, lowStockThreshold),
        unitsLeft: unitsLeftOf(stock, lowStockThreshold),
        outOfStock: shortOfStock.has(line.sku),
      };
    }),
    lineItemCount: lineItemCount(lines, transactionType),
    totalPrice: money(totals.net, currency),
    totalGrossPrice: money(totals.gross, currency),
    taxedPrice: {
      totalNet: money(totals.net, currency),
      totalGross: money(totals.gross, currency),
      totalTax: money(totals.tax, currency),
    },
    shippingInfo: method
      ? {
          methodId: method.id,
          methodKey: method.key,
          price: money(method.centAmount, currency),
          totalGrossPrice: money(shipping, currency),
        }
      : null,
    shippingOptions: facts.methods
      .filter((option) => option.transactionTypes.includes(transactionType))
      .map((option) => ({
        methodId: option.id,
        methodKey: option.key,
        totalGrossPrice: money(shippingOf(lines, figures.goods.gross - discount, option), currency),
        blockers: shippingMethodBlockers(figures.check.cart, figures.check.context, option),
      })),
    paymentOptions: paymentMethods.map((key) => ({
      paymentMethod: key,
      blockers: paymentMethodBlockers(figures.check.cart, figures.check.context, key),
    })),
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    paymentMethod,
    pickupBranchId: row.pickupBranchId,
    payoutBankDetails: row.payoutBankDetails,
    discount:
      discountCode && transactionType === 'buy'
        ? {
            discountCodeId: discountCode.id,
            code: discountCode.code,
            amount: money(discount, currency),
            bullionLimited: figures.bullionLimited,
          }
        : null,
    cashIdentificationRequired: cashIdentificationRequired(
      figures.check.cart,
      figures.check.context,
    ),
    dailyLimit: dailyLimitOf(row, facts, figures),
    orderBlockers: checkoutBlockers(figures.check.cart, figures.check.context),
    removedLineItems: notes.removed ?? [],
    replacedCartId: notes.replacedCartId ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Everything known about one cart, read on `db` (a transaction that holds the cart's row lock,
 * for POST /orders): its lines, its answer, and the input of `checkoutBlockers` as the answer's
 * `orderBlockers` were computed from.
 */
export async function readCart(
  db: Database,
  row: CartRow,
  notes: AnswerNotes = {},
  lines?: readonly LineRow[],
): Promise<{ cart: Cart; lines: readonly LineRow[]; figures: CartFigures }> {
  const own = lines ?? (await linesOf(db, [row.id]));
  const facts = await storeFacts(db, row.storeKey, row.ownerId);
  const productsById = await productFacts(db, own);
  const discounts = await discountsOf(db, [row]);
  const discount = row.discountCodeId ? (discounts.get(row.discountCodeId) ?? null) : null;
  const figures = cartFigures(row, own, facts, productsById, discount);
  return {
    cart: toCart(row, own, facts, productsById, discount, notes, figures),
    lines: own,
    figures,
  };
}
