import { Secret, TOTP } from 'otpauth';

/*
 * Time-based one-time codes (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, 30 s.
 */

const period = 30;
const issuer = 'Aurum & Argentum';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });

/** A new secret, base32 (160 bits, as RFC 4226 recommends). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The URI an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, email: string): string =>
  totpOf(secret, email).toString();

/** The time step a moment falls in. */
export const totpStep = (now: Date): number => Math.floor(now.getTime() / 1000 / period);

/**
 * The step whose code `code` is, within one step either side of `now` (clocks drift, people type
 * slowly), or null. The caller refuses a step at or before the last one accepted, so a code
 * works once.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code of a moment (the demo members' codes in tests and e2e). */
export const totpCode = (secret: string, now: Date): string =>
  totpOf(secret).generate({ timestamp: now.getTime() });
