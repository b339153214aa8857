import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Compares keyed digests, not the tokens: both are 32 bytes whatever was sent, so neither the
 * comparison's time nor an early length check tells an attacker anything about the token.
 */
export function tokenMatcher(expected: string): (given: string) => boolean {
  const key = randomBytes(32);
  const digest = (token: string) => createHmac('sha256', key).update(token).digest();
  const expectedDigest = digest(expected);
  return (given) => timingSafeEqual(digest(given), expectedDigest);
}
