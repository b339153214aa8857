import * as v from 'valibot';
import { MoneySchema } from './prices';
import { MultilineTextSchema, TextSchema } from './text';

/*
 * An order's life after it is placed (issue 25, items 6-8): the events staff, the customer or the
 * system record, each a transition of the one state machine (apps/api orders/lifecycle), and the
 * timeline they leave on the order.
 */

/** The events of POST /staff/orders/{id}/transitions, in the order an order meets them. */
export const orderEvents = [
  'paymentReceived',
  'shipped',
  'readyForPickup',
  'handedOver',
  'cancelled',
  'goodsReceived',
  'assayed',
  'offerAccepted',
  'offerDeclined',
  'payoutSent',
] as const;
export type OrderEventName = (typeof orderEvents)[number];

/**
 * What a timeline lists: the placing of the order, every event, and the payment reminder (a mail,
 * no change of state).
 */
export const timelineEvents = ['placed', ...orderEvents, 'reminded'] as const;
export type TimelineEventName = (typeof timelineEvents)[number];

/** Carriers whose tracking pages the order links to (the API keeps their URL templates). */
export const carriers = ['dhl', 'dpd', 'ups', 'postAt', 'swissPost', 'usps', 'fedex'] as const;
export type Carrier = (typeof carriers)[number];

/** What a customer may do with the order now (the account's order page shows these buttons). */
export const customerOrderActions = ['cancel', 'acceptOffer', 'declineOffer'] as const;
export type CustomerOrderAction = (typeof customerOrderActions)[number];

export const referenceMaxLength = 140;
export const cancellationReasonMaxLength = 500;
export const assayReasonMaxLength = 300;
export const trackingNumberMaxLength = 40;

const required = (max: number) =>
  v.pipe(
    TextSchema,
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(max, `validation.maxLength:${max}`),
  );
const requiredMultiline = (max: number) =>
  v.pipe(
    MultilineTextSchema,
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(max, `validation.maxLength:${max}`),
  );

/** A moment that has passed (a minute of clock skew allowed), as an ISO timestamp. */
const PastTimestampSchema = v.pipe(
  TextSchema,
  v.isoTimestamp('validation.timestamp'),
  v.check((value) => Date.parse(value) <= Date.now() + 60_000, 'validation.notInFuture'),
);
const LineIdSchema = v.pipe(TextSchema, v.uuid('must be an order line id'));

const PaymentReceivedSchema = v.strictObject({
  event: v.literal('paymentReceived'),
  amount: MoneySchema,
  paidAt: PastTimestampSchema,
  reference: required(referenceMaxLength),
  /**
   * An amount other than the order's total is refused (payment_amount_mismatch) unless staff
   * accept it knowingly with this; the order and its timeline then carry the mismatch.
   */
  acceptMismatch: v.optional(v.boolean()),
});
const ShippedSchema = v.strictObject({
  event: v.literal('shipped'),
  carrier: v.picklist(carriers, 'validation.carrier'),
  trackingNumber: v.pipe(
    required(trackingNumberMaxLength),
    v.regex(/^[A-Za-z0-9 -]+$/, 'validation.trackingNumber'),
  ),
});
const ReadyForPickupSchema = v.strictObject({
  event: v.literal('readyForPickup'),
  /** The branch the goods wait in; the order's pick-up branch when left out. */
  branchId: v.optional(v.pipe(TextSchema, v.uuid('must be a branch id'))),
});
const HandedOverSchema = v.strictObject({
  event: v.literal('handedOver'),
  /** Required true when the order needs an identification (cash above the threshold). */
  identificationChecked: v.boolean(),
});
const CancelledSchema = v.strictObject({
  event: v.literal('cancelled'),
  reason: requiredMultiline(cancellationReasonMaxLength),
});
const GoodsReceivedSchema = v.strictObject({
  event: v.literal('goodsReceived'),
  /** Every line of the order once: received, or missing from the parcel. */
  lines: v.pipe(
    v.array(v.strictObject({ lineId: LineIdSchema, received: v.boolean() })),
    v.minLength(1, 'validation.required'),
  ),
});
const AssayedSchema = v.strictObject({
  event: v.literal('assayed'),
  /** Every received line once: its weight in grams and fineness in parts per thousand. */
  lines: v.pipe(
    v.array(
      v.strictObject({
        lineId: LineIdSchema,
        weightGrams: v.pipe(
          v.number(),
          v.gtValue(0, 'validation.positive'),
          v.maxValue(1_000_000, 'validation.positive'),
        ),
        fineness: v.pipe(
          v.number(),
          v.gtValue(0, 'validation.fineness'),
          v.maxValue(1000, 'validation.fineness'),
        ),
        /** Why the line pays out other than ordered; required then. */
        reason: v.optional(requiredMultiline(assayReasonMaxLength)),
      }),
    ),
    v.minLength(1, 'validation.required'),
  ),
});
const OfferAcceptedSchema = v.strictObject({ event: v.literal('offerAccepted') });
const OfferDeclinedSchema = v.strictObject({ event: v.literal('offerDeclined') });
const PayoutSentSchema = v.strictObject({
  event: v.literal('payoutSent'),
  paidAt: PastTimestampSchema,
  reference: required(referenceMaxLength),
});

/** POST /staff/orders/{id}/transitions: the event and its details. */
export const OrderTransitionSchema = v.variant(
  'event',
  [
    PaymentReceivedSchema,
    ShippedSchema,
    ReadyForPickupSchema,
    HandedOverSchema,
    CancelledSchema,
    GoodsReceivedSchema,
    AssayedSchema,
    OfferAcceptedSchema,
    OfferDeclinedSchema,
    PayoutSentSchema,
  ],
  'validation.orderEvent',
);
export type OrderTransition = v.InferOutput<typeof OrderTransitionSchema>;
export type OrderTransitionOf<E extends OrderEventName> = Extract<OrderTransition, { event: E }>;

/** Who recorded an event. */
export const TimelineActorSchema = v.variant('kind', [
  v.object({ kind: v.literal('staff'), id: TextSchema, name: TextSchema }),
  v.object({ kind: v.literal('customer') }),
  v.object({ kind: v.literal('system') }),
]);
export type TimelineActor = v.InferOutput<typeof TimelineActorSchema>;

/** A timeline entry as the customer reads it: what happened when, and what they may know of it. */
export const PublicTimelineEntrySchema = v.object({
  event: v.picklist(timelineEvents),
  at: TextSchema,
  details: v.record(TextSchema, v.unknown()),
});
export type PublicTimelineEntry = v.InferOutput<typeof PublicTimelineEntrySchema>;

/** A timeline entry as staff read it: who, the full details, and the states it left. */
export const TimelineEntrySchema = v.object({
  id: TextSchema,
  event: v.picklist(timelineEvents),
  at: TextSchema,
  actor: TimelineActorSchema,
  details: v.record(TextSchema, v.unknown()),
  orderState: TextSchema,
  paymentState: TextSchema,
  /** When its mail to the customer went out (null: none, or not yet). */
  mailSentAt: v.nullable(TextSchema),
});
export type TimelineEntry = v.InferOutput<typeof TimelineEntrySchema>;

/** A sale's lines after the goods arrived and were assayed, with what each pays out. */
export const SettlementLineSchema = v.object({
  lineId: TextSchema,
  received: v.boolean(),
  weightGrams: v.nullable(v.number()),
  fineness: v.nullable(v.number()),
  /** As ordered, and as assayed (0 for a missing line). */
  orderedPayout: MoneySchema,
  payout: v.nullable(MoneySchema),
  reason: v.nullable(TextSchema),
});
export const SettlementSchema = v.object({
  lines: v.array(SettlementLineSchema),
  /** The payout after the assay (null until assayed). */
  payout: v.nullable(MoneySchema),
  /** True while the changed payout waits for the customer's decision. */
  offerPending: v.boolean(),
});
export type Settlement = v.InferOutput<typeof SettlementSchema>;

/** POST /orders/{id}/offer: the customer's answer to a changed payout. */
export const OfferDecisionSchema = v.strictObject({
  decision: v.picklist(['accept', 'decline'], 'validation.offerDecision'),
});
/** The mail link's key for the offer (the customer opens it without signing in). */
export const OfferTokenQuerySchema = v.strictObject({
  token: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be an offer link key'))),
});
