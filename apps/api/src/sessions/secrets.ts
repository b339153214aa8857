import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from './tables';

/** A random token for links and refresh tokens: 256 bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** How opaque tokens are stored: SHA-256, hex. They carry 256 random bits, so no salt or stretching. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A keyed hash for short secrets (SMS codes) that a plain hash would give away to a guess. */
export const keyedHash = (secret: Buffer, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex');

const tokenSecretName = 'access_token_secret';

/**
 * The access-token key: TOKEN_SECRET when configured, otherwise one generated once and kept in
 * the database, so restarts and every instance on the same database agree.
 */
export async function loadTokenSecret(db: Database, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(appSecrets)
    .values({ name: tokenSecretName, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, tokenSecretName));
  if (!row) throw new Error('The access-token secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}
