import { atom, useAtomValue, type createStore } from 'jotai';

type JotaiStore = ReturnType<typeof createStore>;

/**
 * Whether the API answers. `unavailable` only once /api/health has failed, not on a dropped
 * socket alone: prices and the account are then shown as temporarily unavailable.
 */
export type ApiAvailability = 'available' | 'unavailable';

/**
 * Lives in this shared package (a federation singleton) so the shell, which watches the API, and
 * every remote that needs it (account, checkout) read the same atom through the one jotai store.
 */
export const apiAvailabilityAtom = atom<ApiAvailability>('available');

export function useApiAvailability(): ApiAvailability {
  return useAtomValue(apiAvailabilityAtom);
}

export interface ApiAvailabilityWatchOptions {
  /** The page's jotai store; `apiAvailabilityAtom` is written there. */
  store: JotaiStore;
  /** True when GET /api/health answers healthy. A rejection counts as unhealthy. */
  checkHealth: () => Promise<boolean>;
  /** While unavailable, /api/health is asked again this often. */
  pollMs?: number;
  /** Called once when the API is back after an outage: refetch what failed meanwhile. */
  onRecovered?: () => void;
}

export interface ApiAvailabilityWatch {
  /** Something suggests the API is gone (the price socket closed): ask /api/health. */
  reportDown(): void;
  /** The API evidently answers (the price socket said Hello). */
  reportUp(): void;
  /** Stops for good: drops the timer, writes nothing more. */
  close(): void;
}

/**
 * Turns hints (a dropped price socket) into a confirmed state: a hint starts a health check, a
 * failed check marks the API unavailable and polls until it is healthy again.
 */
export function watchApiAvailability({
  store,
  checkHealth,
  pollMs = 5_000,
  onRecovered,
}: ApiAvailabilityWatchOptions): ApiAvailabilityWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checking = false;
  let closed = false;
  /** Counts reportUp calls: a check that started before one must not mark the API down. */
  let generation = 0;

  function stopPolling() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function up() {
    stopPolling();
    if (store.get(apiAvailabilityAtom) === 'unavailable') {
      store.set(apiAvailabilityAtom, 'available');
      onRecovered?.();
    }
  }

  async function check() {
    const started = generation;
    checking = true;
    const healthy = await checkHealth().catch(() => false);
    checking = false;
    if (closed || started !== generation) return;
    if (healthy) {
      up();
      return;
    }
    store.set(apiAvailabilityAtom, 'unavailable');
    timer = setTimeout(() => {
      timer = undefined;
      void check();
    }, pollMs);
  }

  return {
    reportDown() {
      // One check at a time; while polling, the poll will notice the recovery.
      if (closed || checking || timer !== undefined) return;
      void check();
    },
    reportUp() {
      if (closed) return;
      generation += 1;
      up();
    },
    close() {
      closed = true;
      stopPolling();
    },
  };
}
