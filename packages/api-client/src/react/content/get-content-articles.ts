import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type { ArticleQuery } from '../../resources/content';
import { useApiClient } from '../provider';
import { contentKeys } from '../query-keys';

/** One page of published articles below a folder, newest first. */
export function contentArticlesQueryOptions(
  api: ApiClient,
  rootFolder: string,
  query: ArticleQuery,
) {
  return queryOptions({
    queryKey: contentKeys.articles(rootFolder, query),
    queryFn: ({ signal }) => api.content.articles(rootFolder, query, { signal }),
    // Paging or changing the tag keeps the old list on screen until the new one is there.
    placeholderData: keepPreviousData,
  });
}

export function useContentArticles(rootFolder: string, query: ArticleQuery) {
  return useQuery(contentArticlesQueryOptions(useApiClient(), rootFolder, query));
}

/** The tags of a folder's published stories with their counts, for filters. */
export function contentTagsQueryOptions(api: ApiClient, rootFolder: string, folder?: string) {
  return queryOptions({
    queryKey: contentKeys.tags(rootFolder, folder ?? null),
    queryFn: async ({ signal }) => (await api.content.tags(rootFolder, folder, { signal })).tags,
  });
}

export function useContentTags(rootFolder: string, folder?: string) {
  return useQuery(contentTagsQueryOptions(useApiClient(), rootFolder, folder));
}
