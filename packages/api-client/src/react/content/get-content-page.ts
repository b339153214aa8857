import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { isApiError } from '../../api-error';
import type { ContentVersion } from '../../schemas/content';
import { useApiClient } from '../provider';
import { contentKeys } from '../query-keys';

/**
 * A page of the content system. `preview`: the back-office's token of the page's `?preview=`,
 * which shows that story's draft (a query of its own, never mixed with the published page's).
 */
export function contentPageQueryOptions(
  api: ApiClient,
  rootFolder: string,
  path: string,
  version: ContentVersion = 'published',
  preview?: string | null,
) {
  return queryOptions({
    queryKey: preview
      ? [...contentKeys.page(rootFolder, path, version), { preview }]
      : contentKeys.page(rootFolder, path, version),
    queryFn: ({ signal }) =>
      api.content.page(rootFolder, path, { version, signal, preview: preview ?? undefined }),
    // A missing page is an answer, not a hiccup: retrying a 404 only delays the not-found page.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.statusCode === 404) && failureCount < 3,
  });
}

/** A global component of the root folder (the main menu, the error contents) by its slug. */
export function contentComponentQueryOptions(api: ApiClient, rootFolder: string, slug: string) {
  return queryOptions({
    queryKey: contentKeys.component(rootFolder, slug),
    queryFn: ({ signal }) => api.content.component(rootFolder, slug, { signal }),
    retry: (failureCount, error) =>
      !(isApiError(error) && error.statusCode === 404) && failureCount < 3,
  });
}

export function useContentComponent(rootFolder: string, slug: string) {
  return useQuery(contentComponentQueryOptions(useApiClient(), rootFolder, slug));
}

export function useContentPage(rootFolder: string, path: string, preview?: string | null) {
  return useQuery(contentPageQueryOptions(useApiClient(), rootFolder, path, 'published', preview));
}
