import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { contentRootFolders, StoryContentSchema } from '@shop/api-client/contract';
import type { Language } from '@shop/i18n';
import type { Database } from '../../db/client';
import { stories } from '../../tables';
import { withUids } from './markup';
import { holdsSupersededText } from './revisions';
import type { SeedStory } from './types';
import { homeStories } from './home';
import { legalStories } from './legal';
import { aboutStories } from './about';
import { blogStories } from './blog';
import { newsStories } from './news';
import { knowledgeStories } from './knowledge';
import { encyclopediaStories } from './encyclopedia';
import { pressStories } from './press';
import { consulateStories } from './consulate';

/** Every seeded story of one language; the stories of both languages are twins by position. */
export function seedStoriesOf(language: Language): SeedStory[] {
  return [
    homeStories,
    legalStories,
    aboutStories,
    blogStories,
    newsStories,
    knowledgeStories,
    encyclopediaStories,
    pressStories,
    consulateStories,
  ].flatMap((set) => set[language]);
}

/** Stories without a date were there at launch. */
const launch = '2025-01-06T08:00:00.000Z';

/**
 * A seeded story as a row: published as written, its block ids derived from its path, in the
 * group of its twins (named by the German twin's path).
 */
export function storyRow(
  rootFolder: string,
  language: Language,
  story: SeedStory,
  groupId: string,
) {
  const content = v.parse(
    StoryContentSchema,
    withUids(story.path.replaceAll('/', '-'), story.content),
  );
  const version = { name: story.name, content, tagList: story.tags ?? [] };
  const date = new Date(story.date ?? launch);
  return {
    rootFolder,
    language,
    path: story.path,
    slug: story.path.split('/').at(-1)!,
    fullSlug: `${rootFolder}/${story.path}`,
    groupId,
    draft: version,
    published: version,
    publishedAt: date,
    firstPublishedAt: date,
    createdAt: date,
    updatedAt: date,
  };
}

/**
 * Adds the seeded stories that are missing in every store's root folders. A story already at its
 * path is left as it is, so what editors changed survives restarts and re-seeding; only a seeded
 * story without a group (seeded before groups existed) gets its twins' group, and one still
 * holding a text its seed now supersedes, untouched by editors, gets the new text (revisions.ts).
 * Returns how many stories were added or replaced.
 */
export async function seedContent(db: Database): Promise<number> {
  const groups = seedStoriesOf('de').map((story) => story.path);
  const rows = contentRootFolders.flatMap(({ rootFolder, language }) =>
    seedStoriesOf(language).map((story, i) => storyRow(rootFolder, language, story, groups[i]!)),
  );
  const replaced = await replaceSupersededTexts(db);
  let inserted = 0;
  // In slices: one statement with every story would pass PostgreSQL's parameter limit.
  for (let i = 0; i < rows.length; i += 200) {
    const slice = rows.slice(i, i + 200);
    const result = await db
      .insert(stories)
      .values(slice)
      .onConflictDoNothing({ target: [stories.rootFolder, stories.path] })
      .returning({ uuid: stories.uuid });
    inserted += result.length;
    const groupsOf = sql.join(
      slice.map((row) => sql`(${row.rootFolder}, ${row.path}, ${row.groupId})`),
      sql`, `,
    );
    await db.execute(sql`
      update ${stories} set group_id = seeded.group_id
      from (values ${groupsOf}) as seeded(root_folder, path, group_id)
      where ${stories.rootFolder} = seeded.root_folder and ${stories.path} = seeded.path
        and ${stories.groupId} is null`);
  }
  return inserted + replaced;
}

/** Rewritten seed texts over the superseded ones still in the database, as a new publication. */
async function replaceSupersededTexts(db: Database): Promise<number> {
  const rewritten = contentRootFolders.flatMap(({ rootFolder, language }) =>
    seedStoriesOf(language).flatMap((story) =>
      story.supersedes ? [{ rootFolder, language, story }] : [],
    ),
  );
  if (rewritten.length === 0) return 0;
  const stored = await db
    .select()
    .from(stories)
    .where(
      inArray(
        stories.fullSlug,
        rewritten.map(({ rootFolder, story }) => `${rootFolder}/${story.path}`),
      ),
    );
  let replaced = 0;
  for (const { rootFolder, language, story } of rewritten) {
    const row = stored.find((r) => r.rootFolder === rootFolder && r.path === story.path);
    if (!row || !holdsSupersededText(row, story.supersedes!)) continue;
    const { published } = storyRow(rootFolder, language, story, row.groupId ?? story.path);
    const now = new Date();
    // Only if it is still the superseded text: an editor's change in between wins.
    const updated = await db
      .update(stories)
      .set({ draft: published, published, publishedAt: now, updatedAt: now })
      .where(
        and(
          eq(stories.uuid, row.uuid),
          sql`${stories.published} = ${JSON.stringify(row.published)}::jsonb`,
          sql`${stories.draft} = ${JSON.stringify(row.draft)}::jsonb`,
        ),
      )
      .returning({ uuid: stories.uuid });
    replaced += updated.length;
  }
  return replaced;
}
