import * as v from 'valibot';
import type { MessageId } from '@shop/i18n';
import { PayoutBankDetailsSchema } from './bank-details';
import { maxLineItemQuantity } from './cart';
import { secondFactorFields } from './customer';
import { CurrencySchema, MoneySchema, PriceTypeSchema, type PriceType } from './prices';
import { SkuSchema } from './product';
import { TextSchema } from './text';
import { TranslationMapSchema } from './translation';
import { StoreKeySchema } from './store';

/** Limit orders (spec 3 "Limit order", 4, 5, 7 "Limit orders", 9). Money in minor units. */

export const limitOrderStatuses = ['Active', 'Inactive', 'Executed', 'Cancelled'] as const;
export type LimitOrderStatus = (typeof limitOrderStatuses)[number];
/**
 * Limit orders that are still open: active ones, and inactive ones a new date can revive. Only these
 * may be changed or cancelled, and they keep an account from being deleted.
 */
export const openLimitOrderStatuses = [
  'Active',
  'Inactive',
] as const satisfies readonly LimitOrderStatus[];
const openStatuses: readonly LimitOrderStatus[] = openLimitOrderStatuses;
export const isOpenLimitOrder = (status: LimitOrderStatus): boolean =>
  openStatuses.includes(status);

/** Spec 9: a limit order's target price is at most 500,000 in the store's currency. */
export const limitOrderMaxCentAmount = 50_000_000;

export const limitOrderMessages = {
  /** Spec 5: the date and time must be selected and in the future. */
  expiry: 'validation.limitOrderExpiry',
  maxPrice: 'validation.limitOrderMaxPrice',
  price: 'validation.limitOrderPrice',
  quantity: 'validation.limitOrderQuantity',
  /** A buy target the current price already reaches (at or above it). */
  buyTarget: 'validation.limitOrderBuyTarget',
  /** A sell target the current price already reaches (at or below it). */
  sellTarget: 'validation.limitOrderSellTarget',
} as const satisfies Record<string, MessageId>;

const m = limitOrderMessages;

const QuantitySchema = v.pipe(
  v.number(m.quantity),
  v.integer(m.quantity),
  v.minValue(1, m.quantity),
  v.maxValue(maxLineItemQuantity, m.quantity),
);

export const TargetUnitPriceSchema = v.strictObject({
  centAmount: v.pipe(
    v.number(m.price),
    v.integer(m.price),
    v.minValue(1, m.price),
    v.maxValue(limitOrderMaxCentAmount, m.maxPrice),
  ),
  currency: CurrencySchema,
});

/**
 * An ISO timestamp with its zone. That it lies in the future is checked against the server's
 * clock when the limit order is written (and by the form against the browser's).
 */
export const ExpiresAtSchema = v.pipe(
  v.string(m.expiry),
  v.nonEmpty(m.expiry),
  v.isoTimestamp(m.expiry),
);

/** Whether `expiresAt` lies after `now`. */
export const expiresInFuture = (expiresAt: string, now: Date): boolean =>
  Date.parse(expiresAt) > now.getTime();

/** Spec 4 and 9: a buy order executes at or below its target, a sell order at or above. */
export const reachesTarget = (type: PriceType, current: number, target: number): boolean =>
  type === 'buy' ? current <= target : current >= target;

/**
 * A limit order waits for a price the market does not offer yet: one whose target the current
 * unit price already reaches would be an ordinary order at today's price, executed at the next
 * price update. The API refuses it, and the form says so while the customer types, both with
 * this rule. The message id, or null when the target is fine or no price is known.
 */
export function targetIssue(
  type: PriceType,
  targetCentAmount: number,
  currentCentAmount: number | null | undefined,
): MessageId | null {
  if (currentCentAmount == null || !Number.isFinite(targetCentAmount)) return null;
  if (!reachesTarget(type, currentCentAmount, targetCentAmount)) return null;
  return type === 'buy' ? m.buyTarget : m.sellTarget;
}

/**
 * The rules beyond the schema that a form can check while the customer types, with the very
 * functions the API checks them with: the expiry lies ahead (the form's clock) and the current
 * price it shows does not already reach the target. By the body's path, as the API's details.
 */
export function limitOrderRuleIssues(
  body: { type: PriceType; targetCentAmount: number; expiresAt: string },
  context: { now: Date; currentCentAmount: number | null | undefined },
): { path: 'expiresAt' | 'targetUnitPrice.centAmount'; message: MessageId }[] {
  const issues: { path: 'expiresAt' | 'targetUnitPrice.centAmount'; message: MessageId }[] = [];
  if (!expiresInFuture(body.expiresAt, context.now))
    issues.push({ path: 'expiresAt', message: m.expiry });
  const target = targetIssue(body.type, body.targetCentAmount, context.currentCentAmount);
  if (target) issues.push({ path: 'targetUnitPrice.centAmount', message: target });
  return issues;
}

/** POST /limit-orders. Sell orders name where the payout goes (the order needs it). */
export const LimitOrderDraftSchema = v.strictObject({
  sku: SkuSchema,
  type: PriceTypeSchema,
  quantity: QuantitySchema,
  targetUnitPrice: TargetUnitPriceSchema,
  expiresAt: ExpiresAtSchema,
  payoutBankDetails: v.optional(v.nullable(PayoutBankDetailsSchema)),
  /** New payout bank details of a customer with the second factor on need its code. */
  ...secondFactorFields,
});
export type LimitOrderDraft = v.InferOutput<typeof LimitOrderDraftSchema>;

/** PUT /limit-orders/{id}: quantity, target and expiry; product and type stay. */
export const LimitOrderUpdateSchema = v.strictObject({
  quantity: QuantitySchema,
  targetUnitPrice: TargetUnitPriceSchema,
  expiresAt: ExpiresAtSchema,
  payoutBankDetails: v.optional(v.nullable(PayoutBankDetailsSchema)),
  /** New payout bank details of a customer with the second factor on need its code. */
  ...secondFactorFields,
});
export type LimitOrderUpdate = v.InferOutput<typeof LimitOrderUpdateSchema>;

export const LimitOrderIdParamsSchema = v.strictObject({
  id: v.pipe(TextSchema, v.uuid('must be a limit order id')),
});

export const LimitOrderProductSchema = v.object({
  sku: TextSchema,
  productId: v.nullable(TextSchema),
  name: TranslationMapSchema,
  slug: TranslationMapSchema,
  /** Whether the shop still shows it; an unpublished product's limit orders turn Inactive. */
  published: v.boolean(),
});

export const LimitOrderSchema = v.object({
  id: TextSchema,
  /** Human-readable, e.g. LO-000042. */
  number: TextSchema,
  store: StoreKeySchema,
  locale: TextSchema,
  product: LimitOrderProductSchema,
  type: PriceTypeSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The target article unit price (gross per unit). */
  targetUnitPrice: MoneySchema,
  /** The unit price for this quantity now; null when the product has no such price now. */
  currentUnitPrice: v.nullable(MoneySchema),
  expiresAt: TextSchema,
  status: v.picklist(limitOrderStatuses),
  /** Why it is Inactive: expired, productUnpublished, or the code of the order check that failed. */
  inactiveReason: v.nullable(TextSchema),
  payoutBankDetails: v.nullable(PayoutBankDetailsSchema),
  /** The order it became, once Executed. */
  orderId: v.nullable(TextSchema),
  executedAt: v.nullable(TextSchema),
  createdAt: TextSchema,
  updatedAt: TextSchema,
});
export type LimitOrder = v.InferOutput<typeof LimitOrderSchema>;
export const LimitOrderListSchema = v.array(LimitOrderSchema);
