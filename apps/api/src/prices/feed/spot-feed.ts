import type { MarketQuotes } from '../market';

/**
 * Where spot and FX prices come from. `next` receives the previous quotes (from the database,
 * shared by all API instances) and the time of the new quote.
 */
export interface SpotFeed {
  readonly name: string;
  next(previous: MarketQuotes, at: Date): Promise<MarketQuotes>;
  /**
   * Past quotes for charts on first start, oldest first, ending just before `end` at the level
   * of `current`. Feeds without history (HTTP) fall back to the simulated one.
   */
  history?(current: MarketQuotes, end: Date, stepMs: number, count: number): MarketQuotes[];
}
