import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PriceSocketMessageSchema, type PriceSocketMessage } from '@shop/api-client/contract';
import * as v from 'valibot';
import type { Database, DatabaseConnection } from '../db/client';

/** NOTIFY channel every API instance listens on; payloads are price socket messages. */
export const priceChannel = 'price_events';

export type PriceListener = (message: PriceSocketMessage, json: string) => void;

type FinishedMessage = Extract<PriceSocketMessage, { type: 'RecalculationProcessFinished' }>;

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
  showFinished(message: FinishedMessage): Promise<PriceSocketMessage>;
  /** After a Finished was relayed. */
  afterFinished(): void;
  /** The LISTEN connection was lost and is back: notifications may have been missed. */
  onReconnect(): void;
}

export interface PriceEvents {
  subscribe(listener: PriceListener): () => void;
  /** Settles when the events heard so far have been handled. */
  settled(): Promise<void>;
  unlisten(): Promise<void>;
}

/** Listens for price events: every instance hears every NOTIFY, also its own. */
export async function listenToPriceEvents({
  connection,
  log,
  showFinished,
  afterFinished,
  onReconnect,
}: PriceEventsOptions): Promise<PriceEvents> {
  const listeners = new Set<PriceListener>();
  const emit = (message: PriceSocketMessage) => {
    const json = JSON.stringify(message);
    for (const listener of listeners) listener(message, json);
  };
  let events: Promise<void> = Promise.resolve();
  const unlisten = await connection.listen(
    priceChannel,
    (payload) => {
      // Handled in order: a Finished reloads before it is relayed, so clients refetch new prices.
      events = events.then(async () => {
        let message: PriceSocketMessage;
        try {
          message = v.parse(PriceSocketMessageSchema, JSON.parse(payload));
        } catch {
          log.warn({ payload }, 'Ignoring a malformed price event');
          return;
        }
        if (message.type === 'RecalculationProcessFinished') message = await showFinished(message);
        emit(message);
        if (message.type === 'RecalculationProcessFinished') afterFinished();
      });
    },
    onReconnect,
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: () => events,
    unlisten,
  };
}
