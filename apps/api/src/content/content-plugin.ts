import fp from 'fastify-plugin';
import type { AttemptLimit } from '../config';
import { ContentCache } from './cache';
import { createContentChanges, type ContentChanges } from './content-changes';
import type { ContentFacts } from './placeholders';
import { createContentRepository, type ContentRepository } from './repository';
import { createPreviewTokens } from './preview-token';
import contentRoutes from './routes';
import staffContentRoutes from './staff-routes';

declare module 'fastify' {
  interface FastifyInstance {
    content: { repository: ContentRepository; cache: ContentCache; changes: ContentChanges };
  }
}

export interface ContentPluginOptions {
  /** CONTENT_EDITOR_TOKEN: the editor API and draft previews. */
  editorToken?: string | undefined;
  /** CONTENT_WEBHOOK_SECRET: the webhook's HMAC key. */
  webhookSecret?: string | undefined;
  /**
   * CONTENT_PREVIEW_SECRET: the key of the back-office's preview links, shared by every API
   * instance; unset: a random key of this instance's own.
   */
  previewSecret?: string | undefined;
  /** Seconds a published answer is served from memory (0: no cache). */
  cacheSeconds: number;
  attempts: AttemptLimit;
  /** What `{{placeholders}}` in texts name (placeholders.ts). */
  facts: ContentFacts;
}

/** The content store: stories, delivery calls, webhook and editor API under /content. */
export default fp<ContentPluginOptions>(
  async (fastify, { editorToken, webhookSecret, previewSecret, cacheSeconds, attempts, facts }) => {
    const repository = createContentRepository(fastify.db);
    const cache = new ContentCache(cacheSeconds * 1000, 2000);
    const contentChanges = await createContentChanges({
      connection: fastify.dbConnection,
      cache,
      log: fastify.log.child({ module: 'content' }),
    });
    fastify.addHook('preClose', () => contentChanges.close());
    const previewTokens = createPreviewTokens(previewSecret);
    fastify.decorate('content', { repository, cache, changes: contentChanges });
    // Without a prefix: the endpoint map's declarations carry the full paths.
    await fastify.register(contentRoutes, {
      repository,
      cache,
      contentChanges,
      editorToken,
      webhookSecret,
      attempts,
      facts,
      previewTokens,
    });
    // A scope of its own: the staff guard runs before its routes only.
    await fastify.register(staffContentRoutes, { contentChanges, previewTokens });
  },
  { name: 'content', dependencies: ['db', 'store-key', 'rate-limits', 'staff'] },
);
