import type { FastifyBaseLogger } from 'fastify';
import type { PriceSocketMessage } from '@shop/api-client/contract';
import type { DatabaseConnection } from '../db/client';
import { listenToPriceEvents, type PriceVersion } from './events';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute)).toISOString();
const version = (minute: number): PriceVersion => ({
  lastRecalculatedAt: at(minute),
  nextRecalculationAt: at(minute + 3),
});
const started = (minute: number) => ({
  type: 'RecalculationProcessStarted',
  startedAt: at(minute),
});
const finished = (minute: number) => ({ type: 'RecalculationProcessFinished', ...version(minute) });

/**
 * The events of one instance on a connection whose LISTEN the test drives: `notify` delivers a
 * NOTIFY payload, `reconnect` tells of a lost and regained LISTEN connection.
 */
async function setup(shownAtStart = 0) {
  let deliver: (payload: string) => void = () => undefined;
  let reconnected: () => void = () => undefined;
  const connection = {
    listen: async (_channel: string, onMessage: (p: string) => void, onReconnect?: () => void) => {
      deliver = onMessage;
      reconnected = onReconnect ?? (() => undefined);
      return async () => undefined;
    },
  } as unknown as DatabaseConnection;
  const log = { warn: jest.fn(), info: jest.fn(), error: jest.fn() };
  let shown = version(shownAtStart);
  const events = await listenToPriceEvents({
    connection,
    log: log as unknown as FastifyBaseLogger,
    showFinished: async (message) => {
      shown = { ...message };
      return message;
    },
    afterFinished: () => undefined,
    catchUp: async () => shown,
  });
  events.startFrom(shown);
  const sent: string[] = [];
  events.subscribe((message: PriceSocketMessage) =>
    sent.push(
      message.type === 'RecalculationProcessFinished'
        ? `Finished ${message.lastRecalculatedAt}`
        : message.type,
    ),
  );
  return {
    events,
    sent,
    log,
    notify: async (message: object) => {
      deliver(JSON.stringify(message));
      await events.settled();
    },
    reconnect: async () => {
      reconnected();
      await events.settled();
    },
    /** Another instance's recalculation read back on a catch-up (its NOTIFY was missed). */
    commitElsewhere: (minute: number) => {
      shown = version(minute);
    },
  };
}

describe('listenToPriceEvents', () => {
  it('relays each NOTIFY once, in order, and greets with the last Finished', async () => {
    const t = await setup();
    expect(t.events.greeting()).toEqual({ type: 'Hello', ...version(0) });
    await t.notify(started(3));
    await t.notify(finished(3));
    expect(t.sent).toEqual(['RecalculationProcessStarted', `Finished ${at(3)}`]);
    expect(t.events.greeting()).toEqual({ type: 'Hello', ...version(3) });
  });

  it('tells of a recalculation missed while the LISTEN connection was lost, once', async () => {
    const t = await setup();
    t.commitElsewhere(3);
    await t.reconnect();
    expect(t.sent).toEqual([`Finished ${at(3)}`]);
    // Its NOTIFY, delivered late on the new connection, is not relayed again.
    await t.notify(started(3));
    await t.notify(finished(3));
    expect(t.sent).toEqual([`Finished ${at(3)}`]);
    expect(t.events.greeting()).toEqual({ type: 'Hello', ...version(3) });
  });

  it('tells nothing after a reconnect when nothing was missed', async () => {
    const t = await setup();
    await t.reconnect();
    expect(t.sent).toEqual([]);
  });

  it('ends a wait after Started whose Finished was missed, even with the old prices', async () => {
    const t = await setup();
    await t.notify(started(3));
    await t.reconnect();
    expect(t.sent).toEqual(['RecalculationProcessStarted', `Finished ${at(0)}`]);
  });

  it('relays a failed run’s Finished (the old prices) after its Started, not without one', async () => {
    const t = await setup();
    await t.notify(finished(0));
    expect(t.sent).toEqual([]);
    await t.notify(started(3));
    await t.notify(finished(0));
    expect(t.sent).toEqual(['RecalculationProcessStarted', `Finished ${at(0)}`]);
  });

  it('ignores a malformed NOTIFY with a warning', async () => {
    const t = await setup();
    await t.notify({ type: 'Bonus' });
    expect(t.sent).toEqual([]);
    expect(t.log.warn).toHaveBeenCalledTimes(1);
  });
});
