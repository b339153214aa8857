import type { LimitOrder } from '@shop/api-client';
import type { ResolverOptions } from 'react-hook-form';
import { updateResolver, type EditFields } from './limit-order-edit';

const order = {
  type: 'buy',
  targetUnitPrice: { centAmount: 300_000, currency: 'EUR' },
  currentUnitPrice: { centAmount: 310_012, currency: 'EUR' },
} as LimitOrder;
const fields: EditFields = { quantity: '1', targetPrice: '3000', expiresAt: '2099-12-31T18:00' };

/** The edit form resolver's verdict on the fields: the update, or the message of each field. */
async function checkUpdate(values: EditFields, limitOrder: LimitOrder) {
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<EditFields>;
  const { values: update, errors } = await updateResolver(limitOrder)(values, undefined, options);
  if (Object.keys(errors).length === 0) return { update };
  return {
    errors: Object.fromEntries(
      Object.entries(errors).map(([name, error]) => [name, (error as { message: string }).message]),
    ),
  };
}

describe('limit order edit check', () => {
  it('takes a target the price has not reached and an expiry ahead', async () => {
    expect(await checkUpdate(fields, order)).toEqual({
      update: {
        quantity: 1,
        targetUnitPrice: { centAmount: 300_000, currency: 'EUR' },
        expiresAt: new Date('2099-12-31T18:00').toISOString(),
      },
    });
  });

  // Issue 23: the API refuses these; the form says so with the same message ids.
  it('names a past expiry and a buy target at or above the current price', async () => {
    const edited = { ...fields, targetPrice: '3100,12', expiresAt: '2020-06-01T12:00' };
    expect(await checkUpdate(edited, order)).toEqual({
      errors: {
        expiresAt: 'validation.limitOrderExpiry',
        targetPrice: 'validation.limitOrderBuyTarget',
      },
    });
  });

  it('names a sell target at or below the current price', async () => {
    const sell = {
      ...order,
      type: 'sell',
      currentUnitPrice: { centAmount: 297_612, currency: 'EUR' },
    } as LimitOrder;
    expect(await checkUpdate({ ...fields, targetPrice: '2900' }, sell)).toEqual({
      errors: { targetPrice: 'validation.limitOrderSellTarget' },
    });
    expect('update' in (await checkUpdate({ ...fields, targetPrice: '2976,13' }, sell))).toBe(true);
  });
});
