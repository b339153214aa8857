import { sessionCookieNames } from '@shop/i18n';
import type { TokenData, tokenSecretFields } from '@shop/api-client';

/*
 * The spec's session cookies (sections 3 and 9): ctToken and ctRefreshToken HttpOnly, the rest
 * readable by page scripts, all Secure, Path=/, SameSite=Lax. The edge is the only writer.
 */

type SessionField = keyof typeof sessionCookieNames;

/**
 * One cookie per token data field, no more and no fewer: this assignment fails to compile when a
 * field has no cookie, and `token[field]` in sessionCookies when a cookie has no field.
 */
const cookieOf: Record<keyof TokenData, string> = sessionCookieNames;

/** The secret fields, as the contract lists them (a type-only import: nothing loads at run time). */
export const secretFields: typeof tokenSecretFields = ['accessToken', 'refreshToken'];
const httpOnlyFields = new Set<SessionField>(secretFields);
const sessionFields = Object.keys(sessionCookieNames) as SessionField[];

export const sessionCookieSet: ReadonlySet<string> = new Set(Object.values(sessionCookieNames));

/** RFC 6265 cookie-octet: what a cookie value may hold without quoting or encoding. */
const cookieOctets = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/;
/** RFC 6750 b64token: what may follow `Bearer ` in an Authorization header. */
const bearerToken = /^[A-Za-z0-9\-._~+/]+=*$/;

export function isCookieValue(value: string): boolean {
  return cookieOctets.test(value);
}

export function isBearerToken(value: string): boolean {
  return bearerToken.test(value);
}

interface CookiePair {
  name: string;
  value: string;
  /** The pair as the client wrote it, so that what is passed on stays byte for byte the same. */
  text: string;
}

function cookiePairs(header: string | undefined): CookiePair[] {
  const pairs: CookiePair[] = [];
  for (const part of (header ?? '').split(';')) {
    const text = part.trim();
    if (text === '') continue;
    const eq = text.indexOf('=');
    const name = (eq === -1 ? '' : text.slice(0, eq)).trim();
    const raw = (eq === -1 ? text : text.slice(eq + 1)).trim();
    pairs.push({ name, value: raw.replace(/^"(.*)"$/, '$1'), text });
  }
  return pairs;
}

/** A cookie's value; the first one wins when a name repeats (browsers send the most specific first). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return cookiePairs(header).find((pair) => pair.name === name)?.value;
}

export function hasSessionCookie(header: string | undefined): boolean {
  return cookiePairs(header).some((pair) => sessionCookieSet.has(pair.name));
}

const signedInLevel: TokenData['level'] = 'User';

/** Whether the cookies hold a signed-in customer's session that can still be renewed. */
export function hasSignedInSession(header: string | undefined): boolean {
  return (
    readCookie(header, sessionCookieNames.level) === signedInLevel &&
    Boolean(readCookie(header, sessionCookieNames.refreshToken))
  );
}

/** The Cookie header without the session cookies, or undefined when nothing else is left. */
export function withoutSessionCookies(header: string | undefined): string | undefined {
  const rest = cookiePairs(header).filter((pair) => !sessionCookieSet.has(pair.name));
  return rest.length === 0 ? undefined : rest.map((pair) => pair.text).join('; ');
}

function setCookie(field: SessionField, value: string, maxAgeSeconds: number): string {
  const httpOnly = httpOnlyFields.has(field) ? ' HttpOnly;' : '';
  return `${cookieOf[field]}=${value}; Max-Age=${maxAgeSeconds}; Path=/;${httpOnly} Secure; SameSite=Lax`;
}

/**
 * Set-Cookie values for a session. Every cookie lives as long as the refresh token: an expired
 * access token is still sent, the API answers 401, and the client refreshes (spec 4).
 */
export function sessionCookies(token: TokenData, maxAgeSeconds: number): string[] {
  return sessionFields.map((field) => setCookie(field, token[field], maxAgeSeconds));
}

/** Set-Cookie values that remove all five session cookies. */
export function clearedSessionCookies(): string[] {
  return sessionFields.map((field) => setCookie(field, '', 0));
}
