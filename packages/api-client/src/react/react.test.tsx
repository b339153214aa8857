/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../client';
import { fakeFetch, json } from '../test-support';
import {
  ApiClientProvider,
  productKeys,
  useApiClient,
  useCategories,
  useProductSearch,
} from './index';

function wrapper(fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

const category = {
  id: 'c1',
  key: 'gold-bars',
  name: { de: 'Goldbarren', en: 'Gold bars' },
  slug: { de: 'goldbarren', en: 'gold-bars' },
  productCount: 56,
};

function Categories() {
  const { data, error } = useCategories();
  if (error) return <p>{error.name}</p>;
  return (
    <ul>
      {data?.map((c) => (
        <li key={c.key}>{`${c.name.de} (${c.productCount})`}</li>
      ))}
    </ul>
  );
}

function SearchTotal() {
  const { data, error } = useProductSearch({ text: 'gold', limit: 5 });
  if (error) return <p>{`${error.name}: ${(error as { code?: string }).code}`}</p>;
  return <p>{data ? `total ${data.total}` : 'loading'}</p>;
}

describe('react bindings', () => {
  it('loads categories through the provided client', async () => {
    const { fetch, calls } = fakeFetch(json([category]));
    render(<Categories />, { wrapper: wrapper(fetch) });
    expect(await screen.findByText('Goldbarren (56)')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/products/categories');
  });

  it('surfaces API errors as ApiError', async () => {
    const { fetch } = fakeFetch(
      json(
        {
          name: 'RepositoryError',
          message: 'down',
          code: 'repository_unavailable',
          statusCode: 503,
        },
        503,
      ),
    );
    render(<SearchTotal />, { wrapper: wrapper(fetch) });
    await waitFor(() =>
      expect(screen.getByText('RepositoryError: repository_unavailable')).toBeTruthy(),
    );
  });

  it('refuses to run without a provider', () => {
    function Orphan() {
      useApiClient();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(
      'useApiClient must be used inside <ApiClientProvider>',
    );
    spy.mockRestore();
  });
});

describe('productKeys', () => {
  it('gives equal searches the same key regardless of property order or undefined values', () => {
    expect(productKeys.search({ limit: 5, page: 1, text: undefined })).toEqual(
      productKeys.search({ page: 1, limit: 5 }),
    );
    expect(productKeys.search({ page: 1 })).not.toEqual(productKeys.search({ page: 2 }));
  });

  it('nests every key under the resource so one invalidation reaches all', () => {
    for (const key of [productKeys.search(), productKeys.identifiers(), productKeys.categories()]) {
      expect(key[0]).toBe(productKeys.all[0]);
    }
  });
});
