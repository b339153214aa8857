import * as v from 'valibot';
import { UtmParamsSchema, utmKeys, type UtmParams } from './schemas/order';

/**
 * The UTM values of the visit (spec 3 keeps them in the session; spec 7 sends them with the
 * order). They live in the browser's localStorage, not in the shell, so every remote reads them:
 * the landing page's query is read once when the shop starts, and the checkout sends what is kept.
 *
 * A landing URL with UTM values replaces the kept ones as a whole (the latest campaign wins: it
 * is the one that brought the customer back to order) and starts the 30 days again; a landing
 * without any leaves them as they are. After 30 days they are forgotten.
 */

export const utmStorageKey = 'shop.utm';
export const utmLifetimeMs = 30 * 24 * 60 * 60 * 1000;

type UtmStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KeptSchema = v.object({ params: UtmParamsSchema, expiresAt: v.number() });

/** The browser's storage, or none where it is unavailable (server, blocked storage). */
function browserStorage(): UtmStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The utm_* values of a query string that the order accepts; other parameters are ignored. */
export function utmParamsOf(search: string): UtmParams | null {
  const query = new URLSearchParams(search);
  const params: UtmParams = {};
  for (const key of utmKeys) {
    const value = query.get(key)?.trim();
    // A value the API would refuse (too long, control characters) is left out, not the order.
    if (value && v.is(UtmParamsSchema, { [key]: value })) params[key] = value;
  }
  return Object.keys(params).length > 0 ? params : null;
}

/** Keeps the UTM values of the landing URL's query `search` for 30 days from `now`. */
export function captureUtmParams(
  search: string,
  now = new Date(),
  storage: UtmStorage | null = browserStorage(),
): void {
  const params = utmParamsOf(search);
  if (!params || !storage) return;
  try {
    storage.setItem(
      utmStorageKey,
      JSON.stringify({ params, expiresAt: now.getTime() + utmLifetimeMs }),
    );
  } catch {
    // Storage full or blocked: the visit simply carries no UTM values.
  }
}

/** The kept UTM values, or null when there are none or their 30 days are over. */
export function keptUtmParams(
  now = new Date(),
  storage: UtmStorage | null = browserStorage(),
): UtmParams | null {
  try {
    const raw = storage?.getItem(utmStorageKey);
    if (!raw) return null;
    const kept = v.safeParse(KeptSchema, JSON.parse(raw));
    if (kept.success && kept.output.expiresAt > now.getTime()) return kept.output.params;
    storage!.removeItem(utmStorageKey);
  } catch {
    // Unreadable storage or a damaged entry: no UTM values.
  }
  return null;
}
