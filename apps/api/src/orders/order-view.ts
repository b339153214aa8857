import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { StockLine } from '../catalogue/stock';
import type {
  Order,
  PreciousMetal,
  PublicTimelineEntry,
  Settlement,
  TimelineEventName,
} from '@shop/api-client/contract';
import type { Currency } from '@shop/i18n';
import { lineGross } from '../carts/totals';
import { productDetailsByIds } from '../catalogue/product-refs';
import type { Database } from '../db/client';
import type { Dealer } from './dealer';
import { customerActions, type OrderFacts } from './lifecycle/machine';
import type { StoredSettlement } from './lifecycle/settlement';
import { trackingUrl } from './lifecycle/tracking';
import { orderEvents, orderLineItems, orders } from './tables';

/*
 * An order as its answers show it (GET /orders, the staff's order page, the lifecycle's hooks):
 * the row, its lines with their products' metal, and its timeline.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLineItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
/** A line as read back, with its product's metal and fine weight (null once the product is gone). */
type ReadLineRow = OrderLineRow & {
  preciousMetal: PreciousMetal | null;
  fineWeightG: number | null;
};

const money = (centAmount: number, currency: Currency) => ({ centAmount, currency });

/*
 * Sell deliveries in which the customer posts the goods to the dealer: not deposit (the metal
 * stays in the customer's deposit) and not leave-in-store (handed over in a branch).
 */
const postedSellMethods: ReadonlySet<string> = new Set([
  'shipping',
  'insured-shipping',
  'scrapMetalBox',
]);
const sellerShips = (row: OrderRow) =>
  row.transactionType === 'sell' &&
  row.shippingInfo !== null &&
  postedSellMethods.has(row.shippingInfo.methodKey);

/** What the state machine reads of an order row. */
export const factsOf = (row: OrderRow): OrderFacts => ({
  transactionType: row.transactionType,
  orderState: row.orderState,
  paymentState: row.paymentState,
  stage: row.stage,
  paymentMethod: row.paymentMethod,
  shippingMethodKey: row.shippingInfo?.methodKey ?? null,
});

/**
 * What the customer may read of an event's details: the staff's references, amounts received and
 * who recorded it stay with the staff.
 */
const publicDetailKeys: Readonly<Record<TimelineEventName, readonly string[]>> = {
  placed: [],
  paymentReceived: ['paidAt'],
  shipped: ['carrier', 'trackingNumber', 'trackingUrl'],
  readyForPickup: ['branchId'],
  handedOver: [],
  cancelled: ['reason'],
  goodsReceived: ['lines'],
  assayed: ['lines', 'payout', 'offerPending'],
  offerAccepted: [],
  offerDeclined: [],
  payoutSent: ['paidAt'],
  reminded: [],
};

export const publicEntry = (entry: OrderEventRow): PublicTimelineEntry => ({
  event: entry.event,
  at: entry.at.toISOString(),
  details: Object.fromEntries(
    publicDetailKeys[entry.event]
      .filter((key) => entry.details[key] !== undefined)
      .map((key) => [key, entry.details[key]]),
  ),
});

function settlementOf(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  stored: StoredSettlement,
): Settlement {
  const money = (centAmount: number) => ({ centAmount, currency: row.currency });
  return {
    lines: stored.lines.map((line) => {
      const ordered = lines.find((candidate) => candidate.id === line.lineId);
      return {
        lineId: line.lineId,
        received: line.received,
        weightGrams: line.weightGrams,
        fineness: line.fineness,
        orderedPayout: money(ordered ? lineGross(ordered) : 0),
        payout: line.payoutCentAmount === null ? null : money(line.payoutCentAmount),
        reason: line.reason,
      };
    }),
    payout: stored.payoutCentAmount === null ? null : money(stored.payoutCentAmount),
    offerPending: row.orderState === 'Requested' && row.stage === 'assayed',
  };
}

/** The order as its owner reads it; `timeline` its entries oldest first. */
export function toOrder(
  row: OrderRow,
  lines: readonly (OrderLineRow | ReadLineRow)[],
  dealer: Dealer,
  timeline: readonly OrderEventRow[],
): Order {
  const { currency } = row;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    store: row.storeKey,
    locale: row.locale,
    currency,
    transactionType: row.transactionType,
    orderType: row.orderType,
    orderState: row.orderState,
    paymentState: row.paymentState,
    lineItems: lines.map((line) => ({
      id: line.id,
      sku: line.sku,
      productId: line.productId,
      name: { de: line.nameDe, en: line.nameEn },
      quantity: line.quantity,
      price: money(line.unitCentAmount, currency),
      totalPrice: money(lineGross(line), currency),
      taxRate: line.taxRateBps,
      taxClass: line.taxClass,
      ...('preciousMetal' in line
        ? { preciousMetal: line.preciousMetal, fineWeightGrams: line.fineWeightG }
        : {}),
      // Scrap is ordered by the gram (to a tenth): its quantity is grams, not pieces.
      isScrap: 'form' in line && line.form === 'scrap',
    })),
    shippingInfo: row.shippingInfo
      ? {
          methodKey: row.shippingInfo.methodKey,
          price: money(row.shippingInfo.centAmount, currency),
        }
      : null,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    paymentMethod: row.paymentMethod,
    pickupBranchId: row.pickupBranchId,
    payoutBankDetails: row.payoutBankDetails,
    // The account the confirmation mail names too: the store's, for a transfer the customer makes.
    dealerAccount:
      row.transactionType === 'buy' && row.paymentMethod === 'bankTransfer'
        ? dealer.accounts[row.storeKey]
        : null,
    receivingAddress: sellerShips(row) ? dealer.receivingAddresses[row.storeKey] : null,
    cashIdentificationRequired: row.cashIdentificationRequired,
    customerEmail: row.customerEmail,
    comment: row.comment,
    utmParams: row.utmParams,
    discount: money(row.discountCentAmount, currency),
    totalPrice: money(row.subtotalNetCentAmount, currency),
    taxedPrice: {
      totalNet: money(row.subtotalNetCentAmount, currency),
      totalGross: money(row.totalGrossCentAmount, currency),
      totalTax: money(row.totalTaxCentAmount, currency),
    },
    totalGrossPrice: money(row.totalGrossCentAmount, currency),
    paymentDate: row.paymentDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timeline: timeline.map(publicEntry),
    trackingUrl:
      row.carrier && row.trackingNumber ? trackingUrl(row.carrier, row.trackingNumber) : null,
    settlement: row.settlement ? settlementOf(row, lines, row.settlement) : null,
    allowedCustomerActions: customerActions(factsOf(row)),
    // The documents feature fills them in where orders are answered (lifecycle hooks).
    documents: [],
  };
}

/** Order lines in position order with their product's metal and fine weight, for the reading calls. */
export async function readLines(db: Database, where: SQL | undefined) {
  const lines = await db
    .select()
    .from(orderLineItems)
    .where(where)
    .orderBy(asc(orderLineItems.position));
  const detailsOf = await productDetailsByIds(
    db,
    lines.map((line) => line.productId),
  );
  return lines.map((line) => {
    const { preciousMetal, fineWeightG, form, fineness } = detailsOf(line.productId);
    return { ...line, preciousMetal, fineWeightG, form, fineness };
  });
}

/** An order's lines as stock counts them: what a cancellation gives back. */
export const stockLinesOf = (tx: Database, orderId: string): Promise<StockLine[]> =>
  tx
    .select({
      sku: orderLineItems.sku,
      productId: orderLineItems.productId,
      quantity: orderLineItems.quantity,
    })
    .from(orderLineItems)
    .where(eq(orderLineItems.orderId, orderId));

/** The timelines of these orders, each oldest first. */
export async function readTimelines(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderEventRow[]>> {
  const byOrder = new Map<string, OrderEventRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const entries = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  for (const entry of entries) byOrder.get(entry.orderId)?.push(entry);
  return byOrder;
}

/** The orders `where` selects with their lines and timelines, in the order `orderBy` gives. */
export async function readOrders(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[],
  dealer: Dealer,
): Promise<{ rows: OrderRow[]; orders: Order[] }> {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderBy);
  const ids = rows.map((row) => row.id);
  const lines = ids.length === 0 ? [] : await readLines(db, inArray(orderLineItems.orderId, ids));
  const timelines = await readTimelines(db, ids);
  return {
    rows,
    orders: rows.map((row) =>
      toOrder(
        row,
        lines.filter((line) => line.orderId === row.id),
        dealer,
        timelines.get(row.id) ?? [],
      ),
    ),
  };
}
