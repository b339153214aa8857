import { isKnownAssetExtension, prepareFileResponse, type FileResponse } from '@shop/static-server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { edgeError, edgeErrorCodes, sendError } from './edge-errors';

const INDEX_HTML = '/index.html';

function send(reply: FastifyReply, file: FileResponse): FastifyReply {
  const { vary, ...headers } = file.headers;
  // Keep what the caller already varies on (the root page also varies on language signals).
  const earlier = reply.getHeader('vary');
  if (vary) reply.header('vary', earlier ? mergeVary(String(earlier), vary) : vary);
  return reply
    .code(file.status)
    .headers(headers)
    .send(file.body ?? undefined);
}

function mergeVary(a: string, b: string): string {
  const names = [...a.split(','), ...b.split(',')].map((s) => s.trim()).filter(Boolean);
  const seen = new Set<string>();
  return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase())).join(', ');
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

  return {
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

    /** index.html as the document of a page, with the page's status. */
    async sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
    ): Promise<FastifyReply> {
      const file = await prepareFileResponse(distDir, INDEX_HTML, fileRequest(request), { status });
      if (file) return send(reply, file);
      request.log.error({ distDir }, 'index.html missing: is the shell built (SHELL_DIST)?');
      return sendError(
        reply,
        edgeError(503, { code: edgeErrorCodes.notBuilt, message: 'The shop is not built yet' }),
      );
    },
  };
}
