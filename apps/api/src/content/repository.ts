import { and, asc, desc, eq, isNotNull, like, notLike, sql, type SQL } from 'drizzle-orm';
import type {
  ContentLink,
  ContentTag,
  ContentVersion,
  EditorStory,
  Story,
  StoryList,
} from '@shop/api-client';
import type { Language } from '@shop/i18n';
import type { Database } from '../db/client';
import { stories, type StoryVersion } from '../db/schema';
import { repositoryCall } from '../lib/errors';

type StoryRow = typeof stories.$inferSelect;

export interface StoryLocation {
  rootFolder: string;
  language: Language;
  path: string;
}

export interface ArticleFilter {
  folder?: string | undefined;
  excluding?: string | undefined;
  tag?: string | undefined;
  page: number;
  perPage: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The version a reader sees: the published one, or in a preview the draft. */
function versionOf(row: StoryRow, version: ContentVersion): StoryVersion | null {
  return version === 'draft' ? row.draft : row.published;
}

function toStory(row: StoryRow, version: ContentVersion): Story | null {
  const chosen = versionOf(row, version);
  if (!chosen) return null;
  return {
    uuid: row.uuid,
    name: chosen.name,
    slug: row.slug,
    fullSlug: row.fullSlug,
    rootFolder: row.rootFolder,
    path: row.path,
    language: row.language as Language,
    content: chosen.content,
    tagList: chosen.tagList,
    publishedAt: iso(row.publishedAt),
    firstPublishedAt: iso(row.firstPublishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toEditorStory(row: StoryRow): EditorStory {
  return {
    uuid: row.uuid,
    rootFolder: row.rootFolder,
    path: row.path,
    fullSlug: row.fullSlug,
    draft: row.draft,
    published: row.published ?? null,
    publishedAt: iso(row.publishedAt),
    firstPublishedAt: iso(row.firstPublishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The jsonb column of a version, for filters on its content and tags. */
const column = (version: ContentVersion) =>
  version === 'draft' ? stories.draft : stories.published;

/** Stories below a folder at any depth (`news` holds `news/2026/05/x`); `_` and `%` are not in folder names. */
const inFolder = (folder: string | undefined): SQL | undefined =>
  folder ? like(stories.path, `${folder}/%`) : undefined;

const outsideFolder = (folder: string | undefined): SQL | undefined =>
  folder ? notLike(stories.path, `${folder}/%`) : undefined;

const visible = (version: ContentVersion): SQL | undefined =>
  version === 'published' ? isNotNull(stories.published) : undefined;

/** Global components (the menu, error contents) live in this folder of each root folder. */
export const componentsFolder = 'components';

export function createContentRepository(db: Database) {
  const findOne = (where: SQL | undefined, version: ContentVersion) =>
    repositoryCall(async () => {
      const [row] = await db
        .select()
        .from(stories)
        .where(and(where, visible(version)));
      return row ? toStory(row, version) : null;
    });

  return {
    page: (rootFolder: string, path: string, version: ContentVersion) =>
      findOne(and(eq(stories.rootFolder, rootFolder), eq(stories.path, path)), version),

    component: (rootFolder: string, slug: string, version: ContentVersion) =>
      findOne(
        and(eq(stories.rootFolder, rootFolder), eq(stories.path, `${componentsFolder}/${slug}`)),
        version,
      ),

    byUuid: (uuid: string, version: ContentVersion) => findOne(eq(stories.uuid, uuid), version),

    /** Article stories of a root folder, newest first, one page of them and the total. */
    articles: (
      rootFolder: string,
      { folder, excluding, tag, page, perPage }: ArticleFilter,
      version: ContentVersion,
    ): Promise<StoryList> =>
      repositoryCall(async () => {
        const content = column(version);
        const where = and(
          eq(stories.rootFolder, rootFolder),
          visible(version),
          inFolder(folder),
          outsideFolder(excluding),
          sql`${content}->'content'->>'component' = 'article'`,
          tag ? sql`${content}->'tagList' @> ${JSON.stringify([tag])}::jsonb` : undefined,
        );
        const [rows, [count]] = await Promise.all([
          db
            .select()
            .from(stories)
            .where(where)
            .orderBy(
              desc(sql`coalesce(${stories.firstPublishedAt}, ${stories.createdAt})`),
              asc(stories.path),
            )
            .limit(perPage)
            .offset((page - 1) * perPage),
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(stories)
            .where(where),
        ]);
        return {
          stories: rows.flatMap((row) => toStory(row, version) ?? []),
          total: count?.n ?? 0,
          page,
          perPage,
        };
      }),

    /**
     * The published pages of a root folder (global components left out), by path, with the
     * group that pairs each with its twin in the other language: the sitemap's list.
     */
    links: (rootFolder: string) =>
      repositoryCall(async (): Promise<ContentLink[]> => {
        const rows = await db
          .select({
            uuid: stories.uuid,
            path: stories.path,
            groupId: stories.groupId,
            publishedAt: stories.publishedAt,
          })
          .from(stories)
          .where(
            and(
              eq(stories.rootFolder, rootFolder),
              visible('published'),
              outsideFolder(componentsFolder),
            ),
          )
          .orderBy(asc(stories.path));
        return rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt)! }));
      }),

    /** Tags of the stories in a folder with how many stories carry each, most used first. */
    tags: (rootFolder: string, folder: string | undefined, version: ContentVersion) =>
      repositoryCall(async (): Promise<ContentTag[]> => {
        const content = column(version);
        const tag = sql<string>`jsonb_array_elements_text(${content}->'tagList')`;
        const rows = await db
          .select({ name: sql<string>`t.name`, n: sql<number>`count(*)::int` })
          .from(
            db
              .select({ name: tag.as('name') })
              .from(stories)
              .where(and(eq(stories.rootFolder, rootFolder), visible(version), inFolder(folder)))
              .as('t'),
          )
          .groupBy(sql`t.name`)
          .orderBy(desc(sql`count(*)`), asc(sql`t.name`));
        return rows.map((row) => ({ name: row.name, taggingsCount: row.n }));
      }),

    editorGet: (uuid: string) =>
      repositoryCall(async () => {
        const [row] = await db.select().from(stories).where(eq(stories.uuid, uuid));
        return row ? toEditorStory(row) : null;
      }),

    /** A new story, draft only; null when its root folder already has one at that path. */
    create: (location: StoryLocation, draft: StoryVersion) =>
      repositoryCall(async () => {
        const [row] = await db
          .insert(stories)
          .values({
            ...location,
            slug: location.path.split('/').at(-1)!,
            fullSlug: `${location.rootFolder}/${location.path}`,
            draft,
          })
          .onConflictDoNothing()
          .returning();
        return row ? toEditorStory(row) : null;
      }),

    updateDraft: (uuid: string, draft: StoryVersion) =>
      repositoryCall(async () => {
        const [row] = await db
          .update(stories)
          .set({ draft, updatedAt: new Date() })
          .where(eq(stories.uuid, uuid))
          .returning();
        return row ? toEditorStory(row) : null;
      }),

    /** Copies the draft over the published version in one statement. */
    publish: (uuid: string) =>
      repositoryCall(async () => {
        const now = new Date();
        const [row] = await db
          .update(stories)
          .set({
            published: sql`${stories.draft}`,
            publishedAt: now,
            firstPublishedAt: sql`coalesce(${stories.firstPublishedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(stories.uuid, uuid))
          .returning();
        return row ? toEditorStory(row) : null;
      }),

    unpublish: (uuid: string) =>
      repositoryCall(async () => {
        const [row] = await db
          .update(stories)
          .set({ published: null, publishedAt: null, updatedAt: new Date() })
          .where(eq(stories.uuid, uuid))
          .returning();
        return row ? toEditorStory(row) : null;
      }),
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
