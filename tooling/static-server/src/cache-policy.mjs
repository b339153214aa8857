import { basename } from 'node:path';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** A webpack `[contenthash]` (hex, 8 or more characters) between two dots of the file name. */
const hashedName = /\.[0-9a-f]{8,}\./;

/** @param {string} filePath */
export function isHashedName(filePath) {
  return hashedName.test(basename(filePath));
}

/**
 * Hashed files never change under their name, so browsers may keep them for a year. Everything
 * else (index.html, mf-manifest.json, remoteEntry.js, favicon, ...) keeps a stable name across
 * deploys and must be revalidated on every load; the ETag keeps that a cheap 304.
 * @param {string} filePath
 */
export function cacheControlFor(filePath) {
  return isHashedName(filePath) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}
