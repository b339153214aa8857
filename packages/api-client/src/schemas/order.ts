import * as v from 'valibot';
import { PayoutBankDetailsSchema } from './bank-details';
import { LineQuantitySchema, OrderTypeSchema } from './cart';
import { PaymentMethodSchema, ShippingMethodKeySchema } from './checkout';
import { EmailSchema, PostalAddressSchema } from './customer';
import { PreciousMetalSchema } from './product';
import { CurrencySchema, MoneySchema, PriceTypeSchema, TaxClassSchema } from './prices';
import { MultilineTextSchema, TextSchema } from './text';
import { LanguageTagSchema, TranslationMapSchema } from './translation';
import { StoreKeySchema } from './store';
import { OrderDocumentSchema } from './document';
import {
  customerOrderActions,
  PublicTimelineEntrySchema,
  SettlementSchema,
} from './order-lifecycle';

/** Orders (spec 3 "Order", spec 7 "Orders"). Money is integer minor units, gross unless named net. */

export const orderStates = [
  'Open',
  'Created',
  'Confirmed',
  'Complete',
  'Cancelled',
  'Requested',
  'Accepted',
] as const;
export type OrderState = (typeof orderStates)[number];
export const paymentStates = ['Pending', 'Paid', 'Failed'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** Longest idempotency key the API keeps (Stripe allows 255). */
export const maxIdempotencyKeyLength = 255;
export const IdempotencyKeySchema = v.pipe(
  TextSchema,
  v.minLength(1, 'validation.required'),
  v.maxLength(maxIdempotencyKeyLength, `validation.maxLength:${maxIdempotencyKeyLength}`),
);

export const utmValueMaxLength = 200;
const UtmValueSchema = v.pipe(
  TextSchema,
  v.maxLength(utmValueMaxLength, `validation.maxLength:${utmValueMaxLength}`),
);
/** The UTM values an order carries (spec 3 keeps them in the session, spec 7 sends them). */
export const UtmParamsSchema = v.strictObject({
  utm_source: v.optional(UtmValueSchema),
  utm_medium: v.optional(UtmValueSchema),
  utm_campaign: v.optional(UtmValueSchema),
  utm_term: v.optional(UtmValueSchema),
  utm_content: v.optional(UtmValueSchema),
  utm_id: v.optional(UtmValueSchema),
});
export type UtmParams = v.InferOutput<typeof UtmParamsSchema>;
export type UtmKey = keyof UtmParams;
/** The query parameters the session keeps from a landing URL. */
export const utmKeys = Object.keys(UtmParamsSchema.entries) as UtmKey[];

/** The customer's note to the dealer on the review step. */
export const orderCommentMaxLength = 500;

/**
 * What the customer accepted on the review step. Both must be true; the API answers a missing or
 * false one with `consents_missing` (not a validation error), so the fields are loose here.
 */
export const OrderConsentsSchema = v.strictObject({
  privacyPolicy: v.optional(v.boolean()),
  termsAndConditions: v.optional(v.boolean()),
});
export type OrderConsents = v.InferOutput<typeof OrderConsentsSchema>;
/** Whether both consents were given. */
export const consentsGiven = (consents: OrderConsents | undefined): boolean =>
  consents?.privacyPolicy === true && consents.termsAndConditions === true;

/** POST /orders. */
export const OrderDraftSchema = v.strictObject({
  cartId: v.pipe(TextSchema, v.uuid('must be a cart id')),
  consents: v.optional(OrderConsentsSchema),
  comment: v.optional(
    v.nullable(
      v.pipe(
        MultilineTextSchema,
        v.maxLength(orderCommentMaxLength, `validation.maxLength:${orderCommentMaxLength}`),
      ),
    ),
  ),
  utmParams: v.optional(v.nullable(UtmParamsSchema)),
  /** The review step's quote (POST /carts/{id}/quote): its prices hold until it expires. */
  quoteId: v.optional(v.pipe(TextSchema, v.uuid('must be a quote id'))),
});
export type OrderDraft = v.InferOutput<typeof OrderDraftSchema>;

/** The comment as the checkout sends it: trimmed, null when nothing is left. */
export const orderCommentOf = (text: string | undefined): string | null => text?.trim() || null;
/** The validation message of a comment POST /orders would refuse (too long), or null. */
export function orderCommentProblem(comment: string | null): string | null {
  const result = v.safeParse(OrderDraftSchema.entries.comment, comment);
  return result.success ? null : result.issues[0].message;
}

export const OrderLanguageQuerySchema = v.strictObject({
  languageTag: v.optional(LanguageTagSchema),
});
/**
 * GET /orders/{id}/slip.pdf: the language, and the link's own key (the confirmation mail's link
 * opens the slip on any device, without the session that placed the order).
 */
export const OrderSlipQuerySchema = v.strictObject({
  languageTag: v.optional(LanguageTagSchema),
  token: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be a slip link key'))),
});
export const OrderIdParamsSchema = v.strictObject({
  id: v.pipe(TextSchema, v.uuid('must be an order id')),
});

export const OrderLineItemSchema = v.object({
  /** The line's id: staff name lines by it when goods arrive and are assayed. */
  id: TextSchema,
  sku: TextSchema,
  productId: TextSchema,
  name: TranslationMapSchema,
  /** Pieces; grams of scrap, to a tenth of a gram (12.5). */
  quantity: LineQuantitySchema,
  /** Gross per unit as ordered. */
  price: MoneySchema,
  totalPrice: MoneySchema,
  taxRate: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The tax class as ordered; documents name the margin scheme of `margin` lines. */
  taxClass: TaxClassSchema,
  /**
   * The product's metal and fine weight per unit in grams, as the catalogue has them now; given
   * when orders are read (GET /orders, /orders/{id}), for valuing what a customer holds.
   */
  preciousMetal: v.optional(v.nullable(PreciousMetalSchema)),
  fineWeightGrams: v.optional(v.nullable(v.number())),
  /** Scrap is sold by the gram: `quantity` is grams, and pages and mails say "20 g" or "12,5 g". */
  isScrap: v.boolean(),
});

/**
 * The dealer's account a bank-transfer buy order is paid into (the store's): IBAN and BIC, or in
 * the US an account and routing number (for a wire or a check). `demo: true` marks the sample
 * accounts of a demo or development setup: pages and mails say not to pay into them.
 */
export const DealerAccountSchema = v.variant('kind', [
  v.object({
    kind: v.literal('sepa'),
    holder: TextSchema,
    bank: TextSchema,
    iban: TextSchema,
    bic: TextSchema,
    demo: v.optional(v.literal(true)),
  }),
  v.object({
    kind: v.literal('us'),
    holder: TextSchema,
    bank: TextSchema,
    accountNumber: TextSchema,
    routingNumber: TextSchema,
    demo: v.optional(v.literal(true)),
  }),
]);
export type DealerAccount = v.InferOutput<typeof DealerAccountSchema>;

export type DealerAccountField =
  'holder' | 'bank' | 'iban' | 'bic' | 'accountNumber' | 'routingNumber';

/** An account's fields in the order the pages list them: holder and bank, then its numbers. */
export function dealerAccountFields(account: DealerAccount): [DealerAccountField, string][] {
  const numbers: [DealerAccountField, string][] =
    account.kind === 'sepa'
      ? [
          ['iban', account.iban],
          ['bic', account.bic],
        ]
      : [
          ['accountNumber', account.accountNumber],
          ['routingNumber', account.routingNumber],
        ];
  return [['holder', account.holder], ['bank', account.bank], ...numbers];
}

/**
 * Where a seller sends the goods of a sell order: the dealer's receiving address of the store
 * (configuration of the API, like the bank accounts). `demo` marks the sample addresses.
 */
export const ReceivingAddressSchema = v.object({
  name: TextSchema,
  streetAddress: TextSchema,
  zipCode: TextSchema,
  city: TextSchema,
  country: TextSchema,
  demo: v.optional(v.literal(true)),
});
export type ReceivingAddress = v.InferOutput<typeof ReceivingAddressSchema>;

export const OrderSchema = v.object({
  id: TextSchema,
  /** Human-readable: the year it was placed and a running number, e.g. 2026-000042. */
  orderNumber: TextSchema,
  store: StoreKeySchema,
  locale: TextSchema,
  currency: CurrencySchema,
  transactionType: PriceTypeSchema,
  orderType: OrderTypeSchema,
  orderState: v.picklist(orderStates),
  paymentState: v.picklist(paymentStates),
  lineItems: v.array(OrderLineItemSchema),
  shippingInfo: v.nullable(v.object({ methodKey: ShippingMethodKeySchema, price: MoneySchema })),
  shippingAddress: PostalAddressSchema,
  billingAddress: PostalAddressSchema,
  paymentMethod: v.nullable(PaymentMethodSchema),
  pickupBranchId: v.nullable(TextSchema),
  payoutBankDetails: v.nullable(PayoutBankDetailsSchema),
  /** Where to transfer the total (reference: the order number); only buy orders paid by bank transfer. */
  dealerAccount: v.nullable(DealerAccountSchema),
  /** Where to send the goods; only sell orders the customer ships (not deposit or store drop-off). */
  receivingAddress: v.nullable(ReceivingAddressSchema),
  /**
   * Cash in the store above the store's anti-money-laundering threshold (store_rules), as the
   * order was placed: the customer must show an official photo ID.
   */
  cashIdentificationRequired: v.boolean(),
  customerEmail: TextSchema,
  comment: v.nullable(MultilineTextSchema),
  utmParams: v.nullable(v.record(TextSchema, TextSchema)),
  discount: MoneySchema,
  totalPrice: MoneySchema,
  taxedPrice: v.object({ totalNet: MoneySchema, totalGross: MoneySchema, totalTax: MoneySchema }),
  totalGrossPrice: MoneySchema,
  paymentDate: v.nullable(TextSchema),
  createdAt: TextSchema,
  updatedAt: TextSchema,
  /** What happened to the order, oldest first, as the customer may read it (issue 25). */
  timeline: v.array(PublicTimelineEntrySchema),
  /** The carrier's tracking page once the order is shipped. */
  trackingUrl: v.nullable(TextSchema),
  /** A sale's goods as received and assayed, and its payout; null before the goods arrive. */
  settlement: v.nullable(SettlementSchema),
  /** What the customer may do now: cancel while unpaid, answer an offer while one waits. */
  allowedCustomerActions: v.array(v.picklist(customerOrderActions)),
  /** Its invoices and credit notes, oldest first, with the PDF's path for whoever reads the order. */
  documents: v.array(OrderDocumentSchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;
export const OrderListSchema = v.array(OrderSchema);

/**
 * POST /admin/orders/{id}/payment (issue 22): staff record a payment received until a back-office
 * exists. Only Paid can be recorded, at a time that has passed (a minute of clock skew allowed).
 */
export const AdminPaymentBodySchema = v.strictObject({
  state: v.literal('Paid', 'must be Paid'),
  paidAt: v.pipe(
    TextSchema,
    v.isoTimestamp('must be an ISO timestamp'),
    v.check((value) => Date.parse(value) <= Date.now() + 60_000, 'must not be in the future'),
  ),
});
export type AdminPaymentBody = v.InferOutput<typeof AdminPaymentBodySchema>;
/** Its answer: the order's states and payment date after the payment. */
export const AdminPaymentAnswerSchema = v.pick(OrderSchema, [
  'id',
  'orderNumber',
  'orderState',
  'paymentState',
  'paymentDate',
]);
export type AdminPaymentAnswer = v.InferOutput<typeof AdminPaymentAnswerSchema>;

/** An order number as customers read it (2026-000042). */
const OrderNumberSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.regex(/^\d{4}-\d{6,}$/, 'validation.orderNumber'),
);

/** POST /orders/lookup/code: a guest asks for a code to the e-mail the order names. */
export const OrderLookupCodeBodySchema = v.strictObject({
  orderNumber: OrderNumberSchema,
  email: EmailSchema,
});
/** POST /orders/lookup: the order number, the e-mail and the code it received. */
export const OrderLookupBodySchema = v.strictObject({
  orderNumber: OrderNumberSchema,
  email: EmailSchema,
  code: v.pipe(TextSchema, v.trim(), v.regex(/^\d{6}$/, 'validation.code')),
});
/**
 * The order found, and a token that opens its documents for a while (`?lookupToken=`), as the
 * order's own session would.
 */
export const OrderLookupAnswerSchema = v.object({
  order: OrderSchema,
  lookupToken: TextSchema,
  lookupTokenExpiresAt: TextSchema,
});
export type OrderLookupAnswer = v.InferOutput<typeof OrderLookupAnswerSchema>;
