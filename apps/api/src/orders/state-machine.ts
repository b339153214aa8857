import type {
  OrderState,
  PaymentState,
  PriceType as TransactionType,
} from '@shop/api-client/contract';

/*
 * Every allowed transition of the order and payment states (spec 3 "Order"; the lists are the
 * contract's), in one place: nothing writes a state without asking `transition` first.
 */

/** Buy orders: placed (Open), taken over (Created), confirmed, completed; cancellable until complete. */
const buyTransitions: Readonly<Record<OrderState, readonly OrderState[]>> = {
  Open: ['Created', 'Cancelled'],
  Created: ['Confirmed', 'Cancelled'],
  Confirmed: ['Complete', 'Cancelled'],
  Complete: [],
  Cancelled: [],
  Requested: [],
  Accepted: [],
};

/** Sell orders are requested first and accepted by the dealer once the goods are checked. */
const sellTransitions: Readonly<Record<OrderState, readonly OrderState[]>> = {
  Open: ['Requested', 'Cancelled'],
  Requested: ['Accepted', 'Cancelled'],
  Accepted: ['Confirmed', 'Cancelled'],
  Confirmed: ['Complete', 'Cancelled'],
  Complete: [],
  Cancelled: [],
  Created: [],
};

const paymentTransitions: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  Pending: ['Paid', 'Failed'],
  Failed: ['Pending', 'Paid'],
  Paid: [],
};

export const initialOrderState: OrderState = 'Open';
export const initialPaymentState: PaymentState = 'Pending';

export class TransitionError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`Transition ${from} -> ${to} is not allowed`);
    this.name = 'TransitionError';
  }
}

export const canTransition = (type: TransactionType, from: OrderState, to: OrderState): boolean =>
  (type === 'buy' ? buyTransitions : sellTransitions)[from].includes(to);

/** The next order state, or a TransitionError when the step is not allowed. */
export function transition(type: TransactionType, from: OrderState, to: OrderState): OrderState {
  if (!canTransition(type, from, to)) throw new TransitionError(from, to);
  return to;
}

export const canTransitionPayment = (from: PaymentState, to: PaymentState): boolean =>
  paymentTransitions[from].includes(to);

export function transitionPayment(from: PaymentState, to: PaymentState): PaymentState {
  if (!canTransitionPayment(from, to)) throw new TransitionError(from, to);
  return to;
}

/** States an order can still change from. */
export const isFinal = (type: TransactionType, state: OrderState): boolean =>
  (type === 'buy' ? buyTransitions : sellTransitions)[state].length === 0;
