import * as v from 'valibot';
import { createApiClient } from '../client';
import { fakeFetch, json } from '../test-support';
import {
  MetalSnapshotsQuerySchema,
  PriceSocketMessageSchema,
  ProductPricesQuerySchema,
} from './prices';

describe('price schemas', () => {
  it('parses the product price query: case-insensitive country, store currency, SKU list', () => {
    expect(
      v.parse(ProductPricesQuerySchema, { country: 'ch', currency: 'CHF', skus: 'A-1,B,A-1' }),
    ).toEqual({
      country: 'CH',
      currency: 'CHF',
      skus: ['A-1', 'B'],
    });
    const mismatch = v.safeParse(ProductPricesQuerySchema, {
      country: 'US',
      currency: 'EUR',
      skus: 'A',
    });
    expect(mismatch.success).toBe(false);
    expect(v.getDotPath(mismatch.issues![0]!)).toBe('currency');
    expect(
      v.safeParse(ProductPricesQuerySchema, { country: 'GB', currency: 'EUR', skus: 'A' }).success,
    ).toBe(false);
    expect(
      v.safeParse(ProductPricesQuerySchema, { country: 'AT', currency: 'EUR', skus: 'a b' })
        .success,
    ).toBe(false);
  });

  it('defaults snapshots to buy over one week and knows the socket messages', () => {
    expect(v.parse(MetalSnapshotsQuerySchema, { metal: 'gold', currency: 'EUR' })).toEqual({
      metal: 'gold',
      currency: 'EUR',
      type: 'buy',
      timespan: '1w',
    });
    expect(
      v.parse(PriceSocketMessageSchema, {
        type: 'RecalculationProcessStarted',
        startedAt: '2026-01-05T10:00:00.000Z',
      }).type,
    ).toBe('RecalculationProcessStarted');
    expect(v.safeParse(PriceSocketMessageSchema, { type: 'Other' }).success).toBe(false);
  });

  it('sends the admin token header and the body of a forced recalculation', async () => {
    const { fetch, calls } = fakeFetch(json({ lastRecalculatedAt: '2026-01-05T10:00:00.000Z' }));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    await api.prices.recalculate('secret', { shock: 0.05 });
    expect(calls[0]!.url).toBe('/api/admin/prices/recalculate');
    expect(calls[0]!.init.headers).toMatchObject({
      'x-admin-token': 'secret',
      'x-store-key': 'at',
    });
    expect(calls[0]!.init.body).toBe('{"shock":0.05}');
  });
});
