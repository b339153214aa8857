import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { findRepoRoot } from '../lib/paths';

export interface ApplicationOptions {
  /** The dealer's mailbox the contact form writes to. */
  contactMailTo: string;
  /** AES-256 key of the whistleblower reports (32 bytes). */
  whistleblowKey: Buffer;
  /** The public Mapbox token of the store maps (MAPBOX_TOKEN); without one, no map is shown. */
  mapToken?: string;
}

/** The mailbox the contact page names. */
export const defaultContactMailTo = 'service@aurum-argentum.at';

/** A 32-byte key written as 64 hex digits or as base64 / base64url. */
export function parseKey(name: string, value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be a 32-byte key (64 hex digits or base64)`);
  return key;
}

/**
 * The key file used when WHISTLEBLOW_KEY is not set: generated once, readable by its owner only,
 * and kept beside (not in) the database, so a copy of the database alone reads no report.
 */
function keyFromFile(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return parseKey(file, readFileSync(file, 'utf8'));
}

export function applicationOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): ApplicationOptions {
  const contactMailTo = env.CONTACT_MAIL_TO?.trim() || defaultContactMailTo;
  if (!/^[^\s@]+@[^\s@]+$/.test(contactMailTo))
    throw new Error(`CONTACT_MAIL_TO must be an e-mail address, not ${contactMailTo}`);
  const configured = env.WHISTLEBLOW_KEY?.trim();
  const whistleblowKey = configured
    ? parseKey('WHISTLEBLOW_KEY', configured)
    : keyFromFile(
        env.WHISTLEBLOW_KEY_FILE || path.join(findRepoRoot(), '.data', 'whistleblow.key'),
      );
  const mapToken = env.MAPBOX_TOKEN?.trim();
  return { contactMailTo, whistleblowKey, ...(mapToken ? { mapToken } : {}) };
}
