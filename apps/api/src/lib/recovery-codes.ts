import { randomInt } from 'node:crypto';

/*
 * Recovery codes of a second factor (staff and customers): handed out once when the
 * authenticator app is set up, stored as keyed hashes only, each accepted once instead of a code.
 */

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as handed out: `xxxxx-xxxxx` (about 50 random bits). */
export const newRecoveryCode = (): string => {
  const chars = Array.from(
    { length: 10 },
    () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};

/** As typed: case, spaces and hyphens do not matter. */
export const normalizedRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[^a-z0-9]/g, '');
