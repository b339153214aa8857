import * as v from 'valibot';
import { createApiClient } from '../client';
import { fakeFetch, json } from '../test-support';
import {
  hasMarginSchemeLines,
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
      skus: ['A-1', 'B', 'A-1'],
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

  it('refuses control characters in every parameter, on the plain-list path and the full rules', () => {
    const query = { country: 'AT', currency: 'EUR', skus: 'CGO-PHI-1OZ' };
    for (const c of ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\t', '\n']) {
      for (const [field, value] of [
        ['skus', `CGO${c}`],
        ['skus', `CGO,${c}`],
        ['skus', `CGO, B${c}`],
        ['country', `AT${c}`],
        ['currency', `EUR${c}`],
      ] as const) {
        const result = v.safeParse(ProductPricesQuerySchema, { ...query, [field]: value });
        expect(result.success).toBe(false);
        expect(v.getDotPath(result.issues![0]!)).toMatch(new RegExp(`^${field}`));
      }
    }
  });

  it('checks plain SKU lists by one pattern and anything else by the full rules, with their issues', () => {
    const skus = (list: string) => {
      const result = v.safeParse(ProductPricesQuerySchema, {
        country: 'AT',
        currency: 'EUR',
        skus: list,
      });
      return result.success
        ? result.output.skus
        : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
    };
    const numbered = (n: number) => Array.from({ length: n }, (_, i) => `SKU-${i}`);
    expect(skus('A-1,B,A-1')).toEqual(['A-1', 'B', 'A-1']);
    expect(skus(' A-1 , B,A-1')).toEqual(['A-1', 'B', 'A-1']);
    expect(skus('X'.repeat(64))).toEqual(['X'.repeat(64)]);
    expect(skus(numbered(100).join(','))).toEqual(numbered(100));
    // At most 100 distinct: repeats beyond the 100th SKU are allowed (and answered once).
    expect(skus([...numbered(100), 'SKU-0'].join(','))).toEqual([...numbered(100), 'SKU-0']);

    const notSku = 'must be an SKU of capital letters, digits and dashes';
    expect(skus('')).toEqual([['skus.0', notSku]]);
    expect(skus('A-1,,B')).toEqual([['skus.1', notSku]]);
    expect(skus('A,A--B,-C,d')).toEqual([
      ['skus.1', notSku],
      ['skus.2', notSku],
      ['skus.3', notSku],
    ]);
    expect(skus(`A,${'X'.repeat(65)}`)).toEqual([
      ['skus.1', 'Invalid length: Expected <=64 but received 65'],
    ]);
    expect(skus(numbered(101).join(','))).toEqual([['skus', 'must name at most 100 SKUs']]);
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

describe('hasMarginSchemeLines', () => {
  const lines = (...classes: ('investment_gold' | 'standard' | 'margin')[]) =>
    classes.map((taxClass) => ({ taxClass }));

  it('holds for a purchase with a margin-scheme line only', () => {
    expect(
      hasMarginSchemeLines({ transactionType: 'buy', lineItems: lines('standard', 'margin') }),
    ).toBe(true);
    expect(
      hasMarginSchemeLines({ transactionType: 'buy', lineItems: lines('investment_gold') }),
    ).toBe(false);
    expect(hasMarginSchemeLines({ transactionType: 'sell', lineItems: lines('margin') })).toBe(
      false,
    );
  });
});
