/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../../client';
import type { Wishlist } from '../../schemas/wishlist';
import { fakeFetch, json } from '../../test-support';
import { ApiClientProvider } from '../provider';
import { wishlistKeys } from '../query-keys';
import { useAddToWishlist, useWishlist } from './wishlist';

const wishlist: Wishlist = {
  id: '7d2f8a1e-3c4b-4e5f-8a6b-9c0d1e2f3a4b',
  storeKey: 'at',
  lineItems: [],
};

function setup(...responses: Response[]) {
  const { fetch, calls } = fakeFetch(...responses);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { calls, queryClient, wrapper };
}

const setLevel = (level: string | null) => {
  document.cookie =
    level === null
      ? 'ctTokenLevel=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
      : `ctTokenLevel=${level}`;
};

afterEach(() => setLevel(null));

describe('wishlist hooks', () => {
  it('asks nothing without a session: looking must not create one', () => {
    const { calls, wrapper } = setup(json([]));
    const { result } = renderHook(() => useWishlist(), { wrapper });
    expect(result.current).toMatchObject({ wishlist: null, isPending: false });
    expect(calls).toEqual([]);
  });

  it('creates the wishlist with quantity 1 when the session has none, then adds to it', async () => {
    setLevel('Anonymous');
    const { calls, queryClient, wrapper } = setup(json([]), json(wishlist));
    const { result } = renderHook(() => ({ list: useWishlist(), add: useAddToWishlist() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isPending).toBe(false));
    await act(() => result.current.add.mutateAsync('CGO-KRU-1OZ'));
    await act(() => result.current.add.mutateAsync('CGO-KRU-1OZ'));
    expect(calls.map((c) => [c.init.method ?? 'GET', c.url, c.init.body])).toEqual([
      ['GET', '/api/wishlists', undefined],
      [
        'POST',
        '/api/wishlists',
        JSON.stringify({ storeKey: 'at', lineItems: [{ sku: 'CGO-KRU-1OZ', quantity: 1 }] }),
      ],
      [
        'PUT',
        `/api/wishlists/${wishlist.id}/store/at`,
        JSON.stringify({ sku: 'CGO-KRU-1OZ', quantity: 1 }),
      ],
    ]);
    expect(queryClient.getQueryData(wishlistKeys.store('at'))).toEqual(wishlist);
  });
});
