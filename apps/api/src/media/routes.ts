import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';
import { notFound } from '../lib/errors';
import { findRepoRoot } from '../lib/paths';

/** The clips and stills content blocks show: a few small files, served from memory. */
export const mediaFolder = path.join(findRepoRoot(), 'apps/api/media');

const types: Readonly<Record<string, string>> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; null for anything else. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const found = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!found) return null;
  const [, from = '', to = ''] = found;
  if (from === '' && to === '') return null;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Media files with byte ranges: browsers (Safari always) fetch a video in ranges. A name is looked
 * up among the files the folder held at start-up, so no request reaches the file system.
 */
const mediaRoutes: FastifyPluginAsync<{ folder?: string }> = async (fastify, options) => {
  const folder = options.folder ?? mediaFolder;
  const files = new Map(
    readdirSync(folder)
      .filter((name) => types[path.extname(name)] !== undefined)
      .map((name) => [name, readFileSync(path.join(folder, name))] as const),
  );

  const fromMemory = { config: { databaseBound: false } };
  endpointRoute(
    fastify,
    endpoints.media.file,
    async ({ params: { file } }, request, reply) => {
      const body = files.get(file);
      if (!body) throw notFound(errorCodes.mediaNotFound, `No media file ${file}`);
      reply
        .type(types[path.extname(file)]!)
        .header('accept-ranges', 'bytes')
        // Files change only with a deploy; a day of caching spares the API.
        .header('cache-control', 'public, max-age=86400');
      const asked = request.headers.range;
      if (!asked) return reply.send(body);
      const range = byteRange(asked, body.length);
      if (!range) return reply.code(416).header('content-range', `bytes */${body.length}`).send();
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
        .send(body.subarray(range.start, range.end + 1));
    },
    fromMemory,
  );
};

export default mediaRoutes;
