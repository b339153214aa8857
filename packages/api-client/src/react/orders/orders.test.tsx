/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { isApiError } from '../../api-error';
import { createApiClient } from '../../client';
import type { Order } from '../../schemas/order';
import { fakeFetch, json, makeCart, makeLineItem } from '../../test-support';
import { ApiClientProvider } from '../provider';
import { useCartCount } from '../carts/get-carts';
import { useCreateOrder } from './orders';

const money = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const address = {
  firstName: 'Anna',
  lastName: 'Gruber',
  streetName: 'Graben',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
};
const line = makeLineItem({
  name: { de: 'Krugerrand', en: 'Krugerrand' },
  slug: { de: 'krugerrand', en: 'krugerrand' },
});
const cart = makeCart({
  version: 4,
  customerEmail: 'gast@example.at',
  lineItems: [line],
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: 'bankTransfer',
});
const order: Order = {
  id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
  orderNumber: '2026-000042',
  store: 'at',
  locale: 'de-AT',
  currency: 'EUR',
  transactionType: 'buy',
  orderType: 'order',
  orderState: 'Open',
  paymentState: 'Pending',
  lineItems: [
    {
      id: 'b1c2d3e4-0000-4000-8000-000000000001',
      sku: line.sku,
      productId: line.productId,
      name: line.name,
      quantity: 2,
      price: line.price,
      totalPrice: line.totalPrice,
      taxRate: 0,
      taxClass: 'investment_gold',
      isScrap: false,
    },
  ],
  shippingInfo: null,
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: 'bankTransfer',
  pickupBranchId: null,
  payoutBankDetails: null,
  dealerAccount: {
    kind: 'sepa',
    holder: 'Aurum & Argentum GmbH',
    bank: 'Erste Bank der oesterreichischen Sparkassen AG',
    iban: 'AT48 2011 1822 2121 9800',
    bic: 'GIBAATWWXXX',
  },
  cashIdentificationRequired: false,
  receivingAddress: null,
  customerEmail: 'gast@example.at',
  comment: null,
  utmParams: null,
  discount: money(0),
  totalPrice: money(500_000),
  taxedPrice: cart.taxedPrice,
  totalGrossPrice: money(500_000),
  paymentDate: null,
  createdAt: '2026-11-23T15:00:00.000Z',
  updatedAt: '2026-11-23T15:00:00.000Z',
  timeline: [],
  trackingUrl: null,
  settlement: null,
  allowedCustomerActions: [],
  documents: [],
};

function setup(...responses: Response[]) {
  const { fetch, calls } = fakeFetch(...responses);
  const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { calls, wrapper };
}

describe('useCreateOrder', () => {
  it('sends the key, calls onPlaced first and then drops the ordered cart from the badge', async () => {
    const { calls, wrapper } = setup(json([cart]), json(order, 201));
    const countsAtPlacement: number[] = [];
    const { result } = renderHook(
      () => {
        const count = useCartCount('buy', 'de');
        const create = useCreateOrder({ onPlaced: () => countsAtPlacement.push(count) });
        return { count, create };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.count).toBe(2));
    await act(async () => {
      await result.current.create.mutateAsync({
        draft: { cartId: cart.id },
        idempotencyKey: 'attempt-1',
        languageTag: 'de',
      });
    });
    expect(countsAtPlacement).toEqual([2]);
    expect(result.current.count).toBe(0);
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(post.url).toContain('/orders?languageTag=de');
    expect(new Headers(post.init.headers).get('idempotency-key')).toBe('attempt-1');
  });

  it('hands over the changed prices of a price mismatch', async () => {
    const priceChanges = [{ sku: line.sku, oldPrice: money(250_000), newPrice: money(255_000) }];
    const { wrapper } = setup(
      json(
        {
          name: 'OperationNotValidError',
          message: 'Prices changed',
          code: 'product_price_mismatch',
          reason: 'product_price_mismatch',
          statusCode: 409,
          priceChanges,
        },
        409,
      ),
      json([cart]),
    );
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .mutateAsync({ draft: { cartId: cart.id }, idempotencyKey: 'attempt-1' })
        .catch((error: unknown) => error);
    });
    expect(isApiError(failure) && failure.priceChanges).toEqual(priceChanges);
  });
});
