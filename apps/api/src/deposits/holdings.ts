import type {
  DepositIncoming,
  DepositPosition,
  OrderState,
  PaymentState,
  PreciousMetal,
} from '@shop/api-client/contract';
import type { Currency } from '@shop/i18n';

export type Holding = Omit<DepositPosition, 'unitValue' | 'value'>;

/** One order line that moved metal into or out of the deposit, oldest first (by `at`). */
export interface DepositMovement {
  transactionType: string;
  orderedAt: Date;
  /** When the metal moved: a purchase when it was paid, a sale when it was ordered. */
  at: Date;
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

/** An order line shipped to or from the deposit, as read, before it is known to have moved. */
export interface DepositOrderLine extends Omit<DepositMovement, 'at'> {
  orderId: string;
  orderNumber: string;
  orderState: OrderState;
  paymentState: PaymentState;
  paymentDate: Date | null;
}

/** The product as ordered: its name stays readable if the catalogue drops it. */
const productOf = (line: Omit<DepositMovement, 'at'>) => ({
  sku: line.sku,
  productId: line.productId,
  name: { de: line.nameDe, en: line.nameEn },
  slug: { de: line.slugDe ?? '', en: line.slugEn ?? '' },
});

/**
 * A purchase is in the deposit once it is paid; an order confirmed or complete is past payment
 * even where no payment was recorded (orders placed before the payment route existed).
 */
const isSettled = (line: DepositOrderLine) =>
  line.paymentState === 'Paid' || line.orderState === 'Confirmed' || line.orderState === 'Complete';

/** A sale leaves the deposit once the dealer accepted it (issue 25): Accepted, then Complete. */
const isAccepted = (line: DepositOrderLine) =>
  line.orderState === 'Accepted' || line.orderState === 'Complete';

/**
 * The deposit's order lines (cancelled orders left out) split into what moved metal, what is on
 * its way in and what is on its way out. A sale leaves the deposit when the dealer accepts it;
 * before that it is `outgoing`: still held and valued, but promised to the dealer, so it cannot be
 * sold twice (heldQuantities takes it off what may be sold). A purchase counts from its payment;
 * before it, it is `incoming` and never valued.
 */
export function depositBook(lines: readonly DepositOrderLine[]): {
  movements: DepositMovement[];
  incoming: DepositIncoming[];
  outgoing: DepositOrderLine[];
} {
  const movements: DepositMovement[] = [];
  const incoming: DepositIncoming[] = [];
  const outgoing: DepositOrderLine[] = [];
  for (const line of lines) {
    if (line.transactionType === 'sell' && !isAccepted(line)) {
      outgoing.push(line);
      continue;
    }
    if (line.transactionType === 'buy' && !isSettled(line)) {
      incoming.push({
        ...productOf(line),
        quantity: line.quantity,
        orderId: line.orderId,
        orderNumber: line.orderNumber,
        orderedAt: line.orderedAt.toISOString(),
      });
      continue;
    }
    // A purchase moved in when it was paid; one confirmed without a recorded payment, when ordered.
    const at =
      line.transactionType === 'buy' ? (line.paymentDate ?? line.orderedAt) : line.orderedAt;
    movements.push({ ...line, at });
  }
  // Array.prototype.sort is stable: lines of one time keep the order they were read in.
  movements.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { movements, incoming, outgoing };
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
          ...productOf(line),
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
