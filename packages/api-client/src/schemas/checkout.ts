import * as v from 'valibot';
import { PayoutBankDetailsSchema } from './bank-details';
import { PostalAddressSchema } from './customer';
import { MoneySchema, PriceTypeSchema } from './prices';
import { StoreKeySchema } from './store';
import { TextSchema } from './text';
import { LanguageTagSchema, TranslationMapSchema } from './translation';

/*
 * What a cart needs for an order (spec 3, 4, 5, 7, 9): shipping methods, payment methods, the
 * dealer's branches for pick-up, addresses, payout bank details and coupons.
 */

/** Spec 4: the eight shipping modes, by their keys. */
export const shippingMethodKeys = [
  'pickup',
  'shipping',
  'shippingBuy',
  'insured-shipping',
  'leave-in-store',
  'send-to-store',
  'deposit',
  'scrapMetalBox',
] as const;
export type ShippingMethodKey = (typeof shippingMethodKeys)[number];
export const ShippingMethodKeySchema = v.picklist(shippingMethodKeys, 'must be a shipping method');

/** Spec 9: what can be chosen today. */
export const paymentMethods = ['bankTransfer', 'cashInStore'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const PaymentMethodSchema = v.picklist(
  paymentMethods,
  'must be bankTransfer or cashInStore',
);
/** Spec 9: shown as coming soon, never selectable. */
export const comingSoonPaymentMethods = ['card', 'paypal'] as const;

/** Spec 9: a cart value of at least 1.00 in the currency, in minor units. */
export const minimumCartCentAmount = 100;
/** Spec 9: cash paid out in a store at most 15,000 in the store's currency, in minor units. */
export const cashPayoutLimitCentAmount = 1_500_000;

const IdSchema = v.pipe(TextSchema, v.uuid('must be an id'));
const VersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A method's price in one store, in that store's currency (gross, minor units). */
export const StoreShippingPriceSchema = v.object({
  store: StoreKeySchema,
  price: MoneySchema,
  /** From this cart value (gross goods, after discount) on the method costs nothing; null: never. */
  freeFrom: v.nullable(MoneySchema),
});
export type StoreShippingPrice = v.InferOutput<typeof StoreShippingPriceSchema>;

/**
 * GET /orders/shipping-methods: the methods offered in the request's store, with their price
 * there (`price`, `freeFrom`) and in every store that offers them (`prices`, for the catalog's
 * shipping table).
 */
export const ShippingMethodSchema = v.object({
  id: TextSchema,
  key: ShippingMethodKeySchema,
  price: MoneySchema,
  freeFrom: v.nullable(MoneySchema),
  /** The cart transaction types the method serves. */
  transactionTypes: v.array(PriceTypeSchema),
  prices: v.array(StoreShippingPriceSchema),
});
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;
export const ShippingMethodListSchema = v.array(ShippingMethodSchema);

/** GET /orders/payment-methods: every method, the coming-soon ones not selectable. */
export const PaymentMethodOptionSchema = v.object({
  key: v.picklist([...paymentMethods, ...comingSoonPaymentMethods]),
  selectable: v.boolean(),
  /** The transaction types it serves (bank transfer pays a buy and pays out a sell). */
  transactionTypes: v.array(PriceTypeSchema),
});
export const PaymentMethodListSchema = v.array(PaymentMethodOptionSchema);

export const OpeningHoursSchema = v.object({
  /** ISO weekday, 1 = Monday. */
  dayFrom: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  dayTo: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  /** Local time of the branch, HH:MM. */
  hourFrom: v.pipe(TextSchema, v.regex(/^\d{2}:\d{2}$/)),
  hourTo: v.pipe(TextSchema, v.regex(/^\d{2}:\d{2}$/)),
});
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

/** Spec 9 names bank transfer and cash in store; at the counter a debit card works as well. */
export const branchPaymentMethods = ['cash', 'debitCard', 'bankTransfer'] as const;
export type BranchPaymentMethod = (typeof branchPaymentMethods)[number];

/** A customer's review of a branch, shown on its store page. */
export const BranchReviewSchema = v.object({
  author: TextSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text: TextSchema,
  /** The language the customer wrote in. */
  language: v.picklist(['de', 'en']),
  /** ISO date of the visit. */
  date: v.pipe(TextSchema, v.isoDate()),
});
export type BranchReview = v.InferOutput<typeof BranchReviewSchema>;

/** Spec 3 "Store": one of the dealer's physical branches (pick-up, store pages). */
export const BranchSchema = v.object({
  id: TextSchema,
  slug: TextSchema,
  name: TranslationMapSchema,
  /** The shop store (at, de, ch, li, us) whose customers pick up here. */
  store: StoreKeySchema,
  city: TextSchema,
  streetAddress: TextSchema,
  zipCode: TextSchema,
  country: TextSchema,
  coordinates_lat: v.number(),
  coordinates_long: v.number(),
  /** IANA zone the opening hours are in. */
  timeZone: TextSchema,
  phone: v.nullable(TextSchema),
  openingHours: v.array(OpeningHoursSchema),
  /** A few paragraphs on the branch, by language. */
  about: TranslationMapSchema,
  /** How a customer can pay at the counter. */
  paymentMethods: v.array(v.picklist(branchPaymentMethods)),
  reviews: v.array(BranchReviewSchema),
});
export type Branch = v.InferOutput<typeof BranchSchema>;
export const BranchListSchema = v.array(BranchSchema);

/**
 * GET /branches?scope: `store` (default) lists where the request's store may pick up (checkout);
 * `all` lists every branch of the dealer (the stores page).
 */
export const BranchListQuerySchema = v.strictObject({
  scope: v.optional(v.picklist(['store', 'all'])),
});
export type BranchListQuery = v.InferOutput<typeof BranchListQuerySchema>;

/** GET /branches/{slug}: the slug of a store page (`/filialen/{slug}`). */
export const BranchSlugParamsSchema = v.strictObject({
  slug: v.pipe(TextSchema, v.regex(/^[a-z0-9-]{1,80}$/, 'must be a branch slug')),
});

/** PUT /carts/{id}/addresses?language (spec 7): the page language, as `languageTag` elsewhere. */
export const CartAddressesQuerySchema = v.strictObject({
  language: v.optional(LanguageTagSchema),
});

/** PUT /carts/{id}/addresses. */
export const CartAddressesBodySchema = v.strictObject({
  shippingAddress: PostalAddressSchema,
  billingAddress: PostalAddressSchema,
  version: v.optional(VersionSchema),
});
export type CartAddressesBody = v.InferOutput<typeof CartAddressesBodySchema>;

/** PUT /admin/carts/{id}/coupon. */
export const CouponBodySchema = v.strictObject({
  /** Spec 5: the coupon code must be given (an empty one answers coupon_empty). */
  code: v.pipe(TextSchema, v.trim(), v.maxLength(40)),
  version: v.optional(VersionSchema),
});
/** DELETE /admin/carts/{id}/coupon. */
export const CouponRemoveBodySchema = v.strictObject({
  discountCodeId: IdSchema,
  version: v.optional(VersionSchema),
});

export { PayoutBankDetailsSchema };

/** A cart's coupon as the cart answers it. */
export const CartDiscountSchema = v.object({
  discountCodeId: TextSchema,
  code: TextSchema,
  /** What it takes off the goods (gross, minor units). */
  amount: MoneySchema,
  /**
   * The coupon left out investment bullion, or took less off a bullion line than its share (kept
   * below the buy/sell spread): the cart says so beside the discount.
   */
  bullionLimited: v.boolean(),
});

/** A cart's pick-up, address and payout fields as answered. */
export const CartCheckoutFieldsSchema = {
  shippingAddress: v.nullable(PostalAddressSchema),
  billingAddress: v.nullable(PostalAddressSchema),
  paymentMethod: v.nullable(PaymentMethodSchema),
  pickupBranchId: v.nullable(TextSchema),
  payoutBankDetails: v.nullable(PayoutBankDetailsSchema),
  discount: v.nullable(CartDiscountSchema),
};
