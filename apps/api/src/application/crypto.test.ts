import { randomBytes } from 'node:crypto';
import { caseCodeAlphabet } from '@shop/api-client/contract';
import { parseKey } from './config';
import { decrypt, encrypt, hashCaseCode, newCaseCode } from './crypto';

describe('whistleblower encryption', () => {
  const key = randomBytes(32);

  it('round-trips with a fresh IV each time', () => {
    const a = encrypt(key, 'Hinweis', 'report-1');
    const b = encrypt(key, 'Hinweis', 'report-1');
    expect(a).not.toBe(b);
    expect(decrypt(key, a, 'report-1')).toBe('Hinweis');
  });

  it('refuses a changed value, another row’s context and another key', () => {
    const stored = encrypt(key, 'Hinweis', 'report-1');
    const [iv, tag, body] = stored.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      decrypt(key, [iv, tag, flipped.toString('base64url')].join('.'), 'report-1'),
    ).toThrow();
    expect(() => decrypt(key, stored, 'report-2')).toThrow();
    expect(() => decrypt(randomBytes(32), stored, 'report-1')).toThrow();
  });

  it('makes case codes of four groups from the unambiguous alphabet', () => {
    const codes = new Set(Array.from({ length: 200 }, newCaseCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
      for (const char of code.replace(/-/g, '')) expect(caseCodeAlphabet).toContain(char);
    }
    expect(hashCaseCode('AAAA-BBBB-CCCC-DDDD')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a configured key as hex or base64 and refuses other lengths', () => {
    const raw = randomBytes(32);
    expect(parseKey('K', raw.toString('hex')).equals(raw)).toBe(true);
    expect(parseKey('K', raw.toString('base64')).equals(raw)).toBe(true);
    expect(() => parseKey('K', 'short')).toThrow('K must be a 32-byte key');
  });
});
