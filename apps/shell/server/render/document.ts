import { PassThrough, type Transform } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { acceptedEncodings } from '@shop/static-server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './render-page';

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
): Promise<void> {
  const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');
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
  out.write(parts.before);
  const state = await page.pipe({
    write: (chunk) => out.write(chunk),
    flush: () => (compressor as (Transform & { flush?: () => void }) | null)?.flush?.(),
  });
  out.end(`</div>${state}${parts.after}`);
}
