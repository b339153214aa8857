import type { PriceChange, PriceType } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import { unitPriceFor, type CartPriceView } from '../prices/price-view';
import type { LineRow } from './cart-view';

/**
 * Lines whose unit price is no longer the price view's for their quantity, with the price the
 * line holds and the current one (the current one stays the old when the sheet has none).
 */
export function priceChanges(
  priceView: CartPriceView,
  store: StoreKey,
  type: PriceType,
  currency: string,
  lines: readonly Pick<LineRow, 'sku' | 'quantity' | 'unitCentAmount'>[],
): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const line of lines) {
    const pricing = priceView.pricing(store, line.sku);
    const current = pricing ? unitPriceFor(pricing, type, line.quantity) : null;
    if (current?.centAmount === line.unitCentAmount) continue;
    changes.push({
      sku: line.sku,
      oldPrice: { centAmount: line.unitCentAmount, currency },
      newPrice: { centAmount: current?.centAmount ?? line.unitCentAmount, currency },
    });
  }
  return changes;
}
