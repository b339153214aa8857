import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  acceptedEncodings,
  cacheControlFor,
  contentTypeFor,
  etagMatches,
  isKnownAssetExtension,
  ON_THE_FLY_MIN_BYTES,
  prepareFileResponse,
  type FileResponse,
} from '@shop/static-server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { edgeError, edgeErrorCodes, sendError } from './edge-errors';
import { addVary } from './vary';

const INDEX_HTML = '/index.html';

function send(reply: FastifyReply, file: FileResponse): FastifyReply {
  const { vary, ...headers } = file.headers;
  if (vary) addVary(reply, vary);
  return reply
    .code(file.status)
    .headers(headers)
    .send(file.body ?? undefined);
}

/**
 * The shell's build output, served with the rules of @shop/static-server (precompressed
 * siblings, hashed names immutable, everything else revalidated) so the edge and the remotes
 * cannot drift apart.
 */
export function createStaticFiles(distDir: string) {
  const fileRequest = (request: FastifyRequest) => ({
    method: request.method,
    headers: request.headers,
  });

  const indexPath = path.join(distDir, INDEX_HTML);

  /** A document made for this request: same caching, encoding and validator rules as a file. */
  function sendDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    html: string,
  ): FastifyReply {
    const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
    const raw = Buffer.from(html);
    const compress = encoding !== undefined && raw.length > ON_THE_FLY_MIN_BYTES;
    const etag = `W/"${createHash('sha256').update(raw).digest('hex').slice(0, 20)}${compress ? `-${encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'content-type': contentTypeFor(indexPath),
      'cache-control': cacheControlFor(indexPath),
      etag,
      vary: 'Accept-Encoding',
    };
    if (status === 200 && etagMatches(request.headers['if-none-match'], etag))
      return send(reply, { status: 304, headers, body: null });
    const body = !compress
      ? raw
      : encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(raw, { level: 6 });
    if (compress) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    return send(reply, {
      status,
      headers,
      body: request.method === 'HEAD' ? null : Readable.from([body]),
    });
  }

  return {
    /** The build's index.html, or null when the shell is not built. */
    readIndex(): Promise<string | null> {
      return readFile(indexPath, 'utf8').catch(() => null);
    },

    /** Sends the file at `pathname` when the build has one; false otherwise. */
    async serve(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<boolean> {
      if (pathname === '/') return false;
      const file = await prepareFileResponse(distDir, pathname, fileRequest(request));
      if (!file) return false;
      send(reply, file);
      return true;
    },

    /**
     * A path with a file extension asks for an asset; when it is missing the answer is a plain
     * 404, never the HTML page, which a script or style tag would choke on.
     */
    isAssetPath(pathname: string): boolean {
      return isKnownAssetExtension(pathname);
    },

    /**
     * index.html as the document of a page, with the page's status; `transform` fills in what
     * belongs to this page (its head), and the result is compressed and tagged here.
     */
    async sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      transform?: (html: string) => string,
    ): Promise<FastifyReply> {
      if (transform) {
        const html = await readFile(indexPath, 'utf8').catch(() => null);
        if (html !== null) return sendDocument(request, reply, status, transform(html));
      } else {
        const file = await prepareFileResponse(distDir, INDEX_HTML, fileRequest(request), {
          status,
        });
        if (file) return send(reply, file);
      }
      request.log.error({ distDir }, 'index.html missing: is the shell built (SHELL_DIST)?');
      return sendError(
        reply,
        edgeError(503, { code: edgeErrorCodes.notBuilt, message: 'The shop is not built yet' }),
      );
    },
  };
}
