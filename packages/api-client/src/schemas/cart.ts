import * as v from 'valibot';
import { formatNumber } from '@shop/i18n';
import { PayoutBankDetailsSchema } from './bank-details';
import { EmailSchema, secondFactorFields } from './customer';
import { orderBlockReasons } from './error';
import { CartCheckoutFieldsSchema, PaymentMethodSchema, ShippingMethodKeySchema } from './checkout';
import { AvailabilitySchema, SkuSchema, UnitsLeftSchema } from './product';
import { CurrencySchema, MoneySchema, PriceTypeSchema, TaxClassSchema } from './prices';
import { TextSchema } from './text';
import { LanguageTagSchema, TranslationMapSchema } from './translation';
import { StoreKeySchema } from './store';

/**
 * Carts (spec 3 "Cart", spec 7 "Carts"). Money is integer minor units in the cart's currency.
 * Unit prices and line totals are gross (VAT included where due); `totalPrice` is the net total,
 * `totalGrossPrice` the gross one, and `taxedPrice` splits the gross total into net and tax.
 */

/** Cart value limit (spec 9): 500,000 in the store's currency, in minor units. */
export const cartLimitCentAmount = 50_000_000;
/** Most pieces (or grams of scrap) one line may hold; a typo such as 1e9 is refused, not priced. */
export const maxLineItemQuantity = 100_000;

/**
 * Quantities (issue 23): pieces are whole, but old gold is weighed to a tenth of a gram, so a
 * scrap line's quantity is grams with at most one decimal place (12.5). Money stays exact: a
 * line's total is its unit price (per piece, or per gram of scrap) times the quantity in tenths,
 * divided by ten and rounded once, half-up, by the API's rounding rule.
 */
export const quantityTenths = (quantity: number): number => Math.round(quantity * 10);

/** Whether a number has at most one decimal place (12.5 yes, 12.55 no). */
export const hasAtMostOneDecimal = (quantity: number): boolean =>
  Math.abs(quantity * 10 - quantityTenths(quantity)) < 1e-6;

/** A sum or difference of quantities, kept to tenths (binary floating point holds no 0.1). */
export const addQuantities = (a: number, b: number): number =>
  (quantityTenths(a) + quantityTenths(b)) / 10;

/** A weight in grams as the locale writes it: 12,5 in German, 12.5 in English, 20 without decimals. */
export const formatGrams = (grams: number, locale: string): string =>
  formatNumber(grams, locale, { maximumFractionDigits: 1 });

/** A weight as a field's value: the locale's decimal mark, no grouping (12,5 / 1000.5). */
export const gramsInputValue = (grams: number, locale: string): string =>
  formatNumber(grams, locale, { maximumFractionDigits: 1, useGrouping: false });

/** Why a typed weight is refused; pages give each its own message. */
export type GramsProblem = 'format' | 'decimals' | 'zero' | 'tooHigh';

/**
 * Grams from what a customer typed, with a decimal point or comma (12.5 or 12,5): scrap is
 * weighed to a tenth of a gram. Otherwise the reason it is refused.
 */
export function parseGrams(text: string): { grams: number } | { problem: GramsProblem } {
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return { problem: 'format' };
  // 12.50 is 12.5 g: only digits that change the weight count as decimal places.
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 1) return { problem: 'decimals' };
  const grams = Number(`${match[1]}.${fraction || '0'}`);
  if (grams === 0) return { problem: 'zero' };
  if (grams > maxLineItemQuantity) return { problem: 'tooHigh' };
  return { grams };
}

/** What the API answers when a product sold by the piece is asked for a fraction of one. */
export const wholePiecesMessage =
  'must be a whole number of pieces: only scrap is weighed in tenths of a gram';

export const orderTypes = ['order', 'limitOrder'] as const;
export type OrderType = (typeof orderTypes)[number];
export const OrderTypeSchema = v.picklist(orderTypes, 'must be order or limitOrder');

export const cartStates = ['active', 'ordered', 'deleted'] as const;
export type CartState = (typeof cartStates)[number];

const VersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
/** The same in a query string. */
const VersionQuerySchema = v.pipe(
  TextSchema,
  v.regex(/^\d{1,9}$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1),
);
/**
 * Pieces, or grams of scrap to a tenth of a gram. Whether the product takes a fraction is known
 * only with the product: the API refuses one for anything but scrap (wholePiecesMessage).
 */
const QuantitySchema = v.pipe(
  v.number('must be a number'),
  v.check(hasAtMostOneDecimal, 'must have at most one decimal place'),
  v.check((quantity) => quantity > 0, 'must be more than 0'),
  v.maxValue(maxLineItemQuantity, `must be at most ${maxLineItemQuantity}`),
);
const QuantityQuerySchema = v.pipe(
  TextSchema,
  v.regex(/^\d{1,9}(\.\d)?$/, 'must be a number with at most one decimal place'),
  v.transform(Number),
  QuantitySchema,
);
/** A quantity the API answers: more than 0, whole except on scrap (tenths of a gram). */
export const LineQuantitySchema = v.pipe(
  v.number(),
  v.check(hasAtMostOneDecimal, 'must have at most one decimal place'),
  v.check((quantity) => quantity > 0, 'must be more than 0'),
);

const CountrySchema = v.pipe(TextSchema, v.regex(/^[A-Z]{2}$/, 'must be an ISO country code'));
const IdSchema = v.pipe(TextSchema, v.uuid('must be a cart id'));

export const CartIdParamsSchema = v.strictObject({ id: IdSchema });

/** `?languageTag`: the page language; the cart's locale follows it when it differs. */
export const CartLanguageQuerySchema = v.strictObject({
  languageTag: v.optional(LanguageTagSchema),
});
export type CartLanguageQuery = v.InferOutput<typeof CartLanguageQuerySchema>;

/** POST /carts: currency must be the store's, country one the store ships to. */
export const CartDraftSchema = v.strictObject({
  transactionType: PriceTypeSchema,
  orderType: OrderTypeSchema,
  country: CountrySchema,
  currency: CurrencySchema,
});
export type CartDraft = v.InferOutput<typeof CartDraftSchema>;

/**
 * PUT /carts/{id}/line-items: adds `quantity` of `sku` (a new line, or more on an existing one;
 * the line may hold at most maxLineItemQuantity): whole pieces, or grams of scrap with at most one
 * decimal place. `version`, when given, must be the cart's
 * current one (optimistic concurrency).
 */
export const SetLineItemBodySchema = v.strictObject({
  sku: SkuSchema,
  quantity: QuantitySchema,
  version: v.optional(VersionSchema),
});
export type SetLineItemBody = v.InferOutput<typeof SetLineItemBodySchema>;

/** DELETE /carts/{id}/line-items: removes `quantity` of `sku`, or the whole line without it. */
export const RemoveLineItemQuerySchema = v.strictObject({
  sku: SkuSchema,
  quantity: v.optional(QuantityQuerySchema),
  languageTag: v.optional(LanguageTagSchema),
  version: v.optional(VersionQuerySchema),
});
export type RemoveLineItemQuery = v.InferOutput<typeof RemoveLineItemQuerySchema>;

/** GET /carts: the caller's active carts in this store; `ownerId`, when given, must be the caller. */
export const CartListQuerySchema = v.strictObject({
  ownerId: v.optional(v.pipe(TextSchema, v.uuid('must be an owner id'))),
  languageTag: v.optional(LanguageTagSchema),
});
export type CartListQuery = v.InferOutput<typeof CartListQuerySchema>;

/**
 * PUT /carts/{id}: the cart's locale (a language tag, stored as the store's locale tag) and what
 * the checkout chooses. A field left out stays as it is; `null` clears it.
 */
export const CartUpdateSchema = v.strictObject({
  version: v.optional(VersionSchema),
  locale: v.optional(LanguageTagSchema),
  shippingMethodId: v.optional(
    v.nullable(v.pipe(TextSchema, v.uuid('must be a shipping method id'))),
  ),
  paymentMethod: v.optional(v.nullable(PaymentMethodSchema)),
  customerEmail: v.optional(v.nullable(EmailSchema)),
  pickupBranchId: v.optional(v.nullable(v.pipe(TextSchema, v.uuid('must be a branch id')))),
  payoutBankDetails: v.optional(v.nullable(PayoutBankDetailsSchema)),
  /** New payout bank details of a customer with the second factor on need its code. */
  ...secondFactorFields,
});
export type CartUpdate = v.InferOutput<typeof CartUpdateSchema>;

/** POST /carts/{id}/recalculate and DELETE /carts/{id}: only the optional version. */
export const CartVersionBodySchema = v.optional(
  v.strictObject({ version: v.optional(VersionSchema) }),
);
export const CartVersionQuerySchema = v.strictObject({ version: v.optional(VersionQuerySchema) });

export const LineItemSchema = v.object({
  id: TextSchema,
  sku: TextSchema,
  productId: TextSchema,
  name: TranslationMapSchema,
  slug: TranslationMapSchema,
  /** Pieces; grams of material for scrap, to a tenth of a gram (12.5). */
  quantity: LineQuantitySchema,
  /** Gross per unit, from the price sheet's tier for this quantity. */
  price: MoneySchema,
  /**
   * Set only in the answer of POST /carts/{id}/recalculate, on a line whose unit price that call
   * changed: the unit price before it (spec 8 "prices updated due to metal price change").
   */
  previousPrice: v.nullable(MoneySchema),
  /** The tier the unit price came from. */
  minQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Gross, unit price x quantity. */
  totalPrice: MoneySchema,
  /** VAT in basis points (2000 = 20 %); 0 when exempt, under the margin scheme and on sell lines. */
  taxRate: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The product's tax class in the store; `margin` lines include VAT that is not shown. */
  taxClass: TaxClassSchema,
  isScrap: v.boolean(),
  /** The product's availability now; `soldOut` lines must be substituted or removed to order. */
  availability: AvailabilitySchema,
  unitsLeft: UnitsLeftSchema,
  /** A buy line asks for more than is in stock: reduce, substitute or remove it to order. */
  outOfStock: v.boolean(),
});
export type LineItem = v.InferOutput<typeof LineItemSchema>;

export const CartSchema = v.object({
  id: TextSchema,
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The store's locale tag for the page language, e.g. de-AT or en-GB. */
  locale: TextSchema,
  transactionType: PriceTypeSchema,
  orderType: OrderTypeSchema,
  cartState: v.picklist(cartStates),
  store: StoreKeySchema,
  country: TextSchema,
  currency: CurrencySchema,
  customerEmail: v.nullable(TextSchema),
  lineItems: v.array(LineItemSchema),
  /** Items as the badge counts them: a scrap line counts as one on a sell cart. */
  lineItemCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Net total. */
  totalPrice: MoneySchema,
  totalGrossPrice: MoneySchema,
  taxedPrice: v.object({ totalNet: MoneySchema, totalGross: MoneySchema, totalTax: MoneySchema }),
  /**
   * The shipping method (chosen, or the default rule's): `price` is the method's price in the
   * store, `totalGrossPrice` what this cart is charged for it (0 once its free-from value is
   * reached). Included in the cart's totals: added on buy carts, deducted from a sell cart's payout.
   */
  shippingInfo: v.nullable(
    v.object({
      methodId: TextSchema,
      methodKey: ShippingMethodKeySchema,
      price: MoneySchema,
      totalGrossPrice: MoneySchema,
    }),
  ),
  /**
   * Every shipping method of the store for the cart's transaction type (issue 23): what this cart
   * would be charged for it, and what the method itself would block (empty when it can be
   * chosen), by the rules POST /orders applies to the chosen one.
   */
  shippingOptions: v.array(
    v.object({
      methodId: TextSchema,
      methodKey: ShippingMethodKeySchema,
      totalGrossPrice: MoneySchema,
      blockers: v.array(v.picklist(Object.values(orderBlockReasons))),
    }),
  ),
  /**
   * Every payment (buy) or payout (sell) method that can be chosen today, with what it would block
   * for this cart and its delivery (empty when it can be chosen), as for the shipping options.
   */
  paymentOptions: v.array(
    v.object({
      paymentMethod: PaymentMethodSchema,
      blockers: v.array(v.picklist(Object.values(orderBlockReasons))),
    }),
  ),
  ...CartCheckoutFieldsSchema,
  /**
   * Cash in store above the store's anti-money-laundering threshold (gross): identification is
   * needed at pick-up, and review and confirmation say so.
   */
  cashIdentificationRequired: v.boolean(),
  /**
   * Buy carts (issue 22): the store's limit on the customer's buy orders within 24 hours, what is
   * left of it beside the earlier ones, and when enough of those are older than 24 hours for this
   * cart to fit (null when it fits now, or would not fit even alone). Null for sell carts.
   */
  dailyLimit: v.nullable(
    v.object({ limit: MoneySchema, left: MoneySchema, freesAt: v.nullable(TextSchema) }),
  ),
  /**
   * Why the cart cannot be ordered as it stands (empty when it can), by the rules POST /orders
   * applies; the order adds the price comparison with the current sheet.
   */
  orderBlockers: v.array(v.picklist(Object.values(orderBlockReasons))),
  /** Products that were gone (no longer in the catalogue) and were removed by this call. */
  removedLineItems: v.array(v.object({ sku: TextSchema, name: TranslationMapSchema })),
  /** Set when this call replaced the cart (deposit switch): the id of the cart it replaced. */
  replacedCartId: v.nullable(TextSchema),
  createdAt: TextSchema,
  updatedAt: TextSchema,
});
export type Cart = v.InferOutput<typeof CartSchema>;

export const CartListSchema = v.array(CartSchema);
