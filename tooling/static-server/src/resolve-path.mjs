import { resolve, sep } from 'node:path';

/**
 * Maps a URL pathname onto a file below `root`, or null when it would leave the root, names a
 * hidden file or directory or a source map, or is not decodable. Percent-encoded slashes and
 * dots are decoded before the check, so `%2e%2e%2f` cannot slip through. Source maps are never
 * served: they would hand anyone the original sources, and production builds do not emit them
 * (tooling/webpack), so one found in a build folder is a leftover.
 * @param {string} root absolute directory
 * @param {string} pathname URL path without query
 * @returns {string | null}
 */
export function resolveInside(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return null;
  if (/\.map$/i.test(decoded)) return null;
  const base = resolve(root);
  const target = resolve(base, ...segments);
  return target.startsWith(base + sep) ? target : null;
}
