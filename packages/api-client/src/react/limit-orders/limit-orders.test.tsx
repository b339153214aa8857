/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../../client';
import type { LimitOrder } from '../../schemas/limit-order';
import { fakeFetch, json } from '../../test-support';
import { ApiClientProvider } from '../provider';
import {
  useCancelLimitOrder,
  useLimitOrder,
  useLimitOrders,
  usePlaceLimitOrder,
} from './limit-orders';

const limitOrder: LimitOrder = {
  id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
  number: 'LO-000042',
  store: 'at',
  locale: 'de-AT',
  product: {
    sku: 'CGO-KRU-1OZ',
    productId: 'p1',
    name: { de: 'Krugerrand', en: 'Krugerrand' },
    slug: { de: 'krugerrand', en: 'krugerrand' },
    published: true,
  },
  type: 'buy',
  quantity: 1,
  targetUnitPrice: { centAmount: 240_000, currency: 'EUR' },
  currentUnitPrice: { centAmount: 250_000, currency: 'EUR' },
  expiresAt: '2026-12-31T12:00:00.000Z',
  status: 'Active',
  inactiveReason: null,
  payoutBankDetails: null,
  orderId: null,
  executedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
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

describe('limit order hooks', () => {
  it('places one with the page language and refetches the list', async () => {
    const { calls, wrapper } = setup(json([]), json(limitOrder, 201), json([limitOrder]));
    const { result } = renderHook(() => ({ list: useLimitOrders(), place: usePlaceLimitOrder() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(async () => {
      await result.current.place.mutateAsync({
        draft: {
          sku: 'CGO-KRU-1OZ',
          type: 'buy',
          quantity: 1,
          targetUnitPrice: { centAmount: 240_000, currency: 'EUR' },
          expiresAt: '2026-12-31T12:00:00.000Z',
        },
        languageTag: 'en',
      });
    });
    await waitFor(() => expect(result.current.list.data).toEqual([limitOrder]));
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(post.url).toContain('/limit-orders?languageTag=en');
    expect(new Headers(post.init.headers).get('x-store-key')).toBe('at');
  });

  it('cancels one and shows the answer in its detail at once', async () => {
    const cancelled = { ...limitOrder, status: 'Cancelled' as const };
    const { calls, wrapper } = setup(json(limitOrder), json(cancelled));
    const { result } = renderHook(
      () => ({ detail: useLimitOrder(limitOrder.id), cancel: useCancelLimitOrder() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data?.status).toBe('Active'));
    await act(async () => {
      await result.current.cancel.mutateAsync(limitOrder.id);
    });
    await waitFor(() => expect(result.current.detail.data?.status).toBe('Cancelled'));
    expect(calls.map((call) => call.init.method ?? 'GET')).toEqual(['GET', 'DELETE']);
  });
});
