import { sessionCookieNames } from '@shop/i18n';
import { tokenLevels, type TokenLevel } from './schemas/customer';

/** What the page can know about its session: nothing (a guest without token), Anonymous or User. */
export interface SessionInfo {
  level: TokenLevel | null;
  /** The owner of the session: the anonymous id or the customer id. */
  userId: string | null;
  expiresAt: string | null;
}

export const noSession: SessionInfo = { level: null, userId: null, expiresAt: null };

/**
 * Reads the readable session cookies (spec 3) from a `document.cookie` string; the edge keeps the
 * token cookies HttpOnly, so page scripts never see a token.
 */
export function parseSessionCookies(cookie: string): SessionInfo {
  const values = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    const name = part.slice(0, index).trim();
    try {
      values.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A malformed value is no session value.
    }
  }
  const level = values.get(sessionCookieNames.level);
  return {
    level: (tokenLevels as readonly string[]).includes(level ?? '') ? (level as TokenLevel) : null,
    userId: values.get(sessionCookieNames.ownerId) || null,
    expiresAt: values.get(sessionCookieNames.expiresAt) || null,
  };
}

/** The session of this page; none on a server, where there is no document. */
export function readBrowserSession(): SessionInfo {
  // Read through globalThis: this package also compiles for servers, without the DOM types.
  const page = (globalThis as { document?: { cookie: string } }).document;
  return page ? parseSessionCookies(page.cookie) : noSession;
}
