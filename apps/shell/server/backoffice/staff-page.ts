import type { FastifyReply, FastifyRequest } from 'fastify';
import { edgeError, edgeErrorCodes, sendError } from '../edge-errors';
import { splitUrl } from '../request-url';
import { createStaticFiles } from '../static-files';

/**
 * What the back-office host reads besides `/api/staff/…`: the files of its own host build
 * (dist-backoffice: the small page and its entry, which load only the back-office remote), and
 * for every other path that page, whose app routes in the browser. Nothing of the shop's build
 * is served here, and nothing is rendered on the server: the page holds no data.
 */
export function createStaffPage(distDir: string) {
  const files = createStaticFiles(distDir);
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    status = 200,
  ): Promise<FastifyReply> => {
    const [pathname] = splitUrl(request.url);
    if (status === 200 && (await files.serve(request, reply, pathname))) return reply;
    if (files.isAssetPath(pathname))
      return sendError(
        reply,
        edgeError(404, { code: edgeErrorCodes.assetNotFound, message: 'Asset not found' }),
      );
    return files.sendPage(request, reply, status);
  };
}
