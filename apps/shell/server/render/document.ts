import { PassThrough, type Transform } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { acceptedEncodings } from '@shop/static-server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../vary';
import type { RenderCache } from './render-cache';
import type { RenderedPage } from './render-page';

/** How the render cache took part in an answer; sent as `x-render-cache`. */
export type RenderCacheUse = 'hit' | 'miss' | 'bypass' | 'off';

export interface DocumentCaching {
  use: RenderCacheUse;
  /** One customer's answer (session cookies, cart, checkout, account): no shared cache keeps it. */
  personal: boolean;
  /** Receives the whole document once sent, when the page may be cached. */
  keep?: (html: Buffer) => void;
}

/**
 * The HTML depends on the consent cookie (banner or not) and, once the browser takes over, on the
 * session: shared caches key on Cookie, and keep nothing personal at all.
 */
function cachingHeaders(reply: FastifyReply, caching: DocumentCaching): void {
  reply
    .header('cache-control', caching.personal ? 'private, no-store' : 'no-cache')
    .header('x-render-cache', caching.use);
  addVary(reply, 'Accept-Encoding, Cookie');
}

/** A page from the render cache, compressed as the client accepts. */
export function sendCachedDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: RenderCache,
  key: string,
  page: { status: number; html: Buffer },
): void {
  const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
  reply.code(page.status).header('content-type', 'text/html; charset=utf-8');
  cachingHeaders(reply, { use: 'hit', personal: false });
  const body = encoding === 'br' || encoding === 'gzip' ? cache.encoded(key, encoding) : page.html;
  if (body && body !== page.html) reply.header('content-encoding', encoding);
  void reply.send(request.method === 'HEAD' ? undefined : (body ?? page.html));
}

/** The empty root element, its attribute quoted or not (the build minifies index.html). */
const ROOT = /<div id=(?:"root"|'root'|root)><\/div>/;

/** The template split around the root element, or null when the build has none. */
export function splitAtRoot(html: string): { before: string; after: string } | null {
  const found = ROOT.exec(html);
  if (!found) return null;
  return {
    before: `${html.slice(0, found.index)}<div id="root">`,
    after: html.slice(found.index + found[0].length),
  };
}

/**
 * Streams a page the edge rendered: the document's head at once, the markup as React writes it,
 * then the state the browser hydrates with. Compressed on the fly; never stored by the edge
 * and marked for revalidation, as the shell's index.html is.
 */
export async function sendRenderedDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  parts: { before: string; after: string },
  page: RenderedPage,
  caching: DocumentCaching,
): Promise<void> {
  const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
  reply.code(status).header('content-type', 'text/html; charset=utf-8');
  cachingHeaders(reply, caching);
  if (request.method === 'HEAD') {
    void reply.send();
    return;
  }
  const body = new PassThrough();
  let compressor: Transform | null = null;
  if (encoding === 'br')
    compressor = createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  else if (encoding === 'gzip') compressor = createGzip({ level: 6 });
  if (compressor) {
    reply.header('content-encoding', encoding);
    compressor.pipe(body);
  }
  const out = compressor ?? body;
  void reply.send(body);
  const kept: Buffer[] | null = caching.keep && page.complete ? [] : null;
  const write = (chunk: Buffer | string) => {
    out.write(chunk);
    kept?.push(Buffer.from(chunk));
  };
  write(parts.before);
  const state = await page.pipe({
    write,
    flush: () => (compressor as (Transform & { flush?: () => void }) | null)?.flush?.(),
  });
  const end = `</div>${state}${parts.after}`;
  out.end(end);
  if (kept) {
    kept.push(Buffer.from(end));
    caching.keep?.(Buffer.concat(kept));
  }
}
