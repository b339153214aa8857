import { orderStates } from '@shop/api-client/contract';
import {
  canTransition,
  initialOrderState,
  initialPaymentState,
  isFinal,
  transition,
  transitionPayment,
  TransitionError,
} from './state-machine';

describe('order state machine', () => {
  it('takes a buy order from Open through Created and Confirmed to Complete', () => {
    let state = initialOrderState;
    for (const next of ['Created', 'Confirmed', 'Complete'] as const)
      state = transition('buy', state, next);
    expect(state).toBe('Complete');
    expect(isFinal('buy', state)).toBe(true);
  });

  it('takes a sell order through Requested and Accepted', () => {
    let state = initialOrderState;
    for (const next of ['Requested', 'Accepted', 'Confirmed', 'Complete'] as const)
      state = transition('sell', state, next);
    expect(state).toBe('Complete');
  });

  it('keeps Requested and Accepted to sell orders and Created to buy orders', () => {
    expect(canTransition('buy', 'Open', 'Requested')).toBe(false);
    expect(canTransition('sell', 'Open', 'Created')).toBe(false);
  });

  it('cancels any order not yet final, never a completed or cancelled one', () => {
    for (const state of ['Open', 'Created', 'Confirmed'] as const)
      expect(transition('buy', state, 'Cancelled')).toBe('Cancelled');
    expect(() => transition('buy', 'Complete', 'Cancelled')).toThrow(TransitionError);
    for (const to of orderStates) {
      expect(canTransition('buy', 'Cancelled', to)).toBe(false);
      expect(canTransition('sell', 'Cancelled', to)).toBe(false);
    }
  });

  it('refuses skipping steps and going back', () => {
    expect(() => transition('buy', 'Open', 'Complete')).toThrow('Open -> Complete');
    expect(() => transition('buy', 'Confirmed', 'Created')).toThrow(TransitionError);
    expect(() => transition('sell', 'Requested', 'Confirmed')).toThrow(TransitionError);
  });

  it('moves payments from Pending to Paid or Failed, a failed one may be retried, Paid is final', () => {
    expect(initialPaymentState).toBe('Pending');
    expect(transitionPayment('Pending', 'Paid')).toBe('Paid');
    expect(transitionPayment('Pending', 'Failed')).toBe('Failed');
    expect(transitionPayment('Failed', 'Pending')).toBe('Pending');
    expect(() => transitionPayment('Paid', 'Pending')).toThrow(TransitionError);
    expect(() => transitionPayment('Paid', 'Failed')).toThrow(TransitionError);
  });
});
