import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PriceSocketMessageSchema, type PriceSocketMessage } from '@shop/api-client/contract';
import * as v from 'valibot';
import type { Database, DatabaseConnection } from '../db/client';

/** NOTIFY channel every API instance listens on; payloads are price socket messages. */
export const priceChannel = 'price_events';

export type PriceListener = (message: PriceSocketMessage, json: string) => void;

type FinishedMessage = Extract<PriceSocketMessage, { type: 'RecalculationProcessFinished' }>;
type HelloMessage = Extract<PriceSocketMessage, { type: 'Hello' }>;

/** The recalculation whose prices an instance shows (ISO times), as Hello and Finished name it. */
export type PriceVersion = Omit<FinishedMessage, 'type'>;

/** Tells every instance (itself included) of `message`; inside a transaction, on its commit. */
export const notifyPriceEvent = (db: Database, message: PriceSocketMessage) =>
  db.execute(sql`select pg_notify(${priceChannel}, ${JSON.stringify(message)})`);

export interface PriceEventsOptions {
  connection: DatabaseConnection;
  log: FastifyBaseLogger;
  /**
   * Before a Finished is relayed: shows the prices it announces on this instance, so clients
   * refetch new prices; answers the message to relay.
   */
  showFinished(message: FinishedMessage): Promise<FinishedMessage>;
  /** After a Finished was relayed. */
  afterFinished(): void;
  /**
   * The LISTEN connection was lost and is back, so notifications may have been missed: shows the
   * current prices (re-read, or computed if outdated) and answers their version.
   */
  catchUp(): Promise<PriceVersion>;
}

export interface PriceEvents {
  subscribe(listener: PriceListener): () => void;
  /**
   * From now on the sockets count as told of `version` (the prices shown once start-up is done):
   * Hello names it until a Finished or a catch-up tells a newer one.
   */
  startFrom(version: PriceVersion): void;
  /** The greeting of a new socket: the version its stream of messages continues from. */
  greeting(): HelloMessage;
  /** Settles when the events heard so far have been handled. */
  settled(): Promise<void>;
  unlisten(): Promise<void>;
}

const later = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/**
 * Listens for price events: every instance hears every NOTIFY, also its own, and tells its
 * sockets each recalculation once. Events are handled one after the other, so a socket's stream
 * is ordered and Hello names the version that stream continues from. After a lost LISTEN
 * connection the instance catches up and tells its sockets a recalculation they missed; the
 * NOTIFY of a recalculation already told that way (delivered late) is not relayed again.
 */
export async function listenToPriceEvents({
  connection,
  log,
  showFinished,
  afterFinished,
  catchUp,
}: PriceEventsOptions): Promise<PriceEvents> {
  const listeners = new Set<PriceListener>();
  /** The last version the sockets were told (null until start-up is done). */
  let told: PriceVersion | null = null;
  /** A Started was relayed and its Finished not yet: the next Finished ends the clients' wait. */
  let open = false;

  const relay = (message: PriceSocketMessage) => {
    if (message.type === 'RecalculationProcessStarted') open = true;
    if (message.type === 'RecalculationProcessFinished') {
      told = {
        lastRecalculatedAt: message.lastRecalculatedAt,
        nextRecalculationAt: message.nextRecalculationAt,
      };
      open = false;
    }
    const json = JSON.stringify(message);
    for (const listener of listeners) listener(message, json);
    if (message.type === 'RecalculationProcessFinished') afterFinished();
  };
  /** True for a message the sockets already know of (told by a catch-up before it arrived). */
  const known = (message: PriceSocketMessage) => {
    if (!told || message.type === 'Hello') return false;
    if (message.type === 'RecalculationProcessStarted')
      return !later(message.startedAt, told.lastRecalculatedAt);
    // A Finished that names the told version ends a wait (a failed run) only after a Started.
    return !open && message.lastRecalculatedAt === told.lastRecalculatedAt;
  };

  let events: Promise<void> = Promise.resolve();
  const handle = (task: () => Promise<void>) => {
    events = events.then(task).catch((error: unknown) => {
      log.error({ err: error }, 'Handling a price event failed');
    });
  };

  const unlisten = await connection.listen(
    priceChannel,
    (payload) =>
      handle(async () => {
        let message: PriceSocketMessage;
        try {
          message = v.parse(PriceSocketMessageSchema, JSON.parse(payload));
        } catch {
          log.warn({ payload }, 'Ignoring a malformed price event');
          return;
        }
        // A Finished shows its prices before it is relayed, so clients refetch new prices.
        if (message.type === 'RecalculationProcessFinished') message = await showFinished(message);
        if (!known(message)) relay(message);
      }),
    () =>
      handle(async () => {
        const version = await catchUp();
        if (!told || open || version.lastRecalculatedAt !== told.lastRecalculatedAt) {
          log.info({ ...version }, 'Telling the price sockets of prices missed while away');
          relay({ type: 'RecalculationProcessFinished', ...version });
        }
      }),
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startFrom(version) {
      told = version;
      open = false;
    },
    greeting: () => ({ type: 'Hello', ...told! }),
    settled: () => events,
    unlisten,
  };
}
