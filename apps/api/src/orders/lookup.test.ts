import { createHmac } from 'node:crypto';
import {
  lookupCode,
  lookupCodeValid,
  lookupCodeWindowMs,
  lookupToken,
  lookupTokenValid,
} from './lookup';

const keyedHash = (input: string) =>
  createHmac('sha256', 'test-secret').update(input).digest('hex');
const order = '7c1d3b8f-4d66-4c9f-8e40-3a8d2b0f1c22';
const now = new Date('2026-11-28T10:05:00Z');

describe('guest order lookup', () => {
  it('makes a 6-digit code valid in its window and the next, for that order and e-mail only', () => {
    const code = lookupCode(keyedHash, order, 'anna@example.com', now);
    expect(code).toMatch(/^\d{6}$/);
    expect(lookupCodeValid(keyedHash, order, 'anna@example.com', code, now)).toBe(true);
    const next = new Date(now.getTime() + lookupCodeWindowMs);
    expect(lookupCodeValid(keyedHash, order, 'anna@example.com', code, next)).toBe(true);
    const later = new Date(now.getTime() + 2 * lookupCodeWindowMs);
    expect(lookupCodeValid(keyedHash, order, 'anna@example.com', code, later)).toBe(false);
    expect(lookupCodeValid(keyedHash, order, 'bob@example.com', code, now)).toBe(false);
    expect(lookupCodeValid(keyedHash, crypto.randomUUID(), 'anna@example.com', code, now)).toBe(
      false,
    );
  });

  it('makes a token that opens the order until it expires, and no other order', () => {
    const expiresAt = new Date(now.getTime() + 60_000);
    const token = lookupToken(keyedHash, order, expiresAt);
    expect(lookupTokenValid(keyedHash, order, token, now)).toBe(true);
    expect(lookupTokenValid(keyedHash, order, token, new Date(expiresAt.getTime() + 1))).toBe(
      false,
    );
    expect(lookupTokenValid(keyedHash, crypto.randomUUID(), token, now)).toBe(false);
    const [expiry, hash] = token.split('.');
    expect(lookupTokenValid(keyedHash, order, `${Number(expiry) + 1000}.${hash}`, now)).toBe(false);
    expect(lookupTokenValid(keyedHash, order, 'nonsense', now)).toBe(false);
  });
});
