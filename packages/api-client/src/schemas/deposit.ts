import * as v from 'valibot';
import { CurrencySchema, MoneySchema, snapshotTimespans, SnapshotPointSchema } from './prices';
import { PreciousMetalSchema } from './product';
import { TextSchema } from './text';
import { TranslationMapSchema } from './translation';
import { StoreKeySchema } from './store';

/**
 * The precious-metal deposit (spec 3 "Deposit", spec 7 GET /deposits). A customer opens one deposit
 * per store (its currency is the store's); orders shipped to it (shipping method `deposit`) fill
 * its positions, sales from it empty them. Money is integer minor units, gross.
 */

const IsoTimestampSchema = v.pipe(TextSchema, v.isoTimestamp());

/** An amount that may be negative: a loss. */
export const SignedMoneySchema = v.object({
  centAmount: v.pipe(v.number(), v.integer()),
  currency: CurrencySchema,
});
export type SignedMoney = v.InferOutput<typeof SignedMoneySchema>;

export const DepositPositionSchema = v.object({
  sku: TextSchema,
  productId: TextSchema,
  name: TranslationMapSchema,
  slug: TranslationMapSchema,
  preciousMetal: v.nullable(PreciousMetalSchema),
  /** Fine metal per unit in grams; null for products without metal. */
  fineWeightGrams: v.nullable(v.number()),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** What the units held cost as ordered; after a sale from the deposit, at their average cost. */
  cost: MoneySchema,
  /** Today's buy-back (sell) price per unit; null when the shop does not buy the product back. */
  unitValue: v.nullable(MoneySchema),
  /** quantity x unitValue; the cost when there is no buy-back price (valued at cost). */
  value: MoneySchema,
  /** The first order that brought this product into the deposit. */
  firstOrderedAt: IsoTimestampSchema,
});
export type DepositPosition = v.InferOutput<typeof DepositPositionSchema>;

/**
 * Metal bought into the deposit whose order is not paid yet: shown apart, never in the value or
 * the gain, until the payment settles it (issue 22).
 */
export const DepositIncomingSchema = v.object({
  sku: TextSchema,
  productId: TextSchema,
  name: TranslationMapSchema,
  slug: TranslationMapSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  orderId: TextSchema,
  orderNumber: TextSchema,
  orderedAt: IsoTimestampSchema,
});
export type DepositIncoming = v.InferOutput<typeof DepositIncomingSchema>;

export const DepositSchema = v.object({
  id: TextSchema,
  /** The online depot number the customer quotes, e.g. AT-1000042. */
  depotNumber: TextSchema,
  store: StoreKeySchema,
  currency: CurrencySchema,
  openedAt: IsoTimestampSchema,
  /** What the deposit holds: paid purchases less every sale from it that is not cancelled. */
  positions: v.array(DepositPositionSchema),
  /** Unpaid purchases into the deposit, per order line ("on its way"). */
  incoming: v.array(DepositIncomingSchema),
  /** What the metal now in the deposit cost when it was bought (the sum of the positions' cost). */
  openingValue: MoneySchema,
  /** The positions at today's buy-back price. */
  currentValue: MoneySchema,
  /** currentValue - openingValue: negative is a loss. */
  difference: SignedMoneySchema,
  /** The difference in percent of the opening value, two decimals; null while nothing is held. */
  differencePercent: v.nullable(v.number()),
  /** When the prices it was valued at were calculated. */
  valuedAt: IsoTimestampSchema,
});
export type Deposit = v.InferOutput<typeof DepositSchema>;
export const DepositListSchema = v.array(DepositSchema);

/** GET /deposits/history?timespan: the timespan of the deposit's value chart. */
export const DepositHistoryQuerySchema = v.strictObject({
  timespan: v.optional(v.picklist(snapshotTimespans, 'must be one of 1w, 6m, 1y'), '6m'),
});
export type DepositHistoryQuery = v.InferInput<typeof DepositHistoryQuerySchema>;

/**
 * The deposit's value over time, oldest first, since it was opened: what it held then, each
 * product at its buy-back price then. The last point is the current valuation (GET /deposits at
 * the same prices). No points before a deposit is opened.
 */
export const DepositHistorySchema = v.object({
  timespan: v.picklist(snapshotTimespans),
  currency: CurrencySchema,
  points: v.array(SnapshotPointSchema),
});
export type DepositHistory = v.InferOutput<typeof DepositHistorySchema>;
