import {
  orderEvents,
  orderStates,
  paymentStates,
  shippingMethodKeys,
  type OrderEventName,
} from '@shop/api-client/contract';
import {
  allowedEvents,
  customerActions,
  isFinal,
  orderStages,
  outcomeOf,
  TransitionNotAllowed,
  type OrderFacts,
} from './machine';

const buy = (facts: Partial<OrderFacts> = {}): OrderFacts => ({
  transactionType: 'buy',
  orderState: 'Open',
  paymentState: 'Pending',
  stage: null,
  paymentMethod: 'bankTransfer',
  shippingMethodKey: 'shipping',
  ...facts,
});
const sell = (facts: Partial<OrderFacts> = {}): OrderFacts => ({
  ...buy(),
  transactionType: 'sell',
  orderState: 'Requested',
  paymentMethod: null,
  ...facts,
});

/** Applies events one after another, as the service does. */
function walk(start: OrderFacts, steps: [OrderEventName, boolean?][]): OrderFacts {
  return steps.reduce(
    (facts, [event, payoutChanged]) => ({
      ...facts,
      ...outcomeOf(facts, event, { payoutChanged }),
    }),
    start,
  );
}

describe('the order state machine', () => {
  it('takes a transfer purchase from Open through payment and shipment to Complete', () => {
    expect(allowedEvents(buy())).toEqual(['paymentReceived', 'cancelled']);
    const paid = walk(buy(), [['paymentReceived']]);
    expect(paid).toMatchObject({ orderState: 'Confirmed', paymentState: 'Paid' });
    expect(allowedEvents(paid)).toEqual(['shipped', 'cancelled']);
    expect(walk(paid, [['shipped']])).toMatchObject({ orderState: 'Complete', stage: 'shipped' });
  });

  it('hands a collected purchase over in the branch, and a cash one is paid there', () => {
    const pickup = buy({ shippingMethodKey: 'pickup' });
    const paid = walk(pickup, [['paymentReceived']]);
    expect(allowedEvents(paid)).toEqual(['readyForPickup', 'cancelled']);
    expect(walk(paid, [['readyForPickup'], ['handedOver']])).toMatchObject({
      orderState: 'Complete',
      paymentState: 'Paid',
    });
    const cash = buy({ shippingMethodKey: 'pickup', paymentMethod: 'cashInStore' });
    expect(allowedEvents(cash)).toEqual(['readyForPickup', 'cancelled']);
    const waiting = walk(cash, [['readyForPickup']]);
    expect(waiting).toMatchObject({ orderState: 'Confirmed', paymentState: 'Pending' });
    expect(customerActions(waiting)).toEqual(['cancel']);
    expect(walk(waiting, [['handedOver']])).toMatchObject({
      orderState: 'Complete',
      paymentState: 'Paid',
    });
  });

  it('completes a purchase into the deposit on payment', () => {
    expect(walk(buy({ shippingMethodKey: 'deposit' }), [['paymentReceived']])).toMatchObject({
      orderState: 'Complete',
      paymentState: 'Paid',
    });
  });

  it('takes a sale through goods, assay and offer to the payout, or back when declined', () => {
    expect(allowedEvents(sell())).toEqual(['goodsReceived', 'cancelled']);
    const assayedAsOrdered = walk(sell(), [['goodsReceived'], ['assayed', false]]);
    expect(assayedAsOrdered.orderState).toBe('Accepted');
    expect(allowedEvents(assayedAsOrdered)).toEqual(['payoutSent', 'cancelled']);
    const offered = walk(sell(), [['goodsReceived'], ['assayed', true]]);
    expect(offered).toMatchObject({ orderState: 'Requested', stage: 'assayed' });
    expect(customerActions(offered)).toEqual(['acceptOffer', 'declineOffer']);
    expect(walk(offered, [['offerAccepted'], ['payoutSent']])).toMatchObject({
      orderState: 'Complete',
      paymentState: 'Paid',
    });
    expect(walk(offered, [['offerDeclined']]).orderState).toBe('Cancelled');
  });

  it('lets the customer cancel a purchase only while unpaid and a sale only before its goods arrive', () => {
    expect(customerActions(buy())).toEqual(['cancel']);
    expect(customerActions(walk(buy(), [['paymentReceived']]))).toEqual([]);
    expect(customerActions(sell())).toEqual(['cancel']);
    expect(customerActions(walk(sell(), [['goodsReceived']]))).toEqual([]);
  });

  // Every combination of the facts: the machine's own promises.
  const everyFacts = function* (): Generator<OrderFacts> {
    for (const transactionType of ['buy', 'sell'] as const)
      for (const orderState of orderStates)
        for (const paymentState of paymentStates)
          for (const stage of [null, ...orderStages])
            for (const paymentMethod of ['bankTransfer', 'cashInStore', null] as const)
              for (const shippingMethodKey of shippingMethodKeys)
                yield {
                  transactionType,
                  orderState,
                  paymentState,
                  stage,
                  paymentMethod,
                  shippingMethodKey,
                };
  };

  it('allows nothing from a final state, and refuses every event it does not allow', () => {
    // Collected, not asserted one by one: tens of thousands of checks.
    const violations: string[] = [];
    let checked = 0;
    for (const facts of everyFacts()) {
      const allowed = allowedEvents(facts);
      const at = JSON.stringify(facts);
      if (isFinal(facts.orderState) && allowed.length > 0) violations.push(`${at} allows events`);
      for (const event of orderEvents) {
        checked += 1;
        if (allowed.includes(event)) {
          const outcome = outcomeOf(facts, event, { payoutChanged: true });
          // Payment never goes back, and cancelling is always possible until final.
          if (facts.paymentState === 'Paid' && outcome.paymentState !== 'Paid')
            violations.push(`${at} ${event} unpays`);
          if (!allowed.includes('cancelled')) violations.push(`${at} cannot be cancelled`);
        } else {
          try {
            outcomeOf(facts, event);
            violations.push(`${at} ${event} passes though not allowed`);
          } catch (error) {
            if (!(error instanceof TransitionNotAllowed)) throw error;
          }
        }
      }
    }
    expect(violations).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });

  it('reaches a final state from every reachable state within a few events', () => {
    const starts = [
      ...shippingMethodKeys.flatMap((shippingMethodKey) =>
        (['bankTransfer', 'cashInStore'] as const).map((paymentMethod) =>
          buy({ shippingMethodKey, paymentMethod }),
        ),
      ),
      sell(),
    ];
    for (const start of starts) {
      // Always take the first allowed event that is not a cancellation: the happy path ends.
      let facts = start;
      for (let step = 0; step < 6 && !isFinal(facts.orderState); step += 1) {
        const next = allowedEvents(facts).find((event) => event !== 'cancelled')!;
        facts = { ...facts, ...outcomeOf(facts, next) };
      }
      expect(facts.orderState).toBe('Complete');
    }
  });
});
