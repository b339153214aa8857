import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { useApiClient } from '../provider';
import { branchKeys } from '../query-keys';

/** Branch data changes with the API's seed file, not while a page is open. */
const branchStaleTime = 30 * 60 * 1000;

export function allBranchesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: branchKeys.list(),
    queryFn: ({ signal }) => api.branches.all({ signal }),
    staleTime: branchStaleTime,
  });
}

/** Every branch of the dealer, for the stores list. */
export function useAllBranches() {
  return useQuery(allBranchesQueryOptions(useApiClient()));
}

export function branchQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: branchKeys.detail(slug),
    queryFn: ({ signal }) => api.branches.bySlug(slug, { signal }),
    staleTime: branchStaleTime,
  });
}

/** One branch by the slug of its store page. */
export function useBranch(slug: string) {
  return useQuery(branchQueryOptions(useApiClient(), slug));
}

export function publicSettingsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: branchKeys.settings(),
    queryFn: ({ signal }) => api.application.settings({ signal }),
    staleTime: Infinity,
  });
}

/** The deployment's public settings (the map token of the store pages). */
export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions(useApiClient()));
}
