import { initialLevels } from '../market';
import { createHttpFeed, parseProviderQuotes } from './http';
import { createSimulatedFeed } from './simulated';

const start = { ...initialLevels, quotedAt: new Date('2026-01-05T10:00:00Z') };

describe('simulated spot feed', () => {
  it('is reproducible for the same seed and clock and differs for another seed', async () => {
    const at = new Date('2026-01-05T10:03:00Z');
    const one = await createSimulatedFeed(7).next(start, at);
    const two = await createSimulatedFeed(7).next(start, at);
    const other = await createSimulatedFeed(8).next(start, at);
    expect(one).toEqual(two);
    expect(other.spotUsdPerOz.gold).not.toBe(one.spotUsdPerOz.gold);
    expect(one.quotedAt).toEqual(at);
  });

  it('moves by realistic amounts: a 3-minute step stays within a fraction of a percent', async () => {
    const feed = createSimulatedFeed(1);
    let quotes = start;
    for (let i = 1; i <= 480; i++) {
      const next = await feed.next(quotes, new Date(start.quotedAt.getTime() + i * 180_000));
      expect(Math.abs(next.spotUsdPerOz.gold / quotes.spotUsdPerOz.gold - 1)).toBeLessThan(0.01);
      quotes = next;
    }
    // A day of steps: gold stays within a few percent of where it started.
    expect(Math.abs(quotes.spotUsdPerOz.gold / start.spotUsdPerOz.gold - 1)).toBeLessThan(0.08);
  });

  it('walks a year of history back to today’s level, oldest first', () => {
    const end = new Date('2026-01-05T00:00:00Z');
    const points = createSimulatedFeed(1).history!(start, end, 86_400_000, 365);
    expect(points).toHaveLength(365);
    expect(points[0]!.quotedAt.getTime()).toBeLessThan(points[364]!.quotedAt.getTime());
    const gold = points.map((p) => p.spotUsdPerOz.gold);
    expect(Math.min(...gold)).toBeGreaterThan(2000);
    expect(Math.max(...gold)).toBeLessThan(7000);
  });
});

describe('HTTP spot feed', () => {
  it('reads metals.dev-style quotes and keeps the previous value where one is missing', () => {
    const at = new Date('2026-01-05T10:03:00Z');
    const quotes = parseProviderQuotes(
      { metals: { gold: 4100.5, silver: 'n/a' }, currencies: { EUR: 1.25 } },
      start,
      at,
    );
    expect(quotes.spotUsdPerOz.gold).toBe(4100.5);
    expect(quotes.spotUsdPerOz.silver).toBe(start.spotUsdPerOz.silver);
    expect(quotes.fxPerUsd.EUR).toBeCloseTo(0.8, 10);
    expect(quotes.fxPerUsd.CHF).toBe(start.fxPerUsd.CHF);
  });

  it('takes the provider’s own quote time, never later than asked, else the time asked', () => {
    const at = new Date('2026-01-05T10:03:00Z');
    const metals = { gold: 4100.5 };
    const quotedAt = (timestamps?: object) =>
      parseProviderQuotes({ metals, timestamps }, start, at).quotedAt;
    expect(quotedAt({ metal: '2026-01-02T21:59:00Z' })).toEqual(new Date('2026-01-02T21:59:00Z'));
    expect(quotedAt({ metal: '2026-01-05T10:04:00Z' })).toEqual(at);
    expect(quotedAt({ metal: 'yesterday' })).toEqual(at);
    expect(quotedAt()).toEqual(at);
  });

  it('fetches the configured URL and fails on an error status', async () => {
    const calls: string[] = [];
    const fetch = (async (url: string) => {
      calls.push(url);
      return calls.length === 1
        ? new Response(JSON.stringify({ metals: { platinum: 1600 } }), { status: 200 })
        : new Response('quota exceeded', { status: 429 });
    }) as unknown as typeof globalThis.fetch;
    const feed = createHttpFeed({ url: 'https://feed.example/latest', fetch });
    const quotes = await feed.next(start, new Date());
    expect(quotes.spotUsdPerOz.platinum).toBe(1600);
    expect(calls).toEqual(['https://feed.example/latest']);
    await expect(feed.next(start, new Date())).rejects.toThrow('429');
  });
});
