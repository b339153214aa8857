/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../../client';
import { fakeFetch, json } from '../../test-support';
import {
  ApiClientProvider,
  priceKeys,
  useMetalPrices,
  useMetalSnapshots,
  useProductPrices,
} from '../index';

const times = {
  lastRecalculatedAt: '2026-01-05T10:00:00.000Z',
  serverTimestamp: '2026-01-05T10:01:00.000Z',
  nextRecalculationAt: '2026-01-05T10:03:00.000Z',
};

function wrapper(fetch: typeof globalThis.fetch, storeKey: 'ch' | 'at' = 'ch') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: '/api', storeKey, fetch });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

const priced = (sku: string, centAmount: number) => ({
  sku,
  prices: [{ type: 'buy', centAmount, currency: 'CHF', minQuantity: 1 }],
  taxRate: 810,
  dutyFree: false,
  taxClass: 'standard',
  spotValue: { centAmount: centAmount - 10, currency: 'CHF' },
});

function Tile({ skus }: { skus: string[] }) {
  const { data } = useProductPrices(skus);
  return (
    <p>
      {data ? data.products.map((p) => `${p.sku}=${p.prices[0]?.centAmount}`).join(' ') : 'loading'}
    </p>
  );
}

describe('price hooks', () => {
  it('batches the lookups of several components into one request in the store’s country and currency', async () => {
    const { fetch, calls } = fakeFetch(
      json({ ...times, products: [priced('A', 100), priced('B', 200), priced('C', 300)] }),
    );
    render(
      <>
        <Tile skus={['A', 'B']} />
        <Tile skus={['C']} />
      </>,
      { wrapper: wrapper(fetch) },
    );
    expect(await screen.findByText('A=100 B=200')).toBeTruthy();
    expect(await screen.findByText('C=300')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/prices/products?country=CH&currency=CHF&skus=A%2CB%2CC');
  });

  it('loads metal prices and chart snapshots', async () => {
    const metal = {
      name: 'gold',
      prices: [{ currency: 'EUR', type: 'buy', centAmount: 350000 }],
      ...times,
    };
    const snapshots = {
      metal: 'gold',
      currency: 'EUR',
      type: 'buy',
      timespan: '1w',
      points: [{ timestamp: times.lastRecalculatedAt, centAmount: 350000 }],
    };
    const { fetch, calls } = fakeFetch(json([metal]), json(snapshots));
    function Metals() {
      const { data } = useMetalPrices();
      return <p>{data ? `gold ${data[0]?.prices[0]?.centAmount}` : 'loading'}</p>;
    }
    function Chart() {
      const { data } = useMetalSnapshots({ metal: 'gold', currency: 'EUR', timespan: '1w' });
      return <p>{data ? `points ${data.points.length}` : 'loading'}</p>;
    }
    render(<Metals />, { wrapper: wrapper(fetch, 'at') });
    expect(await screen.findByText('gold 350000')).toBeTruthy();
    render(<Chart />, { wrapper: wrapper(fetch, 'at') });
    await waitFor(() => expect(screen.getByText('points 1')).toBeTruthy());
    expect(calls.map((c) => c.url)).toEqual([
      '/api/prices/metals',
      '/api/prices/metals/snapshots?metal=gold&currency=EUR&timespan=1w',
    ]);
  });

  it('keys every price query under priceKeys.all, SKU sets in any order alike', () => {
    expect(priceKeys.products('at', ['B', 'A', 'B'])).toEqual(priceKeys.products('at', ['A', 'B']));
    expect(priceKeys.products('at', ['A'])).not.toEqual(priceKeys.products('ch', ['A']));
    for (const key of [
      priceKeys.metals(),
      priceKeys.snapshots({ metal: 'gold', currency: 'EUR' }),
      priceKeys.products('us', ['A']),
    ]) {
      expect(key[0]).toBe(priceKeys.all[0]);
    }
  });
});
