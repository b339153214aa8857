import {
  currencies,
  preciousMetals,
  priceTypes,
  snapshotTimespans,
  type PreciousMetal,
  type PriceType,
  type SnapshotTimespan,
} from '@shop/api-client';
import type { Currency } from '@shop/i18n';

/** What the rates chart shows (spec 2: buy or sell, currency, metal, timespan). */
export interface RatesSettings {
  type: PriceType;
  currency: Currency;
  metal: PreciousMetal;
  timespan: SnapshotTimespan;
}

export const ratesChoices = {
  type: priceTypes,
  currency: currencies,
  metal: preciousMetals,
  timespan: snapshotTimespans,
} as const;

export function defaultRatesSettings(
  currency: Currency,
  metal: PreciousMetal | null | undefined,
  timespan: SnapshotTimespan = '1w',
): RatesSettings {
  return { type: 'buy', currency, metal: metal ?? 'gold', timespan };
}
