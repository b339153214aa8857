import * as v from 'valibot';
import { languages, storeKeys, type Language, type StoreKey } from '@shop/i18n';
import { integerParam } from './product-search';
import { TextSchema } from './text';
import { StoryContentSchema } from './content-blocks';

export * from './content-blocks';

const segment = /[\p{Ll}\p{Lu}\p{N}._~-]+/u.source;

/**
 * A content tree. The shop keeps one per store and language (`at-de`, `ch-en`, ...), as a
 * Storyblok space keeps one root folder per market; `de` or `en` alone means that language's
 * folder of the store named by the x-store-key header.
 */
export const ContentRootFolderSchema = v.pipe(
  TextSchema,
  v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a lowercase folder name'),
);

export const contentRootFolder = (store: StoreKey, language: Language) => `${store}-${language}`;

/** Every root folder the shop reads, with its store and language. */
export const contentRootFolders = storeKeys.flatMap((store) =>
  languages.map((language) => ({
    rootFolder: contentRootFolder(store, language),
    store,
    language,
  })),
);

/** A page path below the root folder, without leading or trailing slash. */
export const ContentPathSchema = v.pipe(
  TextSchema,
  v.transform((s) => s.replace(/^\/+|\/+$/g, '')),
  v.maxLength(500, 'must be at most 500 characters'),
  v.regex(new RegExp(`^${segment}(/${segment})*$`, 'u'), 'must be a path of non-empty segments'),
  v.check(
    (s) => !s.split('/').some((part) => part === '.' || part === '..'),
    'must not contain . or .. segments',
  ),
);

/** A path editors give a new story: lowercase segments only, so links need no encoding. */
export const StoryPathSchema = v.pipe(
  TextSchema,
  v.transform((s) => s.replace(/^\/+|\/+$/g, '')),
  v.maxLength(500, 'must be at most 500 characters'),
  v.regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'must be lowercase path segments'),
);

export const contentVersions = ['published', 'draft'] as const;
export type ContentVersion = (typeof contentVersions)[number];

/** The staff credential of the editor API and of draft previews (CONTENT_EDITOR_TOKEN). */
export const contentEditorTokenHeader = 'x-content-editor-token';
/** Storyblok's webhook header: HMAC-SHA1 of the raw body with the shared secret, hex. */
export const contentWebhookSignatureHeader = 'webhook-signature';

const VersionQuery = {
  /** `draft` is a preview: it needs the editor token. */
  version: v.optional(v.picklist(contentVersions), 'published'),
};

export const ContentPageParamsSchema = v.strictObject({
  rootFolder: ContentRootFolderSchema,
  path: ContentPathSchema,
});
export const ContentVersionQuerySchema = v.strictObject(VersionQuery);

/**
 * The query parameter of a shop page that shows a story's draft: a short-lived token the
 * back-office's content editor asks the API for (POST /staff/content/stories/{uuid}/preview).
 */
export const contentPreviewParam = 'preview';
export const ContentPreviewTokenSchema = v.pipe(
  TextSchema,
  v.maxLength(500),
  v.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a preview token'),
);

/** A page read: `version=draft` with the editor token, or `preview` (the draft of that story). */
export const ContentPageQuerySchema = v.strictObject({
  ...VersionQuery,
  preview: v.optional(ContentPreviewTokenSchema),
});

export const ContentComponentParamsSchema = v.strictObject({
  rootFolder: ContentRootFolderSchema,
  slug: v.pipe(TextSchema, v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a component slug')),
});

export const StoryUuidParamsSchema = v.strictObject({
  uuid: v.pipe(TextSchema, v.uuid('must be a story id')),
});

export const ContentRootParamsSchema = v.strictObject({ rootFolder: ContentRootFolderSchema });

const FolderParam = v.pipe(
  TextSchema,
  v.transform((s) => s.replace(/^\/+|\/+$/g, '')),
  v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a folder path'),
);

export const contentPageSize = 25;

export const ContentArticlesQuerySchema = v.strictObject({
  ...VersionQuery,
  /** Articles below this folder (any depth), e.g. `blog` or `news/2026`; all articles when absent. */
  folder: v.optional(FolderParam),
  /** Leaves out the articles below this folder, e.g. the encyclopedia inside the knowledge hub. */
  excluding: v.optional(FolderParam),
  tag: v.optional(v.pipe(TextSchema, v.trim(), v.minLength(1), v.maxLength(100))),
  page: integerParam(1, 10_000, 1),
  perPage: integerParam(1, 100, contentPageSize),
});

export const ContentTagsQuerySchema = v.strictObject({
  ...VersionQuery,
  folder: v.optional(FolderParam),
});

const IsoTimestamp = v.pipe(TextSchema, v.isoTimestamp());

/** One story as the shop reads it: the published version, or the draft in a preview. */
export const StorySchema = v.object({
  uuid: TextSchema,
  name: TextSchema,
  /** The last path segment. */
  slug: TextSchema,
  /** Root folder and path, as Storyblok's full_slug: `at-de/blog/goldpreis-rekord`. */
  fullSlug: TextSchema,
  rootFolder: TextSchema,
  /** The path below the root folder, which the shop's routes use. */
  path: TextSchema,
  language: v.picklist(languages),
  content: StoryContentSchema,
  tagList: v.array(TextSchema),
  publishedAt: v.nullable(IsoTimestamp),
  firstPublishedAt: v.nullable(IsoTimestamp),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
  /**
   * The paths of this story and of its twin in the store's other language (same group), by
   * language; a story without a twin names only itself, as do answers other than a page's.
   */
  twins: v.optional(v.object({ de: v.optional(TextSchema), en: v.optional(TextSchema) }), {}),
});
export type Story = v.InferOutput<typeof StorySchema>;

/** A published page of a root folder, as Storyblok's links API lists it (GET /content/links). */
export const ContentLinkSchema = v.object({
  uuid: TextSchema,
  path: TextSchema,
  /** Shared with its twin in the store's other language; null without one. */
  groupId: v.nullable(TextSchema),
  publishedAt: IsoTimestamp,
});
export type ContentLink = v.InferOutput<typeof ContentLinkSchema>;

export const ContentLinksSchema = v.object({ links: v.array(ContentLinkSchema) });
export type ContentLinks = v.InferOutput<typeof ContentLinksSchema>;

export const StoryListSchema = v.object({
  stories: v.array(StorySchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  perPage: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type StoryList = v.InferOutput<typeof StoryListSchema>;

export const ContentTagSchema = v.object({
  name: TextSchema,
  taggingsCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export const ContentTagListSchema = v.object({ tags: v.array(ContentTagSchema) });
export type ContentTag = v.InferOutput<typeof ContentTagSchema>;

// ---------------------------------------------------------------------------------------------
// Webhook (Storyblok's payload) and editor API

export const ContentWebhookBodySchema = v.object({
  text: v.optional(TextSchema),
  action: v.picklist(['published', 'unpublished', 'deleted', 'moved', 'release_merged']),
  space_id: v.optional(v.union([v.number(), TextSchema])),
  story_id: v.optional(v.union([v.number(), TextSchema])),
  full_slug: v.optional(TextSchema),
});
export type ContentWebhookBody = v.InferOutput<typeof ContentWebhookBodySchema>;
export const ContentWebhookResultSchema = v.object({
  /** Cached answers dropped. */
  invalidated: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

const TagListSchema = v.pipe(
  v.array(v.pipe(TextSchema, v.trim(), v.minLength(1), v.maxLength(100))),
  v.maxLength(20, 'must have at most 20 tags'),
);
const StoryNameSchema = v.pipe(TextSchema, v.trim(), v.minLength(1), v.maxLength(200));

export const StoryCreateBodySchema = v.strictObject({
  rootFolder: ContentRootFolderSchema,
  path: StoryPathSchema,
  name: StoryNameSchema,
  content: StoryContentSchema,
  tagList: v.optional(TagListSchema, []),
  /** The story in the store's other language this one translates: they become twins. */
  twinOf: v.optional(v.pipe(TextSchema, v.uuid('must be a story id'))),
});
export type StoryCreateBody = v.InferInput<typeof StoryCreateBodySchema>;

/**
 * Replaces the draft; the published version stays until the next publish. `twinOf` pairs the
 * story with its twin at once (null: no twin any more); left out, the pairing stays.
 */
export const StoryUpdateBodySchema = v.strictObject({
  name: StoryNameSchema,
  content: StoryContentSchema,
  tagList: v.optional(TagListSchema, []),
  twinOf: v.optional(v.nullable(v.pipe(TextSchema, v.uuid('must be a story id')))),
});
export type StoryUpdateBody = v.InferInput<typeof StoryUpdateBodySchema>;

const StoryVersionSchema = v.object({
  name: TextSchema,
  content: StoryContentSchema,
  tagList: v.array(TextSchema),
});

/** A story as editors see it: both versions side by side. */
export const EditorStorySchema = v.object({
  uuid: TextSchema,
  rootFolder: TextSchema,
  path: TextSchema,
  fullSlug: TextSchema,
  /** Shared with its twin in the store's other language; null without one. */
  groupId: v.nullable(TextSchema),
  draft: StoryVersionSchema,
  published: v.nullable(StoryVersionSchema),
  publishedAt: v.nullable(IsoTimestamp),
  firstPublishedAt: v.nullable(IsoTimestamp),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
});
export type EditorStory = v.InferOutput<typeof EditorStorySchema>;
