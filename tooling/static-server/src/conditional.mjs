/**
 * Weak comparison (RFC 9110 13.1.2): If-None-Match only asks "do you still have this?", so the
 * `W/` prefix does not matter.
 * @param {string | string[] | undefined} ifNoneMatch
 * @param {string} etag
 */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const text = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (text.trim() === '*') return true;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return text.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string} etag
 * @param {Date} lastModified
 */
export function isNotModified(headers, etag, lastModified) {
  // If-None-Match takes precedence; If-Modified-Since only counts when it is absent.
  if (headers['if-none-match'] !== undefined) return etagMatches(headers['if-none-match'], etag);
  const since = headers['if-modified-since'];
  if (!since) return false;
  const sinceMs = Date.parse(since);
  // HTTP dates have whole seconds; the file's mtime has milliseconds.
  return !Number.isNaN(sinceMs) && Math.floor(lastModified.getTime() / 1000) * 1000 <= sinceMs;
}
