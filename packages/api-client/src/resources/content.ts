import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { contentEndpoints as endpoints } from '../contract/endpoints/content';
import {
  contentEditorTokenHeader,
  type ContentVersion,
  type StoryCreateBody,
  type StoryUpdateBody,
} from '../schemas/content';

export interface ContentCallOptions extends EndpointCallOptions {
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

/** The version asked for as the query, and the editor token as a header. */
function split({ version, editorToken, ...options }: ContentCallOptions) {
  return {
    query: { version },
    options: editorToken
      ? { ...options, headers: { ...options.headers, [contentEditorTokenHeader]: editorToken } }
      : options,
  };
}

/** The content store's calls (spec 7); throws ApiError ResourceNotFoundError (404) for a missing story. */
export function createContentResource(call: CallEndpoint) {
  return {
    /** `preview`: the back-office's token for this page's draft (the shop page's `?preview=`). */
    page: (
      rootFolder: string,
      path: string,
      { preview, ...options }: ContentCallOptions & { preview?: string | undefined } = {},
    ) => {
      const { query, options: rest } = split(options);
      return call(
        endpoints.page,
        { params: { rootFolder, path }, query: preview ? { ...query, preview } : query },
        rest,
      );
    },
    component: (rootFolder: string, slug: string, options: ContentCallOptions = {}) => {
      const { query, options: rest } = split(options);
      return call(endpoints.component, { params: { rootFolder, slug }, query }, rest);
    },
    storyByUuid: (uuid: string, options: ContentCallOptions = {}) => {
      const { query, options: rest } = split(options);
      return call(endpoints.storyByUuid, { params: { uuid }, query }, rest);
    },
    articles: (rootFolder: string, filter: ArticleQuery = {}, options: ContentCallOptions = {}) => {
      const { query, options: rest } = split(options);
      return call(
        endpoints.articles,
        { params: { rootFolder }, query: { ...query, ...filter } },
        rest,
      );
    },
    /** Every published page of the folder, for the sitemap. */
    links: (rootFolder: string, options: EndpointCallOptions = {}) =>
      call(endpoints.links, { params: { rootFolder } }, options),
    tags: (rootFolder: string, folder?: string, options: ContentCallOptions = {}) => {
      const { query, options: rest } = split(options);
      return call(endpoints.tags, { params: { rootFolder }, query: { ...query, folder } }, rest);
    },
  };
}

/** The editor API: staff change content without a deploy. Every call needs the editor token. */
export function createContentEditorResource(call: CallEndpoint, editorToken: string) {
  const options = { headers: { [contentEditorTokenHeader]: editorToken } };
  return {
    get: (uuid: string) => call(endpoints.editorGet, { params: { uuid } }, options),
    create: (body: StoryCreateBody) => call(endpoints.editorCreate, { body }, options),
    update: (uuid: string, body: StoryUpdateBody) =>
      call(endpoints.editorUpdate, { params: { uuid }, body }, options),
    publish: (uuid: string) => call(endpoints.editorPublish, { params: { uuid } }, options),
    unpublish: (uuid: string) => call(endpoints.editorUnpublish, { params: { uuid } }, options),
  };
}
