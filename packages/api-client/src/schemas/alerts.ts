import * as v from 'valibot';
import { LimitOrderProductSchema, TargetUnitPriceSchema } from './limit-order';
import { MoneySchema, PriceTypeSchema } from './prices';
import { SkuSchema } from './product';
import { TextSchema } from './text';

/** Price and availability alerts (issue 12): a customer's, per store. */

/** POST /price-alerts: mail me when the price of `type` reaches the target (buy: at or below). */
export const PriceAlertDraftSchema = v.strictObject({
  sku: SkuSchema,
  type: PriceTypeSchema,
  targetUnitPrice: TargetUnitPriceSchema,
});
export type PriceAlertDraft = v.InferOutput<typeof PriceAlertDraftSchema>;

export const AlertIdParamsSchema = v.strictObject({
  id: v.pipe(TextSchema, v.uuid('must be an alert id')),
});

export const PriceAlertSchema = v.object({
  id: TextSchema,
  product: LimitOrderProductSchema,
  type: PriceTypeSchema,
  targetUnitPrice: MoneySchema,
  /** The unit price of the side now; null when the product has none. */
  currentUnitPrice: v.nullable(MoneySchema),
  /** When it mailed; an alert mails once. */
  triggeredAt: v.nullable(TextSchema),
  createdAt: TextSchema,
});
export type PriceAlert = v.InferOutput<typeof PriceAlertSchema>;
export const PriceAlertListSchema = v.array(PriceAlertSchema);

/** PUT /availability-alerts: turns the notification for a product on or off (spec 4). */
export const AvailabilityAlertToggleSchema = v.strictObject({
  sku: SkuSchema,
  enabled: v.boolean(),
});
export type AvailabilityAlertToggle = v.InferOutput<typeof AvailabilityAlertToggleSchema>;

export const AvailabilityAlertSchema = v.object({
  id: TextSchema,
  product: LimitOrderProductSchema,
  enabled: v.boolean(),
  /** When it mailed that the product is available again. */
  notifiedAt: v.nullable(TextSchema),
  createdAt: TextSchema,
  updatedAt: TextSchema,
});
export type AvailabilityAlert = v.InferOutput<typeof AvailabilityAlertSchema>;
export const AvailabilityAlertListSchema = v.array(AvailabilityAlertSchema);
