/** Spec: the lang cookie keeps the preference for 365 days; cookies are secure, path /, SameSite lax. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function langCookie(value: string): string {
  return `${LANG_COOKIE}=${value}; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Lax`;
}

/**
 * Spec 3: the session cookies, keyed by the token data field each one holds. The shop's edge
 * sets them; the token cookies are HttpOnly, so page scripts read only ctUserId,
 * ctTokenExpiresAt and ctTokenLevel.
 */
export const sessionCookieNames = {
  accessToken: 'ctToken',
  refreshToken: 'ctRefreshToken',
  ownerId: 'ctUserId',
  expiresAt: 'ctTokenExpiresAt',
  level: 'ctTokenLevel',
} as const;
