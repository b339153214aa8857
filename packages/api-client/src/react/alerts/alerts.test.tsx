/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createApiClient } from '../../client';
import type { AvailabilityAlert } from '../../schemas/alerts';
import { fakeFetch, json } from '../../test-support';
import { ApiClientProvider } from '../provider';
import { useAvailabilityAlerts, useToggleAvailabilityAlert } from './alerts';

const alert: AvailabilityAlert = {
  id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
  product: {
    sku: 'CGO-KRU-1OZ',
    productId: 'p1',
    name: { de: 'Krugerrand', en: 'Krugerrand' },
    slug: { de: 'krugerrand', en: 'krugerrand' },
    published: true,
  },
  enabled: true,
  notifiedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

function setup(...responses: Response[]) {
  const { fetch, calls } = fakeFetch(...responses);
  const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    // A store per test: the session atom reads the cookies once per store.
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
  return { calls, wrapper };
}

afterEach(() => {
  document.cookie = 'ctTokenLevel=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('alert hooks', () => {
  it('asks nothing without a signed-in customer', () => {
    const { calls, wrapper } = setup();
    const { result } = renderHook(() => useAvailabilityAlerts(), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('turns an alert on and shows it in the list at once', async () => {
    document.cookie = 'ctTokenLevel=User';
    const { calls, wrapper } = setup(json([]), json(alert));
    const { result } = renderHook(
      () => ({ list: useAvailabilityAlerts(), toggle: useToggleAvailabilityAlert() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(async () => {
      await result.current.toggle.mutateAsync({
        toggle: { sku: 'CGO-KRU-1OZ', enabled: true },
        languageTag: 'de',
      });
    });
    await waitFor(() => expect(result.current.list.data).toEqual([alert]));
    expect(calls[1]!.url).toContain('/availability-alerts?languageTag=de');
    expect(calls[1]!.init.method).toBe('PUT');
  });
});
