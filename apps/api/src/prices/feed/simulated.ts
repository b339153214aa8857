import { annualVolatility, metals, quotedCurrencies, type MarketQuotes } from '../market';
import { gaussian, mixSeed, mulberry32 } from '../prng';
import type { SpotFeed } from './spot-feed';

const yearMs = 365.25 * 24 * 3600 * 1000;

/**
 * A geometric random walk (no drift) with realistic volatility. Each step is seeded by the feed
 * seed and the quote time, so the same start and the same clock give the same prices on every
 * machine; several API instances continue one walk because the previous quote is in the database.
 */
export function createSimulatedFeed(seed = 1): SpotFeed {
  function step(from: MarketQuotes, to: Date, dtMs: number, stepSeed: number): MarketQuotes {
    const normal = gaussian(mulberry32(stepSeed));
    const dt = Math.max(0, dtMs) / yearMs;
    const move = (value: number, sigma: number) =>
      value * Math.exp(sigma * Math.sqrt(dt) * normal() - 0.5 * sigma * sigma * dt);
    const spotUsdPerOz = { ...from.spotUsdPerOz };
    for (const metal of metals)
      spotUsdPerOz[metal] = move(spotUsdPerOz[metal], annualVolatility[metal]);
    const fxPerUsd = { ...from.fxPerUsd };
    for (const c of quotedCurrencies) fxPerUsd[c] = move(fxPerUsd[c], annualVolatility[c]);
    return { spotUsdPerOz, fxPerUsd, quotedAt: to };
  }

  return {
    name: 'simulated',
    async next(previous, at) {
      // A stopped shop does not jump by weeks of volatility at once: cap the step at one day.
      const dtMs = Math.min(at.getTime() - previous.quotedAt.getTime(), 24 * 3600 * 1000);
      return step(previous, at, dtMs, mixSeed(seed, at.getTime()));
    },
    history(current, end, stepMs, count) {
      // Walk backwards from today's level, then return oldest first.
      const points: MarketQuotes[] = [];
      let cursor = current;
      for (let i = 1; i <= count; i++) {
        const at = new Date(end.getTime() - i * stepMs);
        cursor = step(cursor, at, stepMs, mixSeed(seed ^ 0x5eed, at.getTime()));
        points.push(cursor);
      }
      return points.reverse();
    },
  };
}
