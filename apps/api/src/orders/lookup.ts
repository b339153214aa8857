import { timingSafeEqual } from 'node:crypto';

/*
 * A guest finds an order by its number and e-mail (issue 25, item 8) with a code sent to that
 * e-mail. Codes and the lookup token are keyed hashes under the API's secret, so nothing is
 * stored: a code is valid in the window it was made in and the next (10 to 20 minutes), a token
 * until the time it names.
 */

/** The length of one code window; a code works in its window and the next. */
export const lookupCodeWindowMs = 10 * 60 * 1000;
/** How long a lookup token opens the order's documents. */
export const lookupTokenValidityMs = 30 * 60 * 1000;

export type KeyedHash = (input: string) => string;

const windowOf = (at: Date) => Math.floor(at.getTime() / lookupCodeWindowMs);

/** The 6 digits of the order's code in a window, from the keyed hash's first 40 bits. */
const codeIn = (keyedHash: KeyedHash, orderId: string, email: string, window: number) =>
  String(
    Number.parseInt(keyedHash(`order-lookup:${orderId}:${email}:${window}`).slice(0, 10), 16) %
      1_000_000,
  ).padStart(6, '0');

/** The code sent now for the order and e-mail. */
export const lookupCode = (keyedHash: KeyedHash, orderId: string, email: string, now: Date) =>
  codeIn(keyedHash, orderId, email, windowOf(now));

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether `code` is the order's code of this window or the one before. */
export function lookupCodeValid(
  keyedHash: KeyedHash,
  orderId: string,
  email: string,
  code: string,
  now: Date,
): boolean {
  const window = windowOf(now);
  return [window, window - 1].some((w) => same(codeIn(keyedHash, orderId, email, w), code));
}

/** A token for the order's documents until `expiresAt`: `<expiry ms>.<keyed hash>`. */
export function lookupToken(keyedHash: KeyedHash, orderId: string, expiresAt: Date): string {
  const expiry = expiresAt.getTime();
  return `${expiry}.${keyedHash(`order-lookup-token:${orderId}:${expiry}`)}`;
}

/** Whether the token opens the order now. */
export function lookupTokenValid(
  keyedHash: KeyedHash,
  orderId: string,
  token: string,
  now: Date,
): boolean {
  const [expiry, hash] = token.split('.');
  if (!expiry || !hash || !/^\d{1,15}$/.test(expiry)) return false;
  if (Number(expiry) < now.getTime()) return false;
  return same(hash, keyedHash(`order-lookup-token:${orderId}:${expiry}`));
}
