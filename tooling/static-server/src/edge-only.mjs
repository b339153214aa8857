import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The header by which the edge proves a call is its own; the same name as `EDGE_SECRET_HEADER`
 * of @shop/api-client (this tool has no dependencies).
 */
export const EDGE_SECRET_HEADER = 'x-edge-secret';

/** A remote's server build (the code the edge renders with), beside its browser build. */
const EDGE_ONLY_DIR = 'server';

/**
 * Whether a URL path names something in the server build. Decoded as the file lookup decodes
 * it (resolve-path.mjs), so neither `%73erver` nor `//server` nor another case reaches it.
 * @param {string} pathname
 */
export function isEdgeOnly(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not a file either: the lookup answers 404.
    return false;
  }
  const [first] = decoded.split('/').filter(Boolean);
  return first?.toLowerCase() === EDGE_ONLY_DIR;
}

const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();

/** @param {string | undefined} address */
const isLoopback = (address) => address !== undefined && /^(127\.|::1$|::ffff:127\.)/.test(address);

/**
 * Whether the call comes from the edge: with a secret (EDGE_SECRET), it carries it (compared
 * in constant time); without, it comes from this machine, as the edge of `npm start` does.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} edgeSecret
 */
export function isFromEdge(req, edgeSecret) {
  if (!edgeSecret) return isLoopback(req.socket.remoteAddress);
  const given = req.headers[EDGE_SECRET_HEADER];
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(edgeSecret));
}
