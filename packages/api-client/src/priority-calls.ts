/**
 * The calls a busy shop must still take: placing an order (buy or sell), a limit order, the
 * price confirmation that an order waits for, opening a deposit, and signing in. When the edge
 * or the API has to refuse work, every other call (searches, listings, content: what a client
 * can simply ask again) is refused first; these have a share of their own.
 *
 * Paths are the API's own (no `/api` prefix); a route pattern's `:id` matches like a value.
 */
const priorityCalls: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ['POST', /^\/orders$/],
  ['POST', /^\/limit-orders$/],
  ['PUT', /^\/limit-orders\/[^/]+$/],
  ['DELETE', /^\/limit-orders\/[^/]+$/],
  ['POST', /^\/carts\/[^/]+\/recalculate$/],
  ['POST', /^\/deposits$/],
  ['POST', /^\/customers\/login$/],
  ['POST', /^\/admin\/customers\/refresh-token$/],
];

/** Whether a call (method and the API's path, without query) is one of the priority calls. */
export function isPriorityCall(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return priorityCalls.some(([m, pattern]) => m === upper && pattern.test(path));
}
