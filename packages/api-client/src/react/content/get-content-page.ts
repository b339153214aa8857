import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { isApiError } from '../../api-error';
import type { ContentVersion } from '../../schemas/content';
import { useApiClient } from '../provider';
import { contentKeys } from '../query-keys';

export function contentPageQueryOptions(
  api: ApiClient,
  rootFolder: string,
  path: string,
  version: ContentVersion = 'published',
) {
  return queryOptions({
    queryKey: contentKeys.page(rootFolder, path, version),
    queryFn: ({ signal }) => api.content.page(rootFolder, path, { version, signal }),
    // A missing page is an answer, not a hiccup: retrying a 404 only delays the not-found page.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.statusCode === 404) && failureCount < 3,
  });
}

export function useContentPage(rootFolder: string, path: string) {
  return useQuery(contentPageQueryOptions(useApiClient(), rootFolder, path));
}
