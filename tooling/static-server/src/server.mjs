import { createServer } from 'node:http';
import { isEdgeOnly, isFromEdge } from './edge-only.mjs';
import { prepareFileResponse } from './serve-file.mjs';

/**
 * @typedef {object} StaticServerOptions
 * @property {string} dir directory to serve
 * @property {boolean} [cors] allow every origin: the shell on another origin fetches a remote's
 *   mf-manifest.json, remoteEntry.js and chunks with CORS
 * @property {string} [edgeSecret] the edge's secret: the server build (`server/`) is served only
 *   to calls that carry it (without one, only to this machine); everyone else gets 404
 */

/**
 * Writes a prepared file response to a node:http response.
 * @param {import('node:http').ServerResponse} res
 * @param {import('./serve-file.mjs').FileResponse} file
 */
export function writeFileResponse(res, file) {
  res.writeHead(file.status, file.headers);
  if (!file.body) {
    res.end();
    return;
  }
  file.body.on('error', () => res.destroy());
  file.body.pipe(res);
}

/** @param {import('node:http').IncomingMessage} req */
function corsHeaders(req) {
  /** @type {Record<string, string>} */
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, HEAD, OPTIONS',
    // Lets the federation runtime read caching headers of cross-origin responses.
    'access-control-expose-headers': 'ETag, Last-Modified, Content-Length',
    'access-control-max-age': '86400',
  };
  const requested = req.headers['access-control-request-headers'];
  if (requested) headers['access-control-allow-headers'] = requested;
  return headers;
}

/**
 * A dependency-free server for one remote's build output, with the same compression and
 * caching rules as the shell's edge.
 * @param {StaticServerOptions} options
 */
export function createStaticServer({ dir, cors = false, edgeSecret }) {
  return createServer((req, res) => {
    res.setHeader('x-content-type-options', 'nosniff');
    if (cors)
      for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);

    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, { allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res
        .writeHead(405, {
          allow: 'GET, HEAD, OPTIONS',
          'content-type': 'text/plain; charset=utf-8',
        })
        .end('Method not allowed');
      return;
    }

    // Split by hand: `new URL('//x/y', base)` would read `x` as a host.
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const pathname = rawPath.endsWith('/') ? `${rawPath}index.html` : rawPath;
    // The public does not learn that a server build exists, let alone read its code.
    const hidden = isEdgeOnly(pathname) && !isFromEdge(req, edgeSecret);
    (hidden
      ? Promise.resolve(null)
      : prepareFileResponse(dir, pathname, { method, headers: req.headers })
    ).then(
      (file) => {
        if (file) writeFileResponse(res, file);
        else
          res
            .writeHead(404, {
              'content-type': 'text/plain; charset=utf-8',
              'cache-control': 'no-cache',
            })
            .end('Not found');
      },
      () => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal error');
      },
    );
  });
}
