import type {
  CustomerOrderAction,
  OrderEventName,
  OrderState,
  PaymentMethod,
  PaymentState,
  PriceType as TransactionType,
  ShippingMethodKey,
} from '@shop/api-client/contract';

/*
 * The one state machine of an order (issue 25, items 6 and 7): which events an order allows now
 * and the states each leaves. Nothing writes an order's or payment's state without asking it.
 *
 * Buy: Open/Pending --paymentReceived--> Confirmed/Paid --shipped--> Complete (a shipment
 * completes the order: no delivery step is tracked), or --readyForPickup--> Confirmed
 * --handedOver--> Complete. A purchase into the deposit completes on payment (the metal is in the
 * dealer's vault). A cash purchase is paid at the counter: Open --readyForPickup--> Confirmed/
 * Pending --handedOver--> Complete/Paid. Staff cancel any order that is not final.
 *
 * Sell: Requested --goodsReceived--> Requested --assayed--> Accepted when the payout is as ordered,
 * else Requested with the offer waiting --offerAccepted--> Accepted, or --offerDeclined-->
 * Cancelled (the goods go back); Accepted --payoutSent--> Complete/Paid.
 */

/**
 * The fulfilment step an order reached within its state: a buy order waiting in the branch, or a
 * sale whose goods arrived or were assayed. Null before any.
 */
export const orderStages = ['readyForPickup', 'shipped', 'goodsReceived', 'assayed'] as const;
export type OrderStage = (typeof orderStages)[number];

/** What the machine reads of an order. */
export interface OrderFacts {
  transactionType: TransactionType;
  orderState: OrderState;
  paymentState: PaymentState;
  stage: OrderStage | null;
  paymentMethod: PaymentMethod | null;
  shippingMethodKey: ShippingMethodKey | null;
}

/** The states an event leaves. */
export type OrderOutcome = Pick<OrderFacts, 'orderState' | 'paymentState' | 'stage'>;

export const initialPaymentState: PaymentState = 'Pending';
/** A purchase is Open until paid; a sale is Requested until the dealer accepts it. */
export const initialOrderState = (type: TransactionType): OrderState =>
  type === 'buy' ? 'Open' : 'Requested';

/** Buy deliveries the customer collects in a branch (handed over there). */
const collectedMethods: ReadonlySet<ShippingMethodKey> = new Set([
  'pickup',
  'leave-in-store',
  'send-to-store',
]);
const isCollected = (facts: OrderFacts) =>
  facts.shippingMethodKey !== null && collectedMethods.has(facts.shippingMethodKey);
const isCash = (facts: OrderFacts) => facts.paymentMethod === 'cashInStore';

export const isFinal = (state: OrderState): boolean =>
  state === 'Complete' || state === 'Cancelled';

function buyEvents(facts: OrderFacts): OrderEventName[] {
  const { orderState, paymentState, stage } = facts;
  if (stage === 'readyForPickup') return ['handedOver', 'cancelled'];
  if (orderState === 'Open' && paymentState !== 'Paid')
    return isCash(facts) ? ['readyForPickup', 'cancelled'] : ['paymentReceived', 'cancelled'];
  if (orderState === 'Confirmed' && paymentState === 'Paid')
    return [isCollected(facts) ? 'readyForPickup' : 'shipped', 'cancelled'];
  return ['cancelled'];
}

function sellEvents({ orderState, stage }: OrderFacts): OrderEventName[] {
  if (orderState === 'Accepted') return ['payoutSent', 'cancelled'];
  if (orderState !== 'Requested') return ['cancelled'];
  if (stage === null) return ['goodsReceived', 'cancelled'];
  if (stage === 'goodsReceived') return ['assayed', 'cancelled'];
  return ['offerAccepted', 'offerDeclined', 'cancelled'];
}

/** The events the order allows now, in the order a back-office offers them. */
export function allowedEvents(facts: OrderFacts): OrderEventName[] {
  if (isFinal(facts.orderState)) return [];
  return facts.transactionType === 'buy' ? buyEvents(facts) : sellEvents(facts);
}

export class TransitionNotAllowed extends Error {
  constructor(
    readonly event: OrderEventName,
    readonly allowed: OrderEventName[],
  ) {
    super(`${event} is not allowed; allowed: ${allowed.join(', ') || 'none'}`);
    this.name = 'TransitionNotAllowed';
  }
}

/**
 * The states `event` leaves, or TransitionNotAllowed. `payoutChanged` tells an assay that changes
 * the payout (the offer waits for the customer) from one that does not (accepted at once).
 */
export function outcomeOf(
  facts: OrderFacts,
  event: OrderEventName,
  { payoutChanged = false }: { payoutChanged?: boolean } = {},
): OrderOutcome {
  const allowed = allowedEvents(facts);
  if (!allowed.includes(event)) throw new TransitionNotAllowed(event, allowed);
  const keep = { orderState: facts.orderState, paymentState: facts.paymentState };
  switch (event) {
    case 'paymentReceived':
      return {
        orderState: facts.shippingMethodKey === 'deposit' ? 'Complete' : 'Confirmed',
        paymentState: 'Paid',
        stage: null,
      };
    case 'shipped':
      return { ...keep, orderState: 'Complete', stage: 'shipped' };
    case 'readyForPickup':
      return { ...keep, orderState: 'Confirmed', stage: 'readyForPickup' };
    case 'handedOver':
      // A cash purchase is paid at the counter as it is handed over.
      return { orderState: 'Complete', paymentState: 'Paid', stage: facts.stage };
    case 'cancelled':
    case 'offerDeclined':
      return { ...keep, orderState: 'Cancelled', stage: facts.stage };
    case 'goodsReceived':
      return { ...keep, stage: 'goodsReceived' };
    case 'assayed':
      return { ...keep, orderState: payoutChanged ? 'Requested' : 'Accepted', stage: 'assayed' };
    case 'offerAccepted':
      return { ...keep, orderState: 'Accepted', stage: 'assayed' };
    case 'payoutSent':
      return { orderState: 'Complete', paymentState: 'Paid', stage: facts.stage };
  }
}

/**
 * What the customer may do now: cancel an order nobody has paid (a sale only before its goods
 * arrived), and answer an offer that waits.
 */
export function customerActions(facts: OrderFacts): CustomerOrderAction[] {
  const allowed = allowedEvents(facts);
  const actions: CustomerOrderAction[] = [];
  const unpaid = facts.paymentState !== 'Paid';
  const untouchedSale = facts.transactionType === 'buy' || facts.stage === null;
  if (allowed.includes('cancelled') && unpaid && untouchedSale) actions.push('cancel');
  if (allowed.includes('offerAccepted')) actions.push('acceptOffer', 'declineOffer');
  return actions;
}
