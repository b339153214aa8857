/** @jest-environment node */
import {
  hasSessionCookie,
  hasSignedInSession,
  isBearerToken,
  readCookie,
  sessionCookies,
  withoutSessionCookies,
} from './cookies';

describe('cookie header', () => {
  const header = 'a=1; ctToken="q.t"; ctToken=second; flag; b = 2 ;ctUserIdX=3';

  it('reads the first value of a name, unquoted', () => {
    expect(readCookie(header, 'ctToken')).toBe('q.t');
    expect(readCookie(header, 'b')).toBe('2');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie(undefined, 'a')).toBeUndefined();
  });

  it('removes every session cookie and keeps the rest as written', () => {
    expect(withoutSessionCookies(header)).toBe('a=1; flag; b = 2; ctUserIdX=3');
    expect(withoutSessionCookies('ctToken=1; ctTokenLevel=User')).toBeUndefined();
    expect(withoutSessionCookies(undefined)).toBeUndefined();
  });

  it('recognises the session cookies by exact name', () => {
    expect(hasSessionCookie('ctUserIdX=3; lang=de')).toBe(false);
    expect(hasSessionCookie('lang=de; ctTokenLevel=Anonymous')).toBe(true);
  });

  it.each([
    ['ctTokenLevel=User; ctRefreshToken=r', true],
    ['ctRefreshToken=r; lang=de; ctTokenLevel="User"', true],
    ['ctTokenLevel=Anonymous; ctRefreshToken=r', false],
    // Without its refresh token the session cannot go on (spec 4): nothing left to keep.
    ['ctTokenLevel=User; ctToken=t', false],
    ['ctTokenLevel=User; ctRefreshToken=', false],
    ['ctTokenLevelX=User; ctRefreshToken=r', false],
    [undefined, false],
  ])('%s holds a signed-in session: %s', (header, expected) => {
    expect(hasSignedInSession(header)).toBe(expected);
  });
});

describe('session cookies', () => {
  it('sets the token cookies HttpOnly and the rest readable, in the spec attributes', () => {
    expect(
      sessionCookies(
        {
          accessToken: 'a.b',
          refreshToken: 'r',
          ownerId: 'o-1',
          expiresAt: '2030-01-01T00:00:00.000Z',
          level: 'User',
        },
        60,
      ),
    ).toEqual([
      'ctToken=a.b; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
      'ctRefreshToken=r; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
      'ctUserId=o-1; Max-Age=60; Path=/; Secure; SameSite=Lax',
      'ctTokenExpiresAt=2030-01-01T00:00:00.000Z; Max-Age=60; Path=/; Secure; SameSite=Lax',
      'ctTokenLevel=User; Max-Age=60; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it.each([
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', true],
    ['abc+/==', true],
    ['a=b', false],
    ['a b', false],
    ['a,b', false],
    ['', false],
  ])('%s is a Bearer token: %s', (value, expected) => {
    expect(isBearerToken(value)).toBe(expected);
  });
});
