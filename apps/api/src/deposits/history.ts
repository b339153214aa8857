import type { PreciousMetal, SnapshotPoint } from '@shop/api-client/contract';
import { stores, type StoreKey } from '@shop/i18n';
import {
  metals,
  preparePricing,
  priceProduct,
  type PricingData,
  type ProductInput,
} from '../prices';
import { holdingsOf, type DepositMovement } from './holdings';

export interface DepositHistoryInput {
  store: StoreKey;
  openedAt: Date;
  /** The deposit's movements, oldest first (see depositBook): a purchase from its payment on. */
  movements: readonly DepositMovement[];
  /** What the engine needs of each product held, by SKU. */
  products: ReadonlyMap<string, ProductInput>;
  /** Today's price policy: rules, tiers and taxes. */
  pricing: PricingData;
  /** Per metal, the ticker's buy-back price per ounce in the store's currency, oldest first. */
  metalHistory: ReadonlyMap<PreciousMetal, readonly SnapshotPoint[]>;
  /** The deposit's current valuation, from the price sheet of the last recalculation. */
  current: { valuedAt: string; centAmount: number };
}

/** The point of `points` in force at `time`: the latest not after it (the first one before them). */
function pointAt(points: readonly SnapshotPoint[], time: number): number {
  let cents = points[0]!.centAmount;
  for (const point of points) {
    if (Date.parse(point.timestamp) > time) break;
    cents = point.centAmount;
  }
  return cents;
}

/**
 * The deposit's value at each recorded metal price since it was opened: what was held at that time
 * (the orders until then), each product at its own buy-back price as the price engine computes it
 * from the metal price then and today's price policy. Only the ticker is kept over time, so the spot
 * price is recovered from its buy-back quote (the quote rule's spread taken off again) and stands in
 * every currency's column of the engine's spot table (store currency only: no exchange rate).
 * A product without a buy-back price, or whose metal has no history, counts at cost, as in
 * valueDeposit. The last point is the current valuation itself, at the time of its prices: the
 * recovered spot is rounded to cents, so recomputing it could differ from the value shown by a cent.
 */
export function depositValueHistory(input: DepositHistoryInput): SnapshotPoint[] {
  const { store, pricing } = input;
  const { currency } = stores[store];
  const valuedAt = Date.parse(input.current.valuedAt);
  const opened = input.openedAt.getTime();
  const times = [
    ...new Set(
      [...input.metalHistory.values()].flatMap((points) =>
        points.map((point) => Date.parse(point.timestamp)),
      ),
    ),
  ]
    .filter((time) => time >= opened && time < valuedAt)
    .sort((a, b) => a - b);

  const spreadOf = (metal: PreciousMetal) =>
    pricing.rules.find((rule) => rule.quote && rule.metal === metal)?.spreadBps ?? 0;

  const points = times.map((time): SnapshotPoint => {
    const spotUsdPerOz = {} as Record<PreciousMetal, number>;
    for (const metal of metals) {
      const history = input.metalHistory.get(metal);
      // Major units per ounce; `spot x (1 - spread) = quote` undone.
      spotUsdPerOz[metal] = history?.length
        ? (pointAt(history, time) * 10_000) / (10_000 - spreadOf(metal)) / 100
        : 0;
    }
    const prepared = preparePricing(pricing, {
      spotUsdPerOz,
      fxPerUsd: { EUR: 1, CHF: 1, USD: 1 },
    });
    const held = holdingsOf(
      input.movements.filter((movement) => movement.at.getTime() <= time),
      currency,
    );
    let centAmount = 0;
    for (const holding of held) {
      const product = input.products.get(holding.sku);
      const hasHistory = product?.metal
        ? Boolean(input.metalHistory.get(product.metal)?.length)
        : false;
      const sell = product && hasHistory ? priceProduct(product, prepared)[store].sell : null;
      centAmount += sell === null ? holding.cost.centAmount : sell * holding.quantity;
    }
    return { timestamp: new Date(time).toISOString(), centAmount };
  });
  return [...points, { timestamp: input.current.valuedAt, centAmount: input.current.centAmount }];
}
