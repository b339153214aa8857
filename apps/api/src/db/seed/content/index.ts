import * as v from 'valibot';
import { contentRootFolders, StoryContentSchema } from '@shop/api-client';
import type { Language } from '@shop/i18n';
import type { Database } from '../../client';
import { stories } from '../../schema';
import { withUids } from './markup';
import type { SeedStory } from './types';
import { homeStories } from './home';
import { legalStories } from './legal';
import { aboutStories } from './about';
import { blogStories } from './blog';
import { newsStories } from './news';
import { knowledgeStories } from './knowledge';
import { encyclopediaStories } from './encyclopedia';
import { pressStories } from './press';

/** Every seeded story of one language. */
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
  ].flatMap((set) => set[language]);
}

/** Stories without a date were there at launch. */
const launch = '2025-01-06T08:00:00.000Z';

/** A seeded story as a row: published as written, its block ids derived from its path. */
export function storyRow(rootFolder: string, language: Language, story: SeedStory) {
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
 * path is left as it is, so what editors changed survives restarts and re-seeding.
 */
export async function seedContent(db: Database): Promise<number> {
  const rows = contentRootFolders.flatMap(({ rootFolder, language }) =>
    seedStoriesOf(language).map((story) => storyRow(rootFolder, language, story)),
  );
  let inserted = 0;
  // In slices: one statement with every story would pass PostgreSQL's parameter limit.
  for (let i = 0; i < rows.length; i += 200) {
    const result = await db
      .insert(stories)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing({ target: [stories.rootFolder, stories.path] })
      .returning({ uuid: stories.uuid });
    inserted += result.length;
  }
  return inserted;
}
