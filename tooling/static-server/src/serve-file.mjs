import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { cacheControlFor } from './cache-policy.mjs';
import { isNotModified } from './conditional.mjs';
import { contentTypeFor, isCompressible } from './content-types.mjs';
import { acceptedEncodings } from './encoding.mjs';
import { resolveInside } from './resolve-path.mjs';

/** @typedef {import('./encoding.mjs').Encoding} Encoding */

/**
 * @typedef {object} FileRequest
 * @property {string} method
 * @property {import('node:http').IncomingHttpHeaders} headers
 */

/**
 * @typedef {object} FileOptions
 * @property {number} [status] Status to serve the file with, e.g. index.html as the body of a
 *   404 page. Conditional requests (304) are only answered for 200.
 */

/**
 * What to send; the caller writes it with its own server (node:http or Fastify).
 * @typedef {object} FileResponse
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {import('node:stream').Readable | null} body null for HEAD and 304
 */

/** Compressing a few hundred bytes costs more than it saves once headers are counted. */
export const ON_THE_FLY_MIN_BYTES = 1024;

/** @type {Record<Encoding, string>} */
const siblingSuffix = { br: '.br', gzip: '.gz' };
/** @type {Record<Encoding, string>} */
const etagSuffix = { br: '-br', gzip: '-gz' };

/** @param {string} path */
async function fileStat(path) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * @param {import('node:fs').Stats} s
 * @param {string} suffix
 */
function etagOf(s, suffix) {
  return `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}${suffix}"`;
}

/** @param {Encoding} encoding */
function compressor(encoding) {
  // Build output is precompressed at maximum quality; on the fly, speed matters more.
  return encoding === 'br'
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}

/**
 * Resolves `pathname` below `root` and prepares the response: precompressed `.br`/`.gz`
 * sibling when the client accepts it, otherwise the file itself, compressed on the fly when it
 * is text above ON_THE_FLY_MIN_BYTES. Returns null when there is no such file (or the path
 * tries to leave `root`).
 * @param {string} root
 * @param {string} pathname URL path without query, still percent-encoded
 * @param {FileRequest} request
 * @param {FileOptions} [options]
 * @returns {Promise<FileResponse | null>}
 */
export async function prepareFileResponse(root, pathname, request, options = {}) {
  const filePath = resolveInside(root, pathname);
  if (!filePath) return null;
  const identity = await fileStat(filePath);
  if (!identity) return null;

  const contentType = contentTypeFor(filePath);
  const compressible = isCompressible(contentType);
  const accepted = compressible ? acceptedEncodings(request.headers['accept-encoding']) : [];

  /** @type {{ path: string, size: number, encoding: Encoding | null, onTheFly: boolean, etag: string }} */
  let chosen = {
    path: filePath,
    size: identity.size,
    encoding: null,
    onTheFly: false,
    etag: etagOf(identity, ''),
  };
  for (const encoding of accepted) {
    const siblingPath = filePath + siblingSuffix[encoding];
    const sibling = await fileStat(siblingPath);
    if (sibling) {
      chosen = {
        path: siblingPath,
        size: sibling.size,
        encoding,
        onTheFly: false,
        etag: etagOf(sibling, etagSuffix[encoding]),
      };
      break;
    }
  }
  const firstAccepted = accepted[0];
  if (chosen.encoding === null && firstAccepted && identity.size > ON_THE_FLY_MIN_BYTES) {
    // Weak: the compressed bytes depend on the zlib version, the content does not.
    chosen = {
      ...chosen,
      encoding: firstAccepted,
      onTheFly: true,
      etag: `W/${etagOf(identity, etagSuffix[firstAccepted])}`,
    };
  }

  /** @type {Record<string, string>} */
  const headers = {
    'content-type': contentType,
    'cache-control': cacheControlFor(filePath),
    'last-modified': identity.mtime.toUTCString(),
    etag: chosen.etag,
  };
  if (compressible) headers.vary = 'Accept-Encoding';

  const status = options.status ?? 200;
  if (status === 200 && isNotModified(request.headers, chosen.etag, identity.mtime)) {
    return { status: 304, headers, body: null };
  }
  if (chosen.encoding) headers['content-encoding'] = chosen.encoding;
  if (!chosen.onTheFly) headers['content-length'] = String(chosen.size);
  if (request.method === 'HEAD') return { status, headers, body: null };

  const stream = createReadStream(chosen.path);
  const body =
    chosen.onTheFly && chosen.encoding ? stream.pipe(compressor(chosen.encoding)) : stream;
  if (body !== stream) stream.on('error', (error) => body.destroy(error));
  return { status, headers, body };
}
