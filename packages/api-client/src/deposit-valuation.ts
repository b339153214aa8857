import type { Deposit, DepositPosition } from './schemas/deposit';
import type { ProductPricing } from './schemas/prices';

/**
 * Today's buy-back price per unit for `quantity` units: the sell price of the highest tier the
 * quantity reaches, as the checkout prices a sell line; null when the product is not bought back.
 */
export function buyBackUnitPrice(pricing: ProductPricing | undefined, quantity: number) {
  let best: ProductPricing['prices'][number] | undefined;
  for (const price of pricing?.prices ?? []) {
    if (price.type !== 'sell' || price.minQuantity > quantity) continue;
    if (!best || price.minQuantity > best.minQuantity) best = price;
  }
  return best ? { centAmount: best.centAmount, currency: best.currency } : null;
}

/** The difference in percent with two decimals; null when nothing was paid. */
export function percentOf(difference: number, base: number): number | null {
  if (base <= 0) return null;
  return Math.round((difference / base) * 10_000) / 100;
}

/**
 * The deposit valued at the given prices: each position at its buy-back price (or at cost when
 * the shop does not buy it back), the totals and the difference to the opening value. The API
 * values with its current price sheet; the account page values again with the live prices the
 * price socket refreshes, so both compute alike.
 */
export function valueDeposit(
  deposit: Omit<
    Deposit,
    'positions' | 'openingValue' | 'currentValue' | 'difference' | 'differencePercent' | 'valuedAt'
  > & {
    positions: readonly Omit<DepositPosition, 'unitValue' | 'value'>[];
  },
  pricingOf: (sku: string) => ProductPricing | undefined,
  valuedAt: string,
): Deposit {
  const { currency } = deposit;
  let opening = 0;
  let current = 0;
  const positions = deposit.positions.map((position): DepositPosition => {
    const price = buyBackUnitPrice(pricingOf(position.sku), position.quantity);
    // A price sheet of another currency cannot value this deposit: held at cost instead.
    const unitValue = price?.currency === currency ? price : null;
    const value = unitValue
      ? { centAmount: unitValue.centAmount * position.quantity, currency }
      : position.cost;
    opening += position.cost.centAmount;
    current += value.centAmount;
    return { ...position, unitValue, value };
  });
  return {
    ...deposit,
    positions,
    openingValue: { centAmount: opening, currency },
    currentValue: { centAmount: current, currency },
    difference: { centAmount: current - opening, currency },
    differencePercent: percentOf(current - opening, opening),
    valuedAt,
  };
}
