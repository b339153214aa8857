import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoryContent } from '@shop/api-client/contract';
import { languages } from '@shop/i18n';
import { oneOf } from '../db/one-of';

/*
 * The content store (spec 7 "Content"): stories as a Storyblok space keeps them. Each lives in a
 * root folder per store and language (`at-de`) at a path (`blog/goldpreis-rekord`); its full
 * slug is both. A story has a draft, which editors change, and a published version, which the
 * shop reads; publishing copies the draft over. Versions are whole documents (name, component
 * tree, tags) so a publish is one atomic row update. The tree is validated with the shared
 * block schemas before it is written.
 */

export interface StoryVersion {
  name: string;
  content: StoryContent;
  tagList: string[];
}

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const stories = pgTable(
  'stories',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    rootFolder: text('root_folder').notNull(),
    language: text('language', { enum: languages }).notNull(),
    /** Below the root folder, without leading or trailing slash. */
    path: text('path').notNull(),
    /** The last segment of the path. */
    slug: text('slug').notNull(),
    /** `root_folder/path`, unique like Storyblok's full_slug; webhooks name stories by it. */
    fullSlug: text('full_slug').notNull(),
    /**
     * The same page in the store's other language shares it (Storyblok's group_id): the sitemap
     * and the hreflang twins pair them. Null for a story without a twin.
     */
    groupId: text('group_id'),
    draft: jsonb('draft').$type<StoryVersion>().notNull(),
    published: jsonb('published').$type<StoryVersion>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Articles are listed newest first by this date; it stays when a story is re-published. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('stories_full_slug_idx').on(t.fullSlug),
    uniqueIndex('stories_location_idx').on(t.rootFolder, t.path),
    index('stories_root_first_published_idx').on(t.rootFolder, t.firstPublishedAt),
    check('stories_language_check', oneOf(t.language, languages)),
    check('stories_full_slug_check', sql`${t.fullSlug} = ${t.rootFolder} || '/' || ${t.path}`),
    check('stories_published_at_check', sql`(${t.published} is null) = (${t.publishedAt} is null)`),
  ],
);

/**
 * The content version every API instance serves (GET /versions), one row: a change of published
 * content (publish, webhook, ...) counts `version` up and announces it with NOTIFY, so every
 * instance drops its cached answers and the edges re-render at once. `generation` is new with
 * every database, so a version never repeats across a fresh start.
 */
export const contentState = pgTable(
  'content_state',
  {
    id: smallint('id').primaryKey().default(1),
    generation: uuid('generation').notNull().defaultRandom(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('content_state_single_row', sql`${t.id} = 1`)],
);
