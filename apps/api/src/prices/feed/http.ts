import { metals, quotedCurrencies, type MarketQuotes } from '../market';
import type { SpotFeed } from './spot-feed';

export interface HttpFeedOptions {
  /** URL answering JSON in the metals.dev "latest" shape (see parseProviderQuotes). */
  url: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The provider answer, as metals.dev's /v1/latest?currency=USD&unit=toz returns it:
 * `{ "metals": { "gold": 4010.5, "silver": 48.6, "platinum": ..., "palladium": ... },
 *    "currencies": { "EUR": 1.16, "CHF": 1.24 }, "timestamps": { "metal": "<ISO>" } }` where
 * metals are USD per troy ounce and currencies are USD per unit of that currency (so units per
 * USD is the inverse). Missing values keep the previous quote, so one missing metal does not stop
 * recalculation. The quote's time is the provider's own (`timestamps.metal`, never after `at`):
 * a provider that keeps answering its last quote while the market is closed makes prices stale.
 */
export function parseProviderQuotes(body: unknown, previous: MarketQuotes, at: Date): MarketQuotes {
  const data = (body ?? {}) as {
    metals?: Record<string, unknown>;
    currencies?: Record<string, unknown>;
    timestamps?: { metal?: unknown };
  };
  const spotUsdPerOz = { ...previous.spotUsdPerOz };
  for (const metal of metals) {
    const value = data.metals?.[metal];
    if (positive(value)) spotUsdPerOz[metal] = value;
  }
  const fxPerUsd = { ...previous.fxPerUsd };
  for (const c of quotedCurrencies) {
    const usdPerUnit = data.currencies?.[c];
    if (positive(usdPerUnit)) fxPerUsd[c] = 1 / usdPerUnit;
  }
  const provided =
    typeof data.timestamps?.metal === 'string' ? Date.parse(data.timestamps.metal) : Number.NaN;
  const quotedAt = Number.isNaN(provided) ? at : new Date(Math.min(provided, at.getTime()));
  return { spotUsdPerOz, fxPerUsd, quotedAt };
}

/** A real provider behind configuration (SPOT_FEED=http, SPOT_FEED_URL). */
export function createHttpFeed({
  url,
  timeoutMs = 5000,
  fetch = globalThis.fetch,
}: HttpFeedOptions): SpotFeed {
  return {
    name: 'http',
    async next(previous, at) {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`spot feed answered ${response.status}`);
      return parseProviderQuotes(await response.json(), previous, at);
    },
  };
}
