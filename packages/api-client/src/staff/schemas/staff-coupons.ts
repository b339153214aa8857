import * as v from 'valibot';
import { validationMessages } from '../../schemas/customer';
import { orderStates } from '../../schemas/order';
import { CurrencySchema, MoneySchema } from '../../schemas/prices';
import { TextSchema } from '../../schemas/text';
import { StaffStoreKeySchema } from './staff';

/*
 * Coupons in the back-office (issue 26, item 2): the discount codes the carts redeem (spec 5: one
 * coupon per cart), created, edited and deactivated by members with the `coupons` permission.
 */

export const couponKinds = ['fixed', 'percent'] as const;
export type CouponKind = (typeof couponKinds)[number];

const IsoTimestampSchema = v.pipe(TextSchema, v.isoTimestamp('validation.timestamp'));
const count = (max: number) =>
  v.pipe(
    v.number(),
    v.integer('validation.couponLimit'),
    v.minValue(1, 'validation.couponLimit'),
    v.maxValue(max, 'validation.couponLimit'),
  );

/** Upper-cased as the carts compare it: letters, digits, hyphens and underscores. */
export const CouponCodeSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.maxLength(40, 'validation.maxLength:40'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'validation.couponCode'),
  v.toUpperCase(),
);

/**
 * POST /staff/coupons and PUT /staff/coupons/{id}. `value` is a percentage (10 = 10 %, up to two
 * decimals) or, for `fixed`, minor units of `currency`; a fixed coupon without `currency` takes
 * the one currency of its stores. `stores` null or absent: every store. `minCartValue`: the
 * goods' gross the cart must reach, in the coupon's currency (a percent coupon with one is
 * redeemable in that currency only).
 */
export const StaffCouponBodySchema = v.pipe(
  v.strictObject({
    code: CouponCodeSchema,
    kind: v.picklist(couponKinds, 'validation.required'),
    value: v.pipe(v.number(), v.minValue(0.01, 'validation.positive')),
    currency: v.optional(v.nullable(CurrencySchema)),
    minCartValue: v.optional(v.nullable(MoneySchema)),
    stores: v.optional(
      v.nullable(v.pipe(v.array(StaffStoreKeySchema), v.minLength(1, validationMessages.required))),
    ),
    validFrom: IsoTimestampSchema,
    validUntil: v.optional(v.nullable(IsoTimestampSchema)),
    /** Redemptions in all (orders placed with the code and not cancelled). */
    usageLimit: count(1_000_000),
    usageLimitPerCustomer: v.optional(count(1_000_000)),
    includesInvestmentBullion: v.optional(v.boolean()),
  }),
  v.forward(
    v.check(
      (body) =>
        body.kind === 'fixed'
          ? Number.isInteger(body.value)
          : body.value <= 100 && Math.round(body.value * 100) === body.value * 100,
      'validation.couponValue',
    ),
    ['value'],
  ),
  v.forward(
    v.check(
      (body) => !body.validUntil || Date.parse(body.validUntil) > Date.parse(body.validFrom),
      'validation.couponWindow',
    ),
    ['validUntil'],
  ),
);
export type StaffCouponBody = v.InferOutput<typeof StaffCouponBodySchema>;
export type StaffCouponBodyInput = v.InferInput<typeof StaffCouponBodySchema>;

export const StaffCouponIdParamsSchema = v.object({ id: v.pipe(TextSchema, v.uuid()) });

/** One coupon as staff see it, with how often it was redeemed. */
export const StaffCouponSchema = v.object({
  id: TextSchema,
  code: TextSchema,
  kind: v.picklist(couponKinds),
  value: v.number(),
  currency: v.nullable(CurrencySchema),
  minCartValue: v.nullable(MoneySchema),
  stores: v.nullable(v.array(StaffStoreKeySchema)),
  validFrom: TextSchema,
  validUntil: v.nullable(TextSchema),
  usageLimit: v.number(),
  usageLimitPerCustomer: v.number(),
  includesInvestmentBullion: v.boolean(),
  active: v.boolean(),
  deactivatedAt: v.nullable(TextSchema),
  /** Orders placed with the code that are not cancelled. */
  redemptions: v.number(),
  createdAt: TextSchema,
});
export type StaffCoupon = v.InferOutput<typeof StaffCouponSchema>;

export const StaffCouponListSchema = v.object({ coupons: v.array(StaffCouponSchema) });
export type StaffCouponList = v.InferOutput<typeof StaffCouponListSchema>;

/** One order placed with the coupon. */
export const StaffCouponRedemptionSchema = v.object({
  orderId: TextSchema,
  orderNumber: TextSchema,
  store: StaffStoreKeySchema,
  customerEmail: TextSchema,
  orderState: v.picklist(orderStates),
  discount: MoneySchema,
  total: MoneySchema,
  createdAt: TextSchema,
});
export type StaffCouponRedemption = v.InferOutput<typeof StaffCouponRedemptionSchema>;

export const StaffCouponRedemptionListSchema = v.object({
  redemptions: v.array(StaffCouponRedemptionSchema),
});
export type StaffCouponRedemptionList = v.InferOutput<typeof StaffCouponRedemptionListSchema>;
