import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tokens that let a shop page show one story's draft for a few minutes (the back-office's
 * preview frame): `<payload>.<signature>`, both base64url, the payload `{ s: uuid, e: expiry in
 * seconds }`, signed with HMAC-SHA256. Nothing is stored: every API instance that shares the key
 * (CONTENT_PREVIEW_SECRET) checks them; without one, each instance signs with a random key of its
 * own and a preview made on one is refused by another.
 */
export interface PreviewTokens {
  sign(storyUuid: string, now?: Date): { token: string; expiresAt: Date };
  /** The story the token shows, or null when it is forged or expired. */
  storyOf(token: string, now?: Date): string | null;
}

export const previewLifetimeSeconds = 15 * 60;

export function createPreviewTokens(secret: string | undefined): PreviewTokens {
  const key = secret ? Buffer.from(secret) : randomBytes(32);
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(storyUuid, now = new Date()) {
      const expiresAt = new Date(now.getTime() + previewLifetimeSeconds * 1000);
      const payload = Buffer.from(
        JSON.stringify({ s: storyUuid, e: Math.floor(expiresAt.getTime() / 1000) }),
      ).toString('base64url');
      return { token: `${payload}.${mac(payload).toString('base64url')}`, expiresAt };
    },
    storyOf(token, now = new Date()) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const { s, e } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
          s?: unknown;
          e?: unknown;
        };
        if (typeof s !== 'string' || typeof e !== 'number') return null;
        return e * 1000 > now.getTime() ? s : null;
      } catch {
        return null;
      }
    },
  };
}
