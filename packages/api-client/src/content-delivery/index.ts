import * as v from 'valibot';
import type { ApiClient } from '../client';
import {
  ContentTagSchema,
  StoryContentSchema,
  StorySchema,
  contentPageSize,
  contentRootFolders,
  type ContentTag,
  type ContentVersion,
  type Story,
  type StoryList,
} from '../schemas/content';
import type { ArticleQuery } from '../resources/content';

/*
 * The content client of spec 9: one interface for pages, components, stories, article lists and
 * tags, read from the shop's own content store by default or from a Storyblok space when one is
 * configured. Storyblok's limits are honoured here: at most 5 requests per second (3 with an
 * OAuth token), 25 stories a page, relation lookups by uuid in chunks of 50, and a 429 retried
 * after 300 ms up to 10 times.
 */

export const contentClientLimits = {
  requestsPerSecond: 5,
  requestsPerSecondWithOAuth: 3,
  pageSize: contentPageSize,
  relationChunk: 50,
  retryDelayMs: 300,
  maxRetries: 10,
} as const;

export interface ContentSource {
  page(rootFolder: string, path: string): Promise<Story | null>;
  component(rootFolder: string, slug: string): Promise<Story | null>;
  storyByUuid(uuid: string): Promise<Story | null>;
  /** Relations (stories a block points at), fetched in chunks; unknown uuids are left out. */
  storiesByUuids(uuids: readonly string[]): Promise<Story[]>;
  articles(rootFolder: string, query?: ArticleQuery): Promise<StoryList>;
  tags(rootFolder: string, folder?: string): Promise<ContentTag[]>;
}

export interface ContentReadOptions {
  /** Drafts only in a preview; the shop otherwise reads published content. */
  preview?: boolean;
  /** The staff credential a preview of the shop's store needs. */
  editorToken?: string;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

const versionOf = (preview: boolean | undefined): ContentVersion =>
  preview ? 'draft' : 'published';

/** A 404 is "no such story", anything else is a failure the caller should see. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/** Reads the shop's own content store through the API client. */
export function createStoreContentSource(
  api: ApiClient,
  { preview, editorToken }: ContentReadOptions = {},
): ContentSource {
  const options = {
    version: versionOf(preview),
    ...(preview && editorToken ? { editorToken } : {}),
  };
  const byUuid = (uuid: string) => orNull(() => api.content.storyByUuid(uuid, options));
  return {
    page: (rootFolder, path) => orNull(() => api.content.page(rootFolder, path, options)),
    component: (rootFolder, slug) => orNull(() => api.content.component(rootFolder, slug, options)),
    storyByUuid: byUuid,
    storiesByUuids: async (uuids) => {
      const found: Story[] = [];
      for (const chunk of chunks(uuids, contentClientLimits.relationChunk)) {
        const stories = await Promise.all(chunk.map(byUuid));
        found.push(...stories.filter((s): s is Story => s !== null));
      }
      return found;
    },
    articles: (rootFolder, query = {}) =>
      api.content.articles(
        rootFolder,
        { perPage: contentClientLimits.pageSize, ...query },
        options,
      ),
    tags: async (rootFolder, folder) => (await api.content.tags(rootFolder, folder, options)).tags,
  };
}

// ---------------------------------------------------------------------------------------------
// Storyblok

/** At most `perSecond` calls start in any second; the others wait their turn. */
export function createRateLimiter(
  perSecond: number,
  {
    now = Date.now,
    sleep = defaultSleep,
  }: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
) {
  const starts: number[] = [];
  let queue = Promise.resolve();
  return function schedule<T>(run: () => Promise<T>): Promise<T> {
    const turn = queue.then(async () => {
      for (;;) {
        const windowStart = now() - 1000;
        while (starts.length > 0 && starts[0]! <= windowStart) starts.shift();
        if (starts.length < perSecond) break;
        await sleep(starts[0]! - windowStart);
      }
      starts.push(now());
    });
    queue = turn.catch(() => undefined);
    return turn.then(run);
  };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface StoryblokConfig {
  /** The space's public (published) or preview (draft) delivery token. */
  token: string;
  /** A management OAuth token lowers the rate to 3 requests per second. */
  oauthToken?: string;
  /** Default https://api.storyblok.com/v2/cdn; tests point it at a local fake. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
}

const StoryblokStorySchema = v.object({
  uuid: v.string(),
  name: v.string(),
  slug: v.string(),
  full_slug: v.string(),
  content: v.unknown(),
  tag_list: v.optional(v.array(v.string()), []),
  published_at: v.nullish(v.string()),
  first_published_at: v.nullish(v.string()),
  created_at: v.string(),
  updated_at: v.optional(v.string()),
});
type StoryblokStory = v.InferOutput<typeof StoryblokStorySchema>;

export class ContentDeliveryError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'ContentDeliveryError';
  }
}

/** Storyblok's story as ours: the root folder is the first segment of its full slug. */
function fromStoryblok(story: StoryblokStory): Story {
  const [rootFolder = '', ...rest] = story.full_slug.replace(/\/+$/, '').split('/');
  const folder = contentRootFolders.find((f) => f.rootFolder === rootFolder);
  return v.parse(StorySchema, {
    uuid: story.uuid,
    name: story.name,
    slug: story.slug,
    fullSlug: story.full_slug,
    rootFolder,
    path: rest.join('/'),
    language: folder?.language ?? 'de',
    content: v.parse(StoryContentSchema, story.content),
    tagList: story.tag_list,
    publishedAt: story.published_at ?? null,
    firstPublishedAt: story.first_published_at ?? null,
    createdAt: story.created_at,
    updatedAt: story.updated_at ?? story.published_at ?? story.created_at,
  });
}

/** Reads a Storyblok space through its content delivery API (GET stories, version published or draft). */
export function createStoryblokContentSource(
  config: StoryblokConfig,
  { preview }: ContentReadOptions = {},
): ContentSource {
  const base = (config.baseUrl ?? 'https://api.storyblok.com/v2/cdn').replace(/\/+$/, '');
  const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = config.sleep ?? defaultSleep;
  const schedule = createRateLimiter(
    config.oauthToken
      ? contentClientLimits.requestsPerSecondWithOAuth
      : contentClientLimits.requestsPerSecond,
    { sleep },
  );
  const version = versionOf(preview);

  async function get(path: string, query: Record<string, string | number | undefined>) {
    const params = new URLSearchParams({ token: config.token, version });
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) params.set(key, String(value));
    const url = `${base}${path}?${params}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (config.oauthToken) headers.authorization = config.oauthToken;
    for (let attempt = 0; ; attempt += 1) {
      const response = await schedule(() => fetchImpl(url, { headers }));
      if (response.status === 429 && attempt < contentClientLimits.maxRetries) {
        await response.arrayBuffer().catch(() => undefined);
        await sleep(contentClientLimits.retryDelayMs);
        continue;
      }
      if (!response.ok) {
        await response.arrayBuffer().catch(() => undefined);
        throw new ContentDeliveryError(
          `Storyblok answered ${response.status} for ${path}`,
          response.status,
        );
      }
      return {
        json: (await response.json()) as unknown,
        total: Number(response.headers.get('total') ?? 0),
      };
    }
  }

  const one = async (path: string, query: Record<string, string | undefined> = {}) => {
    try {
      const { json } = await get(path, query);
      return fromStoryblok(v.parse(v.object({ story: StoryblokStorySchema }), json).story);
    } catch (error) {
      if (error instanceof ContentDeliveryError && error.statusCode === 404) return null;
      throw error;
    }
  };
  const list = async (query: Record<string, string | number | undefined>) => {
    const { json, total } = await get('/stories', query);
    const { stories } = v.parse(v.object({ stories: v.array(StoryblokStorySchema) }), json);
    return { stories: stories.map(fromStoryblok), total };
  };
  const slugPath = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

  return {
    page: (rootFolder, path) => one(`/stories/${slugPath(rootFolder, ...path.split('/'))}`),
    component: (rootFolder, slug) => one(`/stories/${slugPath(rootFolder, 'components', slug)}`),
    storyByUuid: (uuid) => one(`/stories/${encodeURIComponent(uuid)}`, { find_by: 'uuid' }),
    storiesByUuids: async (uuids) => {
      const found: Story[] = [];
      for (const chunk of chunks(uuids, contentClientLimits.relationChunk)) {
        // A chunk of 50 fits one page only if the page is as large; Storyblok allows 100.
        const { stories } = await list({ by_uuids: chunk.join(','), per_page: chunk.length });
        found.push(...stories);
      }
      return found;
    },
    articles: async (
      rootFolder,
      { folder, excluding, tag, page = 1, perPage = contentClientLimits.pageSize } = {},
    ) => {
      const { stories, total } = await list({
        starts_with: folder ? `${rootFolder}/${folder}/` : `${rootFolder}/`,
        excluding_slugs: excluding ? `${rootFolder}/${excluding}/*` : undefined,
        with_tag: tag,
        'filter_query[component][in]': 'article',
        sort_by: 'first_published_at:desc',
        is_startpage: 0,
        per_page: perPage,
        page,
      });
      return { stories, total, page, perPage };
    },
    tags: async (rootFolder, folder) => {
      const { json } = await get('/tags', {
        starts_with: folder ? `${rootFolder}/${folder}/` : `${rootFolder}/`,
      });
      const { tags } = v.parse(
        v.object({ tags: v.array(v.object({ name: v.string(), taggings_count: v.number() })) }),
        json,
      );
      return tags.map((t) =>
        v.parse(ContentTagSchema, { name: t.name, taggingsCount: t.taggings_count }),
      );
    },
  };
}

/** Every page of a listing, 25 at a time, for sitemaps and A-Z indexes. */
export async function allArticles(
  source: ContentSource,
  rootFolder: string,
  query: Omit<ArticleQuery, 'page' | 'perPage'> = {},
): Promise<Story[]> {
  const all: Story[] = [];
  for (let page = 1; ; page += 1) {
    const result = await source.articles(rootFolder, {
      ...query,
      page,
      perPage: contentClientLimits.pageSize,
    });
    all.push(...result.stories);
    if (result.stories.length === 0 || all.length >= result.total) return all;
  }
}

export interface ContentSourceConfig extends ContentReadOptions {
  api: ApiClient;
  /** When set, content comes from this Storyblok space instead of the shop's store. */
  storyblok?: StoryblokConfig | undefined;
}

/** The one entry point: Storyblok when configured, the shop's content store otherwise. */
export function createContentSource({
  api,
  storyblok,
  ...options
}: ContentSourceConfig): ContentSource {
  return storyblok
    ? createStoryblokContentSource(storyblok, options)
    : createStoreContentSource(api, options);
}
