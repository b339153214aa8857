import type { DepositPosition, PreciousMetal } from '@shop/api-client';
import type { Currency } from '@shop/i18n';

export type Holding = Omit<DepositPosition, 'unitValue' | 'value'>;

/** One order line that moved metal into or out of the deposit, oldest first. */
export interface DepositMovement {
  transactionType: string;
  orderedAt: Date;
  sku: string;
  productId: string;
  nameDe: string;
  nameEn: string;
  slugDe: string | null;
  slugEn: string | null;
  preciousMetal: PreciousMetal | null;
  fineWeightG: number | null;
  quantity: number;
  unitCentAmount: number;
}

/**
 * What the movements leave in the deposit, per product: purchases add units at what they cost, a
 * sale takes units out at their average cost (the cost basis of what remains is unchanged per
 * unit). A sale of more than is held empties the position.
 */
export function holdingsOf(movements: readonly DepositMovement[], currency: Currency): Holding[] {
  const bySku = new Map<string, { holding: Holding; cost: number }>();
  for (const line of movements) {
    let entry = bySku.get(line.sku);
    if (!entry) {
      entry = {
        cost: 0,
        holding: {
          sku: line.sku,
          productId: line.productId,
          // The product as ordered: its name stays readable if the catalogue drops it.
          name: { de: line.nameDe, en: line.nameEn },
          slug: { de: line.slugDe ?? '', en: line.slugEn ?? '' },
          preciousMetal: line.preciousMetal,
          fineWeightGrams: line.fineWeightG,
          quantity: 0,
          cost: { centAmount: 0, currency },
          firstOrderedAt: line.orderedAt.toISOString(),
        },
      };
      bySku.set(line.sku, entry);
    }
    const { holding } = entry;
    if (line.transactionType === 'buy') {
      holding.quantity += line.quantity;
      entry.cost += line.unitCentAmount * line.quantity;
    } else {
      const sold = Math.min(line.quantity, holding.quantity);
      entry.cost -= holding.quantity === 0 ? 0 : Math.round((entry.cost * sold) / holding.quantity);
      holding.quantity -= sold;
    }
    holding.cost = { centAmount: entry.cost, currency };
  }
  return [...bySku.values()].map((entry) => entry.holding).filter((h) => h.quantity > 0);
}
