import { signAccessToken, verifyAccessToken } from './access-token';

const secret = Buffer.from('a secret of at least thirty-two characters');
const claims = { sessionId: 's1', ownerId: 'o1', level: 'User' as const, expiresAt: 2_000 };

describe('access tokens', () => {
  it('verify with their key until they expire', () => {
    const token = signAccessToken(secret, claims);
    expect(token.startsWith('v1.')).toBe(true);
    expect(verifyAccessToken(secret, token, 1_999)).toEqual({ ok: true, claims });
    expect(verifyAccessToken(secret, token, 2_000)).toEqual({
      ok: false,
      reason: 'expired',
      claims,
    });
  });

  it('refuse another key, changed claims, and garbage', () => {
    const token = signAccessToken(secret, claims);
    expect(
      verifyAccessToken(Buffer.from('another key of thirty-two characters'), token, 0),
    ).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const [version, , signature] = token.split('.');
    const raised = Buffer.from(
      JSON.stringify({ sid: 's1', own: 'o2', lvl: 'U', exp: 2_000 }),
    ).toString('base64url');
    expect(verifyAccessToken(secret, `${version}.${raised}.${signature}`, 0).ok).toBe(false);
    for (const garbage of ['', 'a.b', 'v1..', 'v2.x.y', `${token}x`])
      expect(verifyAccessToken(secret, garbage, 0).ok).toBe(false);
  });
});
