import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, type ZlibOptions } from 'node:zlib';
import type { ErrorObject } from '@shop/api-client';
import { edgeError, isErrorObject } from './edge-errors';

/** Error objects are small; a larger error answer is not one and is not worth buffering. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

const decoders: Record<string, (input: Buffer, options: ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

async function readAtMost(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    // Leaving the loop destroys the stream: the rest is never read.
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

async function decode(raw: Buffer, encoding: unknown): Promise<Buffer | null> {
  const name = typeof encoding === 'string' ? encoding.trim().toLowerCase() : '';
  if (name === '' || name === 'identity') return raw;
  const decoder = decoders[name];
  // Bounded like the raw body, so a small compressed answer cannot unfold into a large one.
  return decoder ? decoder(raw, { maxOutputLength: MAX_ERROR_BODY_BYTES }) : null;
}

/**
 * Reads an error answer (status >= 400) of the API: its JSON text when it is the spec's error
 * object for that status, otherwise the error object the edge answers in its place.
 */
export async function upstreamErrorBody(
  status: number,
  headers: Record<string, unknown>,
  stream: NodeJS.ReadableStream,
): Promise<string | ErrorObject> {
  const fallback = edgeError(status);
  const raw = await readAtMost(stream, MAX_ERROR_BODY_BYTES);
  const type = typeof headers['content-type'] === 'string' ? headers['content-type'] : '';
  if (raw === null || !/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type)) return fallback;
  try {
    const decoded = await decode(raw, headers['content-encoding']);
    if (decoded === null) return fallback;
    const text = decoded.toString('utf8');
    return isErrorObject(JSON.parse(text), status) ? text : fallback;
  } catch {
    // Not JSON, or a broken or oversized compressed body.
    return fallback;
  }
}
