/** @jest-environment node */
import Fastify from 'fastify';
import { sendCachedDocument, sendRenderedDocument } from './document';
import { createRenderCache } from './render-cache';

/** A route that, like the root page, varies on language signals before the document goes out. */
async function serve(send: 'cached' | 'rendered') {
  const app = Fastify();
  const cache = createRenderCache({ maxEntries: 1, maxBytes: 10_000, ttlMs: 10_000 });
  cache.set('k', { status: 200, html: Buffer.from('<p>cached</p>') });
  app.get('/', async (request, reply) => {
    reply.header('vary', 'Accept-Language, Cookie');
    if (send === 'cached') {
      sendCachedDocument(request, reply, cache, 'k', cache.get('k')!);
      return reply;
    }
    await sendRenderedDocument(
      request,
      reply,
      200,
      { before: '<div id="root">', after: '' },
      {
        complete: true,
        modules: [],
        pipe: async (out) => {
          out.write(Buffer.from('<p>rendered</p>'));
          return '';
        },
      },
      { use: 'miss', personal: false },
    );
    return reply;
  });
  const answer = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
  await app.close();
  return answer;
}

describe('page documents', () => {
  it.each(['cached', 'rendered'] as const)(
    'keep what the route varies on when %s (the root page picks its language)',
    async (send) => {
      const answer = await serve(send);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(send);
      expect(answer.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    },
  );
});
