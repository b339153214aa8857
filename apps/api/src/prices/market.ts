import { preciousMetals, type PreciousMetal } from '@shop/api-client/contract';
import type { Currency } from '@shop/i18n';

export const quotedCurrencies = ['EUR', 'CHF'] as const satisfies readonly Currency[];

/** Spot (mid) in USD per troy ounce and FX rates (units of currency per USD; USD is 1). */
export interface MarketQuotes {
  spotUsdPerOz: Record<PreciousMetal, number>;
  fxPerUsd: Record<Currency, number>;
  quotedAt: Date;
}

/** Realistic late-2025 levels: where the simulated walk and the seeded history end up today. */
export const initialLevels: Omit<MarketQuotes, 'quotedAt'> = {
  spotUsdPerOz: { gold: 4_010, silver: 48.6, platinum: 1_545, palladium: 1_390 },
  fxPerUsd: { USD: 1, EUR: 0.862, CHF: 0.804 },
};

/** Annualised volatility of the simulated walk (historical orders of magnitude). */
export const annualVolatility: Record<PreciousMetal | 'EUR' | 'CHF', number> = {
  gold: 0.16,
  silver: 0.3,
  platinum: 0.26,
  palladium: 0.35,
  EUR: 0.07,
  CHF: 0.08,
};

export const metals = preciousMetals;

/** Moves every spot price by `shock` (0.05 = +5 %); FX rates stay. */
export function shockQuotes(quotes: MarketQuotes, shock: number): MarketQuotes {
  const spotUsdPerOz = { ...quotes.spotUsdPerOz };
  for (const metal of metals) spotUsdPerOz[metal] = spotUsdPerOz[metal] * (1 + shock);
  return { ...quotes, spotUsdPerOz };
}
