/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../../client';
import type { Cart } from '../../schemas/cart';
import type { CartQuote } from '../../schemas/quote';
import { fakeFetch, json, makeCart, makeLineItem } from '../../test-support';
import { ApiClientProvider } from '../provider';
import { cartKeys } from '../query-keys';
import { useChangeCart } from './change-cart';
import { useCart, useCartCount } from './get-carts';
import { useCartQuote } from './quote-cart';

function cart(overrides: Partial<Cart> = {}): Cart {
  return makeCart({ orderBlockers: [], ...overrides });
}

const line = makeLineItem({
  name: { de: 'Krugerrand', en: 'Krugerrand' },
  slug: { de: 'krugerrand', en: 'krugerrand' },
});
const conflict = {
  name: 'OperationNotValidError',
  message: 'changed',
  code: 'concurrent_modification',
  statusCode: 409,
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
  return { calls, wrapper, queryClient };
}

describe('cart hooks', () => {
  it('creates the buy cart with the store country, currency and page language on the first add', async () => {
    const created = cart({ locale: 'en-GB' });
    const filled = cart({ locale: 'en-GB', version: 2, lineItems: [line], lineItemCount: 2 });
    const { calls, wrapper } = setup(json([]), json(created, 201), json(filled));
    const { result } = renderHook(
      () => ({ count: useCartCount('buy', 'en'), change: useChangeCart('buy', 'en') }),
      { wrapper },
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() =>
      result.current.change.mutateAsync({ kind: 'add', sku: 'CGO-KRU-1OZ', quantity: 2 }),
    );
    expect(result.current.count).toBe(2);
    expect(calls[1]!.url).toBe('/api/carts?languageTag=en');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({
      transactionType: 'buy',
      orderType: 'order',
      country: 'AT',
      currency: 'EUR',
    });
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({
      sku: 'CGO-KRU-1OZ',
      quantity: 2,
      version: 1,
    });
  });

  it('updates the cart locale when it differs from the page language', async () => {
    const { calls, wrapper } = setup(json([cart()]), json(cart({ locale: 'en-GB', version: 2 })));
    const { result } = renderHook(() => useCart('buy', 'en'), { wrapper });
    await waitFor(() => expect(result.current.cart?.locale).toBe('en-GB'));
    expect(calls[1]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ locale: 'en', version: 1 });
  });

  it('reads the carts again and retries once after a 409', async () => {
    const stale = cart({ lineItems: [line], lineItemCount: 2 });
    const current = cart({ version: 3, lineItems: [line], lineItemCount: 2 });
    const done = cart({ version: 4, lineItems: [{ ...line, quantity: 5 }], lineItemCount: 5 });
    const { calls, wrapper } = setup(
      json([stale]),
      json(conflict, 409),
      json([current]),
      json(done),
    );
    const { result } = renderHook(
      () => ({ cart: useCart('buy', 'de'), change: useChangeCart('buy', 'de') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.cart).toBeDefined());
    await act(() =>
      result.current.change.mutateAsync({ kind: 'setQuantity', sku: line.sku, quantity: 5 }),
    );
    expect(result.current.cart.cart?.version).toBe(4);
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ quantity: 3, version: 1 });
    expect(JSON.parse(String(calls[3]!.init.body))).toMatchObject({ quantity: 3, version: 3 });
  });

  it('gives up after the second conflict and removes lines by quantity', async () => {
    const current = cart({ lineItems: [line], lineItemCount: 2 });
    const { calls, wrapper } = setup(
      json([current]),
      json(conflict, 409),
      json([current]),
      json(conflict, 409),
    );
    const { result } = renderHook(() => useChangeCart('buy', 'de'), { wrapper });
    const failure = await act(() =>
      result.current
        .mutateAsync({ kind: 'setQuantity', sku: line.sku, quantity: 1 })
        .catch((error: unknown) => error),
    );
    expect(failure).toMatchObject({ code: 'concurrent_modification' });
    expect(calls[1]!.init.method).toBe('DELETE');
    expect(calls[1]!.url).toContain('quantity=1');
    expect(calls).toHaveLength(4);
  });

  describe('quotes', () => {
    const quote = (overrides: Partial<CartQuote> = {}): CartQuote => ({
      id: '8d0f9b7e-3c2a-4e1b-9f6d-5a4b3c2d1e0f',
      cartId: cart().id,
      cartVersion: 1,
      // The server's clock is an hour ahead of this browser's: only the window counts.
      serverTime: '2026-11-23T13:00:00.000Z',
      expiresAt: '2026-11-23T13:02:00.000Z',
      lineItems: [],
      totalPrice: { centAmount: 0, currency: 'EUR' },
      ...overrides,
    });
    afterEach(() => jest.useRealTimers());

    it('asks for the quote of the cart version it shows and counts its window on the local clock', async () => {
      jest.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00.000Z'), advanceTimers: true });
      const { calls, wrapper } = setup(json(quote()));
      const { result } = renderHook(() => useCartQuote(cart()), { wrapper });
      await waitFor(() => expect(result.current.data).toBeDefined());
      expect(calls[0]!.url).toBe(`/api/carts/${cart().id}/quote`);
      expect(calls[0]!.init.method).toBe('POST');
      expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ version: 1 });
      expect(result.current.data!.endsAt).toBe(Date.parse('2026-11-23T12:02:00.000Z'));
    });

    it('reads the carts again when the quote re-priced the cart, and keeps it for the new version', async () => {
      const repriced = quote({ cartVersion: 2 });
      const { calls, wrapper, queryClient } = setup(json(repriced), json([cart({ version: 2 })]));
      queryClient.setQueryData(cartKeys.list('at', 'de'), [cart()]);
      const { result } = renderHook(
        () => {
          const { cart: current } = useCart('buy', 'de');
          return { current, quote: useCartQuote(current!) };
        },
        { wrapper },
      );
      await waitFor(() => expect(result.current.current?.version).toBe(2));
      expect(result.current.quote.data?.quote).toEqual(repriced);
      // The quote, then GET /carts: the new version finds the quote and asks for none.
      expect(calls.map((c) => c.url)).toEqual([
        `/api/carts/${cart().id}/quote`,
        '/api/carts?languageTag=de',
      ]);
    });
  });
});
