import type { Query, QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import * as v from 'valibot';
import { PriceSocketMessageSchema, type PriceSocketMessage } from '../../schemas/prices';
import { priceKeys } from '../query-keys';
import { priceStatusAtom, serverNow, type PriceStatus } from './price-status';

type JotaiStore = ReturnType<typeof createStore>;

/** The part of WebSocket the connection uses, so tests can hand in a fake. */
export interface PriceSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(): void;
}

export interface PriceSocketOptions {
  /** Absolute ws:// or wss:// URL of the price socket (through the edge: /api/prices/socket). */
  url: string;
  /** The page's jotai store; `priceStatusAtom` is written there. */
  store: JotaiStore;
  queryClient: QueryClient;
  /**
   * True where prices must stay as the customer saw them (cart and checkout, spec 4): new prices
   * are not fetched there, only once the customer leaves (`catchUp`).
   */
  isPriceFrozen: () => boolean;
  createSocket?: (url: string) => PriceSocketLike;
  /** Where visibility changes are observed; the browser document by default. */
  visibility?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** Spec 8 and 9: after an error or close the socket reconnects after 10 s. */
  reconnectDelayMs?: number;
  /** Spec 9: prices are fresh for 180 s after the last recalculation. */
  freshForMs?: number;
  /**
   * A recalculation that started but never reports its end (the server died mid-run) must not
   * leave skeletons on screen for good: after this long the prices are refetched as they are.
   */
  maxRefreshingMs?: number;
  /**
   * A price answer older than the recalculation the socket announced came from an API instance
   * still reading the new prices: asked again after this long, at most `laggingRetries` times.
   */
  laggingRetryMs?: number;
  laggingRetries?: number;
  /**
   * Told `true` when the API greets on a new socket (Hello: it answers, not merely the edge) and
   * `false` when the socket closes or cannot be opened; see watchApiAvailability.
   */
  onLiveChange?: (live: boolean) => void;
}

export interface PriceSocketConnection {
  /** Fetches the prices a frozen page skipped; call when the customer leaves cart or checkout. */
  catchUp(): void;
  /** Stops for good: closes the socket, drops timers and listeners. */
  close(): void;
}

const OPEN = 1;

/** True when the ISO time `a` is later than `b`. */
const newer = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/**
 * A price query whose answer names a recalculation before `target` (GET /prices/metals entries
 * and GET /prices/products carry `lastRecalculatedAt`).
 */
const answeredBefore = (target: string) => (query: Query) => {
  const data: unknown = query.state.data;
  return (Array.isArray(data) ? data : [data]).some((answer: unknown) => {
    const at = (answer as { lastRecalculatedAt?: unknown } | null)?.lastRecalculatedAt;
    return typeof at === 'string' && newer(target, at);
  });
};

/**
 * Runs the live price socket (spec 4): Started marks prices as refreshing, Finished refetches
 * every price query (`priceKeys.all`) except on frozen pages, a closed or failed socket
 * reconnects after 10 s, and a tab that becomes visible reconnects at once and refetches prices
 * older than 180 s. The socket may reach another API instance after a reconnect: its Hello names
 * the recalculation that instance shows, and the client refetches when that is newer than the
 * one it knows (it missed a Finished), never moves back to an older one, and refetches each
 * recalculation once however many messages name it.
 */
export function connectPriceSocket({
  url,
  store,
  queryClient,
  isPriceFrozen,
  createSocket = (socketUrl) => new WebSocket(socketUrl),
  visibility = typeof document === 'undefined' ? undefined : document,
  reconnectDelayMs = 10_000,
  freshForMs = 180_000,
  maxRefreshingMs = 30_000,
  laggingRetryMs = 250,
  laggingRetries = 8,
  onLiveChange,
}: PriceSocketOptions): PriceSocketConnection {
  let socket: PriceSocketLike | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshingTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  /** A recalculation finished while prices were frozen; fetch once the page allows it. */
  let skipped = false;
  /** Counts refreshes so a slow refetch cannot end the skeletons of a newer recalculation. */
  let generation = 0;
  /** A Started arrived on this socket and its Finished not yet. */
  let awaitingFinished = false;

  const status = () => store.get(priceStatusAtom);
  const update = (change: Partial<PriceStatus>) =>
    store.set(priceStatusAtom, { ...status(), ...change });

  function stopRefreshingTimer() {
    if (refreshingTimer !== undefined) clearTimeout(refreshingTimer);
    refreshingTimer = undefined;
  }

  /** Refetches every price query, keeping the skeletons up until the new prices are in. */
  function refetchPrices() {
    if (isPriceFrozen()) {
      skipped = true;
      stopRefreshingTimer();
      if (status().refreshing) update({ refreshing: false });
      return;
    }
    skipped = false;
    const current = ++generation;
    const target = status().lastRecalculatedAt;
    update({ refreshing: true });
    stopRefreshingTimer();
    void refetchUntil(target, current)
      .catch((error: unknown) => console.error('Refetching prices failed', error))
      .finally(() => {
        if (current === generation && !closed) update({ refreshing: false });
      });
  }

  /**
   * Refetches the price queries; those answered with prices older than `target` (by an instance
   * still reading the new ones; the edge spreads calls over instances) again, a little later.
   */
  async function refetchUntil(target: string | null, current: number) {
    await queryClient.invalidateQueries({ queryKey: priceKeys.all });
    if (target === null) return;
    const lagging = { queryKey: priceKeys.all, predicate: answeredBefore(target) };
    for (let retry = 0; retry < laggingRetries; retry += 1) {
      if (queryClient.getQueryCache().findAll(lagging).length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, laggingRetryMs));
      if (current !== generation || closed) return;
      await queryClient.invalidateQueries(lagging);
    }
  }

  function onStarted() {
    // Frozen pages keep showing the prices the customer is deciding on.
    if (isPriceFrozen()) return;
    generation += 1;
    update({ refreshing: true });
    stopRefreshingTimer();
    refreshingTimer = setTimeout(() => {
      refreshingTimer = undefined;
      refetchPrices();
    }, maxRefreshingMs);
  }

  function handle(message: PriceSocketMessage) {
    switch (message.type) {
      case 'Hello': {
        onLiveChange?.(true);
        const known = status().lastRecalculatedAt;
        // An instance behind the one the socket was on (it is still reading the newest prices)
        // names an older recalculation: the client keeps its own and the Finished follows.
        if (known !== null && !newer(message.lastRecalculatedAt, known)) break;
        update({
          lastRecalculatedAt: message.lastRecalculatedAt,
          nextRecalculationAt: message.nextRecalculationAt,
        });
        // A recalculation ran while the socket was down (or connected to another instance, also
        // when the edge handed this socket over to another one): its Finished never arrived here.
        if (known !== null) {
          awaitingFinished = false;
          refetchPrices();
        }
        break;
      }
      case 'RecalculationProcessStarted':
        awaitingFinished = true;
        onStarted();
        break;
      case 'RecalculationProcessFinished': {
        const known = status().lastRecalculatedAt;
        const isNewer = known === null || newer(message.lastRecalculatedAt, known);
        // Prices the client already has (fetched after the Hello of another instance): nothing
        // to do, unless a Started is waiting for its end (a failed run keeps the old prices).
        if (!isNewer && !awaitingFinished) break;
        awaitingFinished = false;
        if (isNewer)
          update({
            lastRecalculatedAt: message.lastRecalculatedAt,
            nextRecalculationAt: message.nextRecalculationAt,
          });
        refetchPrices();
        break;
      }
    }
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, reconnectDelayMs);
  }

  function connect() {
    if (closed) return;
    let next: PriceSocketLike;
    try {
      next = createSocket(url);
    } catch (error) {
      console.error('The price socket could not be opened', error);
      onLiveChange?.(false);
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = v.safeParse(PriceSocketMessageSchema, data);
      if (parsed.success) handle(parsed.output);
    };
    // An error is followed by close in browsers; closing here covers sockets that do not.
    next.onerror = () => next.close();
    next.onclose = () => {
      if (socket !== next) return;
      socket = null;
      awaitingFinished = false;
      onLiveChange?.(false);
      // Without the socket no Finished will come; what is on screen is the best there is.
      if (status().refreshing) {
        generation += 1;
        stopRefreshingTimer();
        update({ refreshing: false });
      }
      scheduleReconnect();
    };
  }

  function isStale(): boolean {
    const last = status().lastRecalculatedAt;
    if (last === null) return true;
    return serverNow(status()) - Date.parse(last) > freshForMs;
  }

  function onVisibilityChange() {
    if (!visibility || visibility.visibilityState !== 'visible' || closed) return;
    if (socket === null || socket.readyState > OPEN) {
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      socket = null;
      connect();
    }
    if (isStale()) refetchPrices();
  }

  visibility?.addEventListener('visibilitychange', onVisibilityChange);
  connect();

  return {
    catchUp() {
      if (skipped && !isPriceFrozen()) refetchPrices();
    },
    close() {
      closed = true;
      visibility?.removeEventListener('visibilitychange', onVisibilityChange);
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      stopRefreshingTimer();
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
