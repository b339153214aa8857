import { atom, useAtomValue } from 'jotai';

/** What every price display needs to know about the server's recalculation cycle. */
export interface PriceStatus {
  /**
   * A recalculation is running, or its results are being fetched: prices on screen are outdated
   * and are drawn as skeletons (never as zeros) until the new ones are in.
   */
  refreshing: boolean;
  /** ISO time of the last finished recalculation, as the server reported it; null until known. */
  lastRecalculatedAt: string | null;
  /** ISO time the next recalculation is due; null until known. */
  nextRecalculationAt: string | null;
  /** Server clock minus browser clock in ms; countdowns and staleness use server time. */
  serverOffsetMs: number;
}

export const initialPriceStatus: PriceStatus = {
  refreshing: false,
  lastRecalculatedAt: null,
  nextRecalculationAt: null,
  serverOffsetMs: 0,
};

/**
 * Lives in this shared package (a federation singleton) so the shell, which runs the socket, and
 * every remote that shows prices read the same atom through the shell's one jotai store.
 */
export const priceStatusAtom = atom<PriceStatus>(initialPriceStatus);

export function usePriceStatus(): PriceStatus {
  return useAtomValue(priceStatusAtom);
}

/** The server's "now" in ms since the epoch, from the browser clock and the measured offset. */
export function serverNow(
  status: Pick<PriceStatus, 'serverOffsetMs'>,
  browserNow = Date.now(),
): number {
  return browserNow + status.serverOffsetMs;
}

/** The times a price response carries (GET /prices/metals entries, GET /prices/products). */
export interface PriceResponseTimes {
  lastRecalculatedAt: string;
  nextRecalculationAt: string;
  serverTimestamp: string;
}

/**
 * Folds a price response into the status: the clock offset from its server timestamp (taken when
 * it arrived), and its recalculation times unless the socket already knows newer ones.
 */
export function withPriceResponse(
  status: PriceStatus,
  response: PriceResponseTimes,
  receivedAt: number,
): PriceStatus {
  const serverTime = Date.parse(response.serverTimestamp);
  const serverOffsetMs = Number.isFinite(serverTime)
    ? serverTime - receivedAt
    : status.serverOffsetMs;
  const newer =
    status.lastRecalculatedAt === null ||
    Date.parse(response.lastRecalculatedAt) > Date.parse(status.lastRecalculatedAt);
  if (!newer && serverOffsetMs === status.serverOffsetMs) return status;
  return {
    ...status,
    serverOffsetMs,
    ...(newer
      ? {
          lastRecalculatedAt: response.lastRecalculatedAt,
          nextRecalculationAt: response.nextRecalculationAt,
        }
      : {}),
  };
}
