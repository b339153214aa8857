import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  like,
  ne,
  notLike,
  sql,
  type SQL,
} from 'drizzle-orm';
import { contentRootFolders } from '@shop/api-client/contract';
import type {
  ContentLink,
  ContentTag,
  ContentVersion,
  EditorStory,
  Story,
  StoryList,
} from '@shop/api-client/contract';
import type { Language } from '@shop/i18n';
import type { Database } from '../db/client';
import { stories, type StoryVersion } from './tables';
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
    language: row.language,
    content: chosen.content,
    tagList: chosen.tagList,
    publishedAt: iso(row.publishedAt),
    firstPublishedAt: iso(row.firstPublishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Itself alone; a page answer adds its twin (twinsOf).
    twins: { [row.language]: row.path },
  };
}

export function toEditorStory(row: StoryRow): EditorStory {
  return {
    uuid: row.uuid,
    rootFolder: row.rootFolder,
    path: row.path,
    fullSlug: row.fullSlug,
    groupId: row.groupId,
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

/** The root folders of the store `rootFolder` belongs to (itself alone when it is no store's). */
export function storeFolders(rootFolder: string): string[] {
  const store = contentRootFolders.find((f) => f.rootFolder === rootFolder)?.store;
  return store
    ? contentRootFolders.filter((f) => f.store === store).map((f) => f.rootFolder)
    : [rootFolder];
}

/** Global components (the menu, error contents) live in this folder of each root folder. */
export const componentsFolder = 'components';

/** Why a story cannot become the twin of another. */
export type TwinError = 'twin_not_found' | 'twin_same_language' | 'twin_taken';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The group a story (`self`, its uuid unless it is new) joins as the twin of `twinUuid`: the
 * twin's, or the twin's uuid when it had none yet (then written to the twin). The twin must be a
 * story of the same store in the other language whose group has no other story in this language.
 */
async function joinGroup(
  tx: Transaction,
  self: { uuid?: string; rootFolder: string; language: Language },
  twinUuid: string,
): Promise<{ groupId: string } | { error: TwinError }> {
  const [twin] = await tx.select().from(stories).where(eq(stories.uuid, twinUuid));
  if (!twin || !storeFolders(self.rootFolder).includes(twin.rootFolder))
    return { error: 'twin_not_found' };
  if (twin.language === self.language) return { error: 'twin_same_language' };
  const groupId = twin.groupId ?? twin.uuid;
  // One story per language in a group: the sitemap and the head pair by it.
  const [taken] = await tx
    .select({ uuid: stories.uuid })
    .from(stories)
    .where(
      and(
        eq(stories.groupId, groupId),
        eq(stories.language, self.language),
        self.uuid ? ne(stories.uuid, self.uuid) : undefined,
        inArray(stories.rootFolder, storeFolders(self.rootFolder)),
      ),
    );
  if (taken) return { error: 'twin_taken' };
  if (!twin.groupId) await tx.update(stories).set({ groupId }).where(eq(stories.uuid, twin.uuid));
  return { groupId };
}

export function createContentRepository(db: Database) {
  const findOne = (where: SQL | undefined, version: ContentVersion) =>
    repositoryCall(async () => {
      const [row] = await db
        .select()
        .from(stories)
        .where(and(where, visible(version)));
      return row ? toStory(row, version) : null;
    });

  /** The stories of a group in the store's folders, by language, as `version` shows them. */
  const twinsOf = async (row: StoryRow, version: ContentVersion) => {
    if (!row.groupId) return { [row.language]: row.path };
    const group = await db
      .select({ language: stories.language, path: stories.path })
      .from(stories)
      .where(
        and(
          eq(stories.groupId, row.groupId),
          inArray(stories.rootFolder, storeFolders(row.rootFolder)),
          visible(version),
        ),
      );
    return Object.fromEntries(group.map((twin) => [twin.language, twin.path]));
  };

  return {
    /** A page with its twins, so the shop links each language's version of it. */
    page: (rootFolder: string, path: string, version: ContentVersion) =>
      repositoryCall(async () => {
        const [row] = await db
          .select()
          .from(stories)
          .where(and(eq(stories.rootFolder, rootFolder), eq(stories.path, path), visible(version)));
        const story = row ? toStory(row, version) : null;
        return row && story ? { ...story, twins: await twinsOf(row, version) } : null;
      }),

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

    /**
     * A new story, draft only, paired with `twinUuid` when given; null when its root folder
     * already has one at that path.
     */
    create: (location: StoryLocation, draft: StoryVersion, twinUuid?: string) =>
      repositoryCall(async (): Promise<{ story: EditorStory | null } | { error: TwinError }> =>
        db.transaction(async (tx) => {
          const group = twinUuid ? await joinGroup(tx, location, twinUuid) : { groupId: null };
          if ('error' in group) return group;
          const [row] = await tx
            .insert(stories)
            .values({
              ...location,
              slug: location.path.split('/').at(-1)!,
              fullSlug: `${location.rootFolder}/${location.path}`,
              groupId: group.groupId,
              draft,
            })
            .onConflictDoNothing()
            .returning();
          return { story: row ? toEditorStory(row) : null };
        }),
      ),

    /** Pairs an existing story with `twinUuid` (null: with none); null when there is no story. */
    pair: (uuid: string, twinUuid: string | null) =>
      repositoryCall(async (): Promise<{ story: EditorStory } | { error: TwinError } | null> =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(stories).where(eq(stories.uuid, uuid));
          if (!row) return null;
          const group = twinUuid ? await joinGroup(tx, row, twinUuid) : { groupId: null };
          if ('error' in group) return group;
          const [updated] = await tx
            .update(stories)
            .set({ groupId: group.groupId, updatedAt: new Date() })
            .where(eq(stories.uuid, uuid))
            .returning();
          return { story: toEditorStory(updated!) };
        }),
      ),

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

    /** Every story of a root folder, by path, as the editor's tree lists them. */
    tree: (rootFolder: string) =>
      repositoryCall(async () => {
        const rows = await db
          .select()
          .from(stories)
          .where(eq(stories.rootFolder, rootFolder))
          .orderBy(asc(stories.path));
        return rows.map(toEditorStory);
      }),

    /** The stories of a group in the store's folders (the twins of a story and itself). */
    group: (rootFolder: string, groupId: string) =>
      repositoryCall(async () => {
        const rows = await db
          .select()
          .from(stories)
          .where(
            and(
              eq(stories.groupId, groupId),
              inArray(stories.rootFolder, storeFolders(rootFolder)),
            ),
          );
        return rows.map(toEditorStory);
      }),

    /** A story at another path of its root folder; 'taken' when one is there already. */
    move: (uuid: string, path: string) =>
      repositoryCall(async (): Promise<EditorStory | 'taken' | null> => {
        const [row] = await db.select().from(stories).where(eq(stories.uuid, uuid));
        if (!row) return null;
        const [other] = await db
          .select({ uuid: stories.uuid })
          .from(stories)
          .where(
            and(
              eq(stories.rootFolder, row.rootFolder),
              eq(stories.path, path),
              ne(stories.uuid, uuid),
            ),
          );
        if (other) return 'taken';
        const [moved] = await db
          .update(stories)
          .set({
            path,
            slug: path.split('/').at(-1)!,
            fullSlug: `${row.rootFolder}/${path}`,
            updatedAt: new Date(),
          })
          .where(eq(stories.uuid, uuid))
          .returning();
        return moved ? toEditorStory(moved) : null;
      }),

    /** Deletes a story; its twin keeps the group (alone in it, it names only itself). */
    remove: (uuid: string) =>
      repositoryCall(async () => {
        const [row] = await db.delete(stories).where(eq(stories.uuid, uuid)).returning();
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
