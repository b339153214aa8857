import { extname } from 'node:path';

/** @type {Readonly<Record<string, string>>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.br': 'application/x-brotli',
  '.gz': 'application/gzip',
};

const fallback = 'application/octet-stream';

/** @param {string} filePath */
export function contentTypeFor(filePath) {
  return types[extname(filePath).toLowerCase()] ?? fallback;
}

/**
 * Whether a path names a file type we serve. The edge uses it to tell asset requests (which
 * must 404 plainly when missing, never fall back to the HTML page) from page paths.
 * @param {string} filePath
 */
export function isKnownAssetExtension(filePath) {
  return extname(filePath).toLowerCase() in types;
}

/**
 * Text formats gain from compression; images, fonts (woff/woff2 are compressed already) and
 * media do not.
 * @param {string} contentType
 */
export function isCompressible(contentType) {
  return (
    contentType.startsWith('text/') ||
    contentType.startsWith('application/json') ||
    contentType.startsWith('application/manifest+json') ||
    contentType.startsWith('application/xml') ||
    contentType.startsWith('image/svg+xml') ||
    contentType.startsWith('application/wasm') ||
    contentType.startsWith('font/ttf') ||
    contentType.startsWith('font/otf') ||
    contentType.startsWith('image/x-icon')
  );
}
