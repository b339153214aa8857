import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { ContentPage } from '@shop/api-client';
import type { Language } from '@shop/i18n';
import type { Database } from '../../../db/client';
import { contentPages } from '../../../db/schema';
import { repositoryCall } from '../../../lib/errors';

export function createContentPagesRepository(db: Database) {
  return {
    /** The published page at this location; drafts are invisible to the shop. */
    findPublished: (
      rootFolder: string,
      path: string,
      language: Language,
    ): Promise<ContentPage | null> =>
      repositoryCall(async () => {
        const [row] = await db
          .select()
          .from(contentPages)
          .where(
            and(
              eq(contentPages.rootFolder, rootFolder),
              eq(contentPages.path, path),
              eq(contentPages.language, language),
              eq(contentPages.published, true),
            ),
          );
        if (!row) return null;
        return {
          id: row.id,
          rootFolder: row.rootFolder,
          path: row.path,
          language: row.language as Language,
          title: row.title,
          body: row.body,
          updatedAt: row.updatedAt.toISOString(),
        };
      }),
  };
}

export type ContentPagesRepository = ReturnType<typeof createContentPagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contentPagesRepository: ContentPagesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('contentPagesRepository', createContentPagesRepository(fastify.db));
  },
  { name: 'content-pages-repository', dependencies: ['db'] },
);
