/** How the edge's readable cookie describes the session: a customer, a guest, or none. */
export type SessionLevel = 'User' | 'Anonymous' | null;

/** Sets the readable session cookies as the edge would: a signed-in customer, or a guest. */
export function setSession(level: SessionLevel, userId = 'c-1'): void {
  const expire = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = level ? `ctTokenLevel=${level}` : `ctTokenLevel=; ${expire}`;
  document.cookie = level ? `ctUserId=${userId}` : `ctUserId=; ${expire}`;
}
