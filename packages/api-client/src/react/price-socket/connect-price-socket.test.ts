import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { priceKeys } from '../query-keys';
import {
  connectPriceSocket,
  type PriceSocketConnection,
  type PriceSocketLike,
} from './connect-price-socket';
import { priceStatusAtom } from './price-status';

class FakeSocket implements PriceSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  send(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  fail() {
    this.onerror?.({} as Event);
  }
}

class FakeVisibility extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show() {
    this.visibilityState = 'visible';
    this.dispatchEvent(new Event('visibilitychange'));
  }
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const T0 = Date.parse('2026-05-04T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const hello = (last = T0) => ({
  type: 'Hello',
  lastRecalculatedAt: iso(last),
  nextRecalculationAt: iso(last + 180_000),
});
const started = () => ({ type: 'RecalculationProcessStarted', startedAt: iso(Date.now()) });
const finished = (last = Date.now()) => ({
  type: 'RecalculationProcessFinished',
  lastRecalculatedAt: iso(last),
  nextRecalculationAt: iso(last + 180_000),
});

let connection: PriceSocketConnection | undefined;
let unsubscribe: (() => void) | undefined;

function setup({
  frozen = false,
  onLiveChange,
  answer = (n: number): unknown => n,
}: {
  frozen?: boolean;
  onLiveChange?: (live: boolean) => void;
  /** What the price request's n-th answer is (by default n). */
  answer?: (n: number) => unknown;
} = {}) {
  const store = createStore();
  const queryClient = new QueryClient();
  const visibility = new FakeVisibility();
  let fetches = 0;
  let resolveFetch: (() => void) | null = null;
  // An active price query, as a mounted price display would hold.
  const observer = new QueryObserver(queryClient, {
    queryKey: priceKeys.metals(),
    queryFn: () =>
      new Promise<unknown>((resolve) => {
        fetches += 1;
        resolveFetch = () => resolve(answer(fetches));
      }),
    staleTime: Infinity,
  });
  unsubscribe = observer.subscribe(() => undefined);
  const state = { frozen };
  connection = connectPriceSocket({
    url: 'ws://shop.test/api/prices/socket',
    store,
    queryClient,
    isPriceFrozen: () => state.frozen,
    createSocket: (url) => new FakeSocket(url),
    visibility,
    onLiveChange,
  });
  return {
    store,
    state,
    visibility,
    connection,
    status: () => store.get(priceStatusAtom),
    fetches: () => fetches,
    /** Answers the pending price request and lets the promises settle. */
    async answer() {
      resolveFetch?.();
      resolveFetch = null;
      await jest.advanceTimersByTimeAsync(0);
    },
    socket: () => FakeSocket.all[FakeSocket.all.length - 1]!,
  };
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 + 30_000 });
  FakeSocket.all = [];
});

afterEach(() => {
  connection?.close();
  unsubscribe?.();
  jest.useRealTimers();
});

describe('connectPriceSocket', () => {
  it('opens one socket and takes the recalculation times from Hello', async () => {
    const t = setup();
    await t.answer();
    expect(FakeSocket.all).toHaveLength(1);
    expect(t.socket().url).toBe('ws://shop.test/api/prices/socket');
    t.socket().open();
    t.socket().send(hello());
    expect(t.status()).toMatchObject({
      refreshing: false,
      lastRecalculatedAt: iso(T0),
      nextRecalculationAt: iso(T0 + 180_000),
    });
    expect(t.fetches()).toBe(1);
  });

  it('shows prices as refreshing from Started until the refetch after Finished is in', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(started());
    expect(t.status().refreshing).toBe(true);
    expect(t.fetches()).toBe(1);

    t.socket().send(finished(T0 + 180_000));
    expect(t.status().lastRecalculatedAt).toBe(iso(T0 + 180_000));
    expect(t.fetches()).toBe(2);
    // Until the new prices arrive the old ones are not shown again.
    expect(t.status().refreshing).toBe(true);
    await t.answer();
    expect(t.status().refreshing).toBe(false);
  });

  it('leaves prices alone on cart and checkout pages and catches up afterwards', async () => {
    const t = setup({ frozen: true });
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(started());
    expect(t.status().refreshing).toBe(false);
    t.socket().send(finished(T0 + 180_000));
    expect(t.fetches()).toBe(1);
    // The countdown still follows the server.
    expect(t.status().nextRecalculationAt).toBe(iso(T0 + 360_000));

    t.connection.catchUp();
    expect(t.fetches()).toBe(1);
    t.state.frozen = false;
    t.connection.catchUp();
    expect(t.fetches()).toBe(2);
    await t.answer();
    t.connection.catchUp();
    expect(t.fetches()).toBe(2);
  });

  it('reconnects 10 s after a close or an error, not sooner', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().close();
    await jest.advanceTimersByTimeAsync(9_999);
    expect(FakeSocket.all).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);

    t.socket().fail();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('refetches after a reconnect when a recalculation ran while it was away', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(started());
    t.socket().close();
    // No Finished will come on a closed socket: the skeletons go.
    expect(t.status().refreshing).toBe(false);
    await jest.advanceTimersByTimeAsync(10_000);
    t.socket().open();
    t.socket().send(hello(T0 + 180_000));
    expect(t.fetches()).toBe(2);
    await t.answer();

    await jest.advanceTimersByTimeAsync(10_000);
    t.socket().send(hello(T0 + 180_000));
    expect(t.fetches()).toBe(2);
  });

  it('keeps what it knows when reconnected to an instance still behind, and refetches once', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(started());
    t.socket().send(finished(T0 + 180_000));
    await t.answer();
    expect(t.fetches()).toBe(2);
    t.socket().close();
    await jest.advanceTimersByTimeAsync(10_000);
    // The instance reached now has not read the newest prices yet: its Hello names older ones.
    t.socket().open();
    t.socket().send(hello(T0));
    expect(t.status().lastRecalculatedAt).toBe(iso(T0 + 180_000));
    expect(t.fetches()).toBe(2);
    // Once it has, it relays that recalculation's Finished: the client has those prices already.
    t.socket().send(finished(T0 + 180_000));
    expect(t.fetches()).toBe(2);
    expect(t.status().refreshing).toBe(false);
    // The next recalculation arrives as usual.
    t.socket().send(started());
    t.socket().send(finished(T0 + 360_000));
    expect(t.fetches()).toBe(3);
    expect(t.status().lastRecalculatedAt).toBe(iso(T0 + 360_000));
  });

  it('catches up on the greeting of the instance the edge handed the open socket to', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(started());
    // The first instance shuts down mid-run; the edge keeps the socket and the next greets.
    t.socket().send(hello(T0 + 180_000));
    expect(t.fetches()).toBe(2);
    await t.answer();
    expect(t.status()).toMatchObject({
      refreshing: false,
      lastRecalculatedAt: iso(T0 + 180_000),
    });
    // Its Finished of that recalculation, relayed a moment later, fetches nothing again.
    t.socket().send(finished(T0 + 180_000));
    expect(t.fetches()).toBe(2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('refetches a recalculation once however many messages name it', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(finished(T0 + 180_000));
    await t.answer();
    t.socket().send(finished(T0 + 180_000));
    t.socket().send(finished(T0));
    expect(t.fetches()).toBe(2);
    expect(t.status().lastRecalculatedAt).toBe(iso(T0 + 180_000));
  });

  it('asks again while the prices answered are older than the Finished (an instance behind)', async () => {
    // The first two answers after the Finished come from an instance still reading the old prices.
    const times = [T0, T0, T0, T0 + 180_000];
    const t = setup({
      answer: (n) => [{ lastRecalculatedAt: iso(times[n - 1] ?? T0 + 180_000) }],
    });
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(finished(T0 + 180_000));
    expect(t.fetches()).toBe(2);
    await t.answer();
    expect(t.status().refreshing).toBe(true);
    await jest.advanceTimersByTimeAsync(250);
    expect(t.fetches()).toBe(3);
    await t.answer();
    await jest.advanceTimersByTimeAsync(250);
    expect(t.fetches()).toBe(4);
    await t.answer();
    // The new prices are in: no more requests, no more skeletons.
    expect(t.status().refreshing).toBe(false);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(t.fetches()).toBe(4);
  });

  it('gives up asking again after a while and ends the skeletons', async () => {
    const t = setup({ answer: () => [{ lastRecalculatedAt: iso(T0) }] });
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(finished(T0 + 180_000));
    for (let i = 0; i < 20; i += 1) {
      await t.answer();
      await jest.advanceTimersByTimeAsync(250);
    }
    // The first refetch and eight more.
    expect(t.fetches()).toBe(10);
    expect(t.status().refreshing).toBe(false);
  });

  it('ends the skeletons of a failed run whose Finished names the old prices', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(started());
    expect(t.status().refreshing).toBe(true);
    t.socket().send(finished(T0));
    expect(t.fetches()).toBe(2);
    await t.answer();
    expect(t.status()).toMatchObject({ refreshing: false, lastRecalculatedAt: iso(T0) });
  });

  it('reconnects at once when the tab becomes visible, and refetches prices older than 180 s', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.visibility.hide();
    t.socket().close();

    // Still fresh (40 s after the recalculation): reconnect only.
    await jest.advanceTimersByTimeAsync(10_000 - 1);
    t.visibility.show();
    expect(FakeSocket.all).toHaveLength(2);
    expect(t.fetches()).toBe(1);
    // The pending delayed reconnect was replaced, not added.
    await jest.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.all).toHaveLength(2);

    t.socket().open();
    t.visibility.hide();
    await jest.advanceTimersByTimeAsync(200_000);
    t.visibility.show();
    expect(FakeSocket.all).toHaveLength(2);
    expect(t.fetches()).toBe(2);
  });

  it('judges staleness by the server clock', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    // The browser clock is 200 s behind the server: by server time the prices are 230 s old.
    t.store.set(priceStatusAtom, { ...t.status(), serverOffsetMs: 200_000 });
    t.visibility.show();
    expect(t.fetches()).toBe(2);
  });

  it('does not keep skeletons up when Finished never comes', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().send(hello());
    t.socket().send(started());
    await jest.advanceTimersByTimeAsync(30_000);
    expect(t.fetches()).toBe(2);
    await t.answer();
    expect(t.status().refreshing).toBe(false);
  });

  it('ignores messages it does not understand', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.socket().onmessage?.({ data: 'not json' } as MessageEvent);
    t.socket().send({ type: 'RecalculationProcessFinished' });
    t.socket().send({ type: 'Bonus' });
    expect(t.fetches()).toBe(1);
    expect(t.status().lastRecalculatedAt).toBeNull();
  });

  it('reports the API live on Hello, not on open, and gone on every close', async () => {
    const changes: boolean[] = [];
    const t = setup({ onLiveChange: (live) => changes.push(live) });
    await t.answer();
    // The edge may accept the socket while the API behind it is down.
    t.socket().open();
    expect(changes).toEqual([]);
    t.socket().send(hello());
    expect(changes).toEqual([true]);
    t.socket().close();
    expect(changes).toEqual([true, false]);
    await jest.advanceTimersByTimeAsync(10_000);
    t.socket().fail();
    expect(changes).toEqual([true, false, false]);
  });

  it('stops for good on close', async () => {
    const t = setup();
    await t.answer();
    t.socket().open();
    t.connection.close();
    expect(t.socket().readyState).toBe(3);
    t.visibility.show();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
