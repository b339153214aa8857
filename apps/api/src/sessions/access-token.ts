import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenLevel } from '@shop/api-client/contract';

/** What an access token says about its bearer. */
export interface AccessClaims {
  /** The session family; revoking it ends the token before it expires. */
  sessionId: string;
  /** The anonymous id, or the customer's id at level User. */
  ownerId: string;
  level: TokenLevel;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

const version = 'v1';
const levelCodes: Record<TokenLevel, string> = { Anonymous: 'A', User: 'U' };

const sign = (secret: Buffer, data: string) =>
  createHmac('sha256', secret).update(data).digest('base64url');

/**
 * A compact HMAC-SHA256 token `v1.<claims>.<signature>` (claims: base64url JSON). Not a JWT on
 * purpose: one algorithm, nothing to negotiate, nothing a header could downgrade.
 */
export function signAccessToken(secret: Buffer, claims: AccessClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      sid: claims.sessionId,
      own: claims.ownerId,
      lvl: levelCodes[claims.level],
      exp: claims.expiresAt,
    }),
  ).toString('base64url');
  const data = `${version}.${payload}`;
  return `${data}.${sign(secret, data)}`;
}

export type AccessTokenCheck =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'malformed' | 'expired'; claims?: AccessClaims };

/**
 * Checks signature and expiry. An expired but genuine token answers its claims too (logout may
 * still end its session); a forged or garbled one answers nothing.
 */
export function verifyAccessToken(
  secret: Buffer,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): AccessTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== version) return { ok: false, reason: 'malformed' };
  const [, payload = '', signature = ''] = parts;
  const expected = Buffer.from(sign(secret, `${version}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'malformed' };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = readClaims(raw);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.expiresAt <= nowSeconds) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}

function readClaims(raw: unknown): AccessClaims | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { sid, own, lvl, exp } = raw as Record<string, unknown>;
  const level = lvl === 'A' ? 'Anonymous' : lvl === 'U' ? 'User' : undefined;
  if (typeof sid !== 'string' || typeof own !== 'string' || !level) return undefined;
  if (typeof exp !== 'number' || !Number.isInteger(exp)) return undefined;
  return { sessionId: sid, ownerId: own, level, expiresAt: exp };
}
