import argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): strong enough for stored hashes and
 * cheap enough (about 20-40 ms here) that login stays quick on two cores.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, options);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; without a stored hash (no such account) it verifies against a dummy hash
 * anyway, so an unknown e-mail costs as long as a wrong password and answers nothing sooner.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= argon2.hash('not a password of anyone', options);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}
