import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { caseCodeAlphabet } from '@shop/api-client/contract';

/*
 * Whistleblower reports at rest: AES-256-GCM with a random 96-bit IV per value; the row's id is
 * the additional authenticated data, so a ciphertext copied into another report does not open.
 * Stored as base64url `iv.tag.ciphertext`.
 */

const ivBytes = 12;

export function encrypt(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the value was changed or belongs to another context. */
export function decrypt(key: Buffer, stored: string, context: string): string {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** A new case code, XXXX-XXXX-XXXX-XXXX: 16 characters of 31, about 79 random bits. */
export function newCaseCode(): string {
  const chars = Array.from(
    { length: 16 },
    () => caseCodeAlphabet[randomInt(caseCodeAlphabet.length)],
  );
  return chars.join('').match(/.{4}/g)!.join('-');
}

/** How a (normalized) case code is stored and looked up. */
export const hashCaseCode = (caseCode: string): string =>
  createHash('sha256').update(caseCode).digest('hex');
