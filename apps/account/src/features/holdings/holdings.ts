import {
  buyBackUnitPrice,
  percentOf,
  preciousMetals,
  type Deposit,
  type Order,
  type PreciousMetal,
  type ProductPricing,
} from '@shop/api-client';
import type { Currency } from '@shop/i18n';

/** Where a holding is: in the deposit, or from an order delivered or still under way. */
export type HoldingSource = 'deposit' | 'delivered' | 'pending';

export interface Holding {
  source: HoldingSource;
  /** The order it came from; null for deposit positions (which sum several orders). */
  order: Pick<Order, 'id' | 'orderNumber'> | null;
  sku: string;
  name: { de: string; en: string };
  preciousMetal: PreciousMetal;
  fineWeightGrams: number;
  quantity: number;
  cost: number;
  /** At today's buy-back price; the cost when the product is not bought back. */
  value: number;
}

export interface MetalTotals {
  metal: PreciousMetal;
  fineWeightGrams: number;
  cost: number;
  value: number;
  gain: number;
  gainPercent: number | null;
}

export interface Holdings {
  currency: Currency;
  items: Holding[];
  byMetal: MetalTotals[];
  total: { cost: number; value: number; gain: number; gainPercent: number | null };
  /** Metal sold back to the shop (not cancelled), newest first. */
  sellBacks: Order[];
}

/** An order that left the shop's hands into the customer's: completed. */
const delivered = (order: Order) => order.orderState === 'Complete';
const toDeposit = (order: Order) => order.shippingInfo?.methodKey === 'deposit';

/**
 * What the customer owns, valued at today's buy-back prices in the store currency: the deposit's
 * positions (already valued) and the metal of their purchases not shipped to the deposit, delivered
 * or still under way. A sale back of the same product (not from the deposit) takes units out of
 * the oldest purchases first. Orders in another currency (another store's) are left out: they
 * cannot be valued in this one. Products without metal are no holdings.
 */
export function holdingsOf(
  currency: Currency,
  deposit: Deposit | undefined,
  orders: readonly Order[],
  pricingOf: (sku: string) => ProductPricing | undefined,
): Holdings {
  const live = orders.filter((o) => o.currency === currency && o.orderState !== 'Cancelled');
  const items: Holding[] = [];
  for (const position of deposit?.positions ?? []) {
    if (!position.preciousMetal || position.fineWeightGrams === null) continue;
    items.push({
      source: 'deposit',
      order: null,
      sku: position.sku,
      name: position.name,
      preciousMetal: position.preciousMetal,
      fineWeightGrams: position.fineWeightGrams * position.quantity,
      quantity: position.quantity,
      cost: position.cost.centAmount,
      value: position.value.centAmount,
    });
  }

  // Units sold back per product, set against purchases oldest first.
  const soldBack = new Map<string, number>();
  for (const order of live)
    if (order.transactionType === 'sell' && !toDeposit(order))
      for (const line of order.lineItems)
        soldBack.set(line.sku, (soldBack.get(line.sku) ?? 0) + line.quantity);
  const purchases = live
    .filter((order) => order.transactionType === 'buy' && !toDeposit(order))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  for (const order of purchases)
    for (const line of order.lineItems) {
      if (!line.preciousMetal || line.fineWeightGrams == null) continue;
      const sold = Math.min(soldBack.get(line.sku) ?? 0, line.quantity);
      soldBack.set(line.sku, (soldBack.get(line.sku) ?? 0) - sold);
      const quantity = line.quantity - sold;
      if (quantity === 0) continue;
      const cost = line.price.centAmount * quantity;
      const price = buyBackUnitPrice(pricingOf(line.sku), quantity);
      items.push({
        source: delivered(order) ? 'delivered' : 'pending',
        order: { id: order.id, orderNumber: order.orderNumber },
        sku: line.sku,
        name: line.name,
        preciousMetal: line.preciousMetal,
        fineWeightGrams: line.fineWeightGrams * quantity,
        quantity,
        cost,
        value: price?.currency === currency ? price.centAmount * quantity : cost,
      });
    }

  const byMetal = preciousMetals.flatMap((metal): MetalTotals[] => {
    const of = items.filter((item) => item.preciousMetal === metal);
    if (of.length === 0) return [];
    const sum = (pick: (item: Holding) => number) => of.reduce((s, item) => s + pick(item), 0);
    const cost = sum((item) => item.cost);
    const value = sum((item) => item.value);
    return [
      {
        metal,
        fineWeightGrams: sum((item) => item.fineWeightGrams),
        cost,
        value,
        gain: value - cost,
        gainPercent: percentOf(value - cost, cost),
      },
    ];
  });
  const cost = byMetal.reduce((s, m) => s + m.cost, 0);
  const value = byMetal.reduce((s, m) => s + m.value, 0);
  return {
    currency,
    items,
    byMetal,
    total: { cost, value, gain: value - cost, gainPercent: percentOf(value - cost, cost) },
    sellBacks: live.filter((order) => order.transactionType === 'sell'),
  };
}
