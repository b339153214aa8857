import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection } from '../db/client';
import type { CurrentPrices } from './current-prices';
import { preparePricing, priceMetals, priceProduct } from './engine';
import { notifyPriceEvent } from './events';
import type { SpotFeed } from './feed/spot-feed';
import { initialLevels, shockQuotes } from './market';
import type { PricesRepository, SheetRow } from './repository';

/** Advisory lock key: one recalculation at a time across all instances on one database. */
const recalcLockKey = 7_245_002;
/** Products priced and stored per statement of a recalculation (see runRecalculation). */
const sliceSize = 2500;

export interface RecalculateOptions {
  /** Run even if another instance has just recalculated (admin, tests); waits for the lock. */
  force?: boolean;
  /** Move every spot price by this fraction first (0.05 = +5 %). */
  shock?: number;
  /**
   * Run only when prices are missing (see PricesRepository.pricesMissing) or come from a feed
   * quote older than the feed's maximum age: start-up, reconnect.
   */
  onlyIfOutdated?: boolean;
}

export interface RecalculationResult {
  ran: boolean;
  lastRecalculatedAt: Date | null;
  durationMs: number;
  /**
   * Milliseconds per phase of a run that ran: feed, load, price+write, commit (together
   * durationMs); engine, the pricing alone within price+write (it overlaps the database storing
   * earlier slices); view, building this instance's in-memory prices after the commit.
   */
  phases?: Record<string, number>;
}

export interface RecalculationOptions {
  connection: DatabaseConnection;
  repo: PricesRepository;
  feed: SpotFeed;
  /** Shows the prices of a run from memory once it has committed. */
  current: CurrentPrices;
  /** The time between recalculations: a run sooner than 90 % of it after the last is skipped. */
  nominalIntervalMs: number;
  /** How old the feed's last good quote may be before prices count as stale. */
  feedMaxAgeMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface Recalculation {
  /** One run per instance at a time; a forced run queues behind a running one. */
  recalculate(options?: RecalculateOptions): Promise<RecalculationResult>;
  /**
   * While this instance commits the recalculation at `at` (ISO): resolves once it shows those
   * prices. Null for any other recalculation, which this instance has to read back.
   */
  shownWhenCommitted(at: string): Promise<void> | null;
  /** Settles when the run under way, if any, has ended. */
  settled(): Promise<unknown>;
}

/**
 * The recalculation: fetches the next quotes, prices every product and stores the sheets, ticker
 * and state in one transaction, under a lock shared by all instances, and announces it.
 */
export function createRecalculation({
  connection,
  repo,
  feed,
  current,
  nominalIntervalMs,
  feedMaxAgeMs,
  now,
  log,
}: RecalculationOptions): Recalculation {
  /**
   * Prices missing, or computed from a feed quote too old to trade on (a database copied from an
   * old one, an instance started after a long stop): start-up asks the feed at once.
   */
  const outdated = async (tx?: Parameters<PricesRepository['quotes']>[0]) => {
    if (await repo.pricesMissing(tx)) return true;
    const quotes = await repo.quotes(tx);
    return !quotes || now().getTime() - quotes.quotedAt.getTime() > feedMaxAgeMs;
  };

  /**
   * The recalculation this instance is committing: it shows its prices from memory once committed
   * (`shown`), so its own Finished must not read them back; other instances reload.
   */
  let computed: { at: string; shown: Promise<void> } | null = null;
  let running: Promise<RecalculationResult> | null = null;

  async function runRecalculation({
    force = false,
    shock,
    onlyIfOutdated = false,
  }: RecalculateOptions): Promise<RecalculationResult> {
    const started = performance.now();
    const phases: Record<string, number> = {};
    let mark = started;
    const lap = (name: string) => {
      const t = performance.now();
      phases[name] = t - mark;
      mark = t;
    };
    const skipped = async (): Promise<RecalculationResult> => ({
      ran: false,
      lastRecalculatedAt: await repo.lastRecalculatedAt(),
      durationMs: performance.now() - started,
    });
    if (onlyIfOutdated && !(await outdated())) return skipped();
    // Fetch the next quotes before taking any lock: a slow provider must not hold the database.
    const previous = (await repo.quotes()) ?? { ...initialLevels, quotedAt: now() };
    const at = now();
    let quotes = previous;
    try {
      quotes = await feed.next(previous, at);
    } catch (error) {
      // The last good quotes stay, with their own time: prices are not invented, and once that
      // time is older than the feed's maximum age, orders are refused (CurrentPrices.stale).
      log.warn(
        { err: error, feed: feed.name, feedUpdatedAt: previous.quotedAt.toISOString() },
        'Spot feed failed; recalculating with the last quotes',
      );
    }
    if (shock) quotes = shockQuotes(quotes, shock);
    lap('feed');

    return connection.withSession(async (session) => {
      const lock = force
        ? await session.execute(sql`select pg_advisory_lock(${recalcLockKey}) as ok`)
        : await session.execute(sql`select pg_try_advisory_lock(${recalcLockKey}) as ok`);
      const won = force || Boolean((lock as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok);
      if (!won) return skipped();
      try {
        if (!force) {
          const lastAt = await repo.lastRecalculatedAt(session);
          if (lastAt && at.getTime() - lastAt.getTime() < nominalIntervalMs * 0.9) return skipped();
        }
        // Checked again under the lock: another instance may have just computed them.
        if (onlyIfOutdated && !(await outdated(session))) return skipped();
        await notifyPriceEvent(session, {
          type: 'RecalculationProcessStarted',
          startedAt: at.toISOString(),
        });
        let show = () => {};
        const own = { at: at.toISOString(), shown: new Promise<void>((r) => (show = r)) };
        try {
          // Read before the transaction, side by side on pooled connections (PostgreSQL): every
          // statement sees its own snapshot anyway, as it would inside a READ COMMITTED one.
          const [data, products] = await Promise.all([repo.pricingData(), repo.pricedProducts()]);
          lap('load');
          const pricing = preparePricing(data, quotes);
          const ticker = priceMetals(data.rules, pricing.spot);
          const rows: (SheetRow & { id: string })[] = [];
          let engineMs = 0;
          await session.transaction(async (tx) => {
            // Priced and stored in slices: the database stores one slice while the next one is
            // priced (two cores at once). One statement in flight at a time, as drivers require.
            let stored: Promise<void> = Promise.resolve();
            for (let start = 0; start < products.length; start += sliceSize) {
              const t = performance.now();
              const slice = products.slice(start, start + sliceSize).map((p) => ({
                id: p.id,
                sku: p.sku,
                dutyFree: p.dutyFree,
                taxClass: p.taxClass,
                sheet: priceProduct(p, pricing),
              }));
              rows.push(...slice);
              engineMs += performance.now() - t;
              await stored;
              stored = repo.writeSheets(tx, slice);
              stored.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
              // Lets the driver send the statement before the next slice occupies the thread.
              await new Promise((resolve) => setImmediate(resolve));
            }
            await stored;
            await repo.writeRecalculation(tx, at, quotes, ticker);
            computed = own;
            // Delivered on commit, to every instance.
            await notifyPriceEvent(tx, {
              type: 'RecalculationProcessFinished',
              lastRecalculatedAt: at.toISOString(),
              nextRecalculationAt: new Date(at.getTime() + nominalIntervalMs).toISOString(),
            });
            lap('price+write');
          });
          lap('commit');
          phases.engine = engineMs;
          const durationMs = performance.now() - started;
          // Shown from memory, not read back; the relay of Finished waits for it (showPricesOf).
          current.show(at, quotes.quotedAt, rows, ticker);
          show();
          lap('view');
          return { ran: true, lastRecalculatedAt: at, durationMs, phases };
        } catch (error) {
          show();
          // Clients waiting since Started must not wait forever: the old prices stay valid.
          const lastAt = (await repo.lastRecalculatedAt(session).catch(() => null)) ?? at;
          await notifyPriceEvent(session, {
            type: 'RecalculationProcessFinished',
            lastRecalculatedAt: lastAt.toISOString(),
            nextRecalculationAt: new Date(lastAt.getTime() + nominalIntervalMs).toISOString(),
          }).catch(() => undefined);
          throw error;
        } finally {
          if (computed === own) computed = null;
        }
      } finally {
        await session
          .execute(sql`select pg_advisory_unlock(${recalcLockKey})`)
          .catch(() => undefined);
      }
    });
  }

  return {
    recalculate(opts = {}) {
      const previous = running ?? Promise.resolve(null);
      const run = previous.catch(() => null).then(() => runRecalculation(opts));
      running = run;
      void run
        .finally(() => {
          if (running === run) running = null;
        })
        .catch(() => undefined);
      return run;
    },
    shownWhenCommitted: (at) => (computed?.at === at ? computed.shown : null),
    settled: () => running?.catch(() => undefined) ?? Promise.resolve(),
  };
}
