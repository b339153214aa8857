import type { ResolverOptions } from 'react-hook-form';
import {
  draftOf,
  limitOrderResolver,
  prefillOf,
  type LimitOrderBody,
  type LimitOrderFields,
} from './limit-order-form';

const fields: LimitOrderFields = {
  type: 'buy',
  quantity: '2',
  targetPrice: '1.850,50',
  expiresAt: '2099-12-31T18:00',
  iban: '',
  bic: '',
  accountNumber: '',
  routingNumber: '',
  accountOwner: '',
};

/** The form resolver's verdict on a body: the draft, or the message of each field. */
async function checkDraft(body: LimitOrderBody) {
  const resolve = limitOrderResolver<LimitOrderFields>(() => body, { currentCentAmount: null });
  const options = {
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<LimitOrderFields>;
  const { values, errors } = await resolve(fields, undefined, options);
  if (Object.keys(errors).length === 0) return { draft: values };
  return {
    errors: Object.fromEntries(
      Object.entries(errors).map(([name, error]) => [name, (error as { message: string }).message]),
    ),
  };
}

describe('limit order form', () => {
  it('makes the contract body and accepts it', async () => {
    const body = draftOf(fields, 'CGO-KRU-1OZ', 'EUR', 'iban');
    expect(body).toEqual({
      sku: 'CGO-KRU-1OZ',
      type: 'buy',
      quantity: 2,
      targetUnitPrice: { centAmount: 185_050, currency: 'EUR' },
      expiresAt: new Date('2099-12-31T18:00').toISOString(),
    });
    expect(await checkDraft(body)).toEqual({ draft: body });
  });

  it('names the fields spec 5 and 9 refuse', async () => {
    const body = draftOf(
      {
        ...fields,
        type: 'sell',
        quantity: '0',
        targetPrice: '500000.01',
        expiresAt: '2000-01-01T00:00',
      },
      'CGO-KRU-1OZ',
      'EUR',
      'iban',
    );
    expect(await checkDraft(body)).toEqual({
      errors: {
        quantity: 'validation.limitOrderQuantity',
        targetPrice: 'validation.limitOrderMaxPrice',
        expiresAt: 'validation.limitOrderExpiry',
        iban: 'validation.required',
        bic: 'validation.required',
        accountOwner: 'validation.required',
      },
    });
    const past = draftOf(
      { ...fields, expiresAt: '2000-01-01T00:00' },
      'CGO-KRU-1OZ',
      'EUR',
      'iban',
    );
    expect(await checkDraft(past)).toEqual({
      errors: { expiresAt: 'validation.limitOrderExpiry' },
    });
    const none = draftOf({ ...fields, expiresAt: '' }, 'CGO-KRU-1OZ', 'EUR', 'iban');
    expect(await checkDraft(none)).toEqual({
      errors: { expiresAt: 'validation.limitOrderExpiry' },
    });
  });

  it('takes what a link fills in and ignores the rest', () => {
    expect(
      prefillOf(new URLSearchParams('type=sell&quantity=3&targetPrice=1850.00&expiresAt=x&foo=1')),
    ).toEqual({ type: 'sell', quantity: '3', targetPrice: '1850.00' });
    expect(prefillOf(new URLSearchParams('type=hold&quantity=-1'))).toEqual({});
  });
});
