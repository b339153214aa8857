import type { Request } from '../request';
import {
  ContentLinksSchema,
  ContentTagListSchema,
  EditorStorySchema,
  StoryListSchema,
  StorySchema,
  contentEditorTokenHeader,
  type ContentVersion,
  type StoryCreateBody,
  type StoryUpdateBody,
} from '../schemas/content';
import type { CallOptions } from './products';

const encodePath = (path: string) =>
  path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(encodeURIComponent)
    .join('/');

export interface ContentCallOptions extends CallOptions {
  /** `draft` previews unpublished changes and needs `editorToken`. */
  version?: ContentVersion;
  editorToken?: string;
}

export interface ArticleQuery {
  folder?: string;
  /** A subfolder whose articles are left out. */
  excluding?: string;
  tag?: string;
  page?: number;
  perPage?: number;
}

function callOptions({ version, editorToken, signal }: ContentCallOptions) {
  return {
    query: { version },
    ...(editorToken ? { headers: { [contentEditorTokenHeader]: editorToken } } : {}),
    ...(signal ? { signal } : {}),
  };
}

/** The content store's calls (spec 7); throws ApiError ResourceNotFoundError (404) for a missing story. */
export function createContentResource(request: Request) {
  return {
    page: (rootFolder: string, path: string, options: ContentCallOptions = {}) =>
      request(`/content/page/${encodeURIComponent(rootFolder)}/path/${encodePath(path)}`, {
        schema: StorySchema,
        ...callOptions(options),
      }),
    component: (rootFolder: string, slug: string, options: ContentCallOptions = {}) =>
      request(
        `/content/component/${encodeURIComponent(rootFolder)}/slug/${encodeURIComponent(slug)}`,
        { schema: StorySchema, ...callOptions(options) },
      ),
    storyByUuid: (uuid: string, options: ContentCallOptions = {}) =>
      request(`/content/story/uuid/${encodeURIComponent(uuid)}`, {
        schema: StorySchema,
        ...callOptions(options),
      }),
    articles: (rootFolder: string, query: ArticleQuery = {}, options: ContentCallOptions = {}) => {
      const base = callOptions(options);
      return request(`/content/articles/${encodeURIComponent(rootFolder)}`, {
        schema: StoryListSchema,
        ...base,
        query: { ...base.query, ...query },
      });
    },
    /** GET /content/links/{rootFolder}: every published page of the folder, for the sitemap. */
    links: (rootFolder: string, options: CallOptions = {}) =>
      request(`/content/links/${encodeURIComponent(rootFolder)}`, {
        schema: ContentLinksSchema,
        ...options,
      }),
    tags: (rootFolder: string, folder?: string, options: ContentCallOptions = {}) => {
      const base = callOptions(options);
      return request(`/content/tags/${encodeURIComponent(rootFolder)}`, {
        schema: ContentTagListSchema,
        ...base,
        query: { ...base.query, folder },
      });
    },
  };
}

/** The editor API: staff change content without a deploy. Every call needs the editor token. */
export function createContentEditorResource(request: Request, editorToken: string) {
  const headers = { [contentEditorTokenHeader]: editorToken };
  const id = encodeURIComponent;
  return {
    get: (uuid: string) =>
      request(`/content/editor/stories/${id(uuid)}`, { headers, schema: EditorStorySchema }),
    create: (body: StoryCreateBody) =>
      request('/content/editor/stories', {
        method: 'POST',
        body,
        headers,
        schema: EditorStorySchema,
      }),
    update: (uuid: string, body: StoryUpdateBody) =>
      request(`/content/editor/stories/${id(uuid)}`, {
        method: 'PUT',
        body,
        headers,
        schema: EditorStorySchema,
      }),
    publish: (uuid: string) =>
      request(`/content/editor/stories/${id(uuid)}/publish`, {
        method: 'POST',
        headers,
        schema: EditorStorySchema,
      }),
    unpublish: (uuid: string) =>
      request(`/content/editor/stories/${id(uuid)}/unpublish`, {
        method: 'POST',
        headers,
        schema: EditorStorySchema,
      }),
  };
}
