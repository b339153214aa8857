import type { LimitOrder } from '@shop/api-client';
import { checkUpdate, updateOf, type EditFields } from './limit-order-edit';

const order = {
  type: 'buy',
  targetUnitPrice: { centAmount: 300_000, currency: 'EUR' },
  currentUnitPrice: { centAmount: 310_012, currency: 'EUR' },
} as LimitOrder;
const fields: EditFields = { quantity: '1', targetPrice: '3000', expiresAt: '2099-12-31T18:00' };

describe('limit order edit check', () => {
  it('takes a target the price has not reached and an expiry ahead', () => {
    expect(checkUpdate(updateOf(fields, order), order)).toEqual({
      update: {
        quantity: 1,
        targetUnitPrice: { centAmount: 300_000, currency: 'EUR' },
        expiresAt: new Date('2099-12-31T18:00').toISOString(),
      },
    });
  });

  // Issue 23: the API refuses these; the form says so with the same message ids.
  it('names a past expiry and a buy target at or above the current price', () => {
    const body = updateOf(
      { ...fields, targetPrice: '3100,12', expiresAt: '2020-06-01T12:00' },
      order,
    );
    expect(checkUpdate(body, order)).toEqual({
      errors: {
        expiresAt: 'validation.limitOrderExpiry',
        targetPrice: 'validation.limitOrderBuyTarget',
      },
    });
  });

  it('names a sell target at or below the current price', () => {
    const sell = {
      ...order,
      type: 'sell',
      currentUnitPrice: { centAmount: 297_612, currency: 'EUR' },
    } as LimitOrder;
    expect(checkUpdate(updateOf({ ...fields, targetPrice: '2900' }, sell), sell)).toEqual({
      errors: { targetPrice: 'validation.limitOrderSellTarget' },
    });
    expect(
      'update' in checkUpdate(updateOf({ ...fields, targetPrice: '2976,13' }, sell), sell),
    ).toBe(true);
  });
});
