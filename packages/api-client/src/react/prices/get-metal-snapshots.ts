import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type { MetalSnapshotsParams } from '../../schemas/prices';
import { useApiClient } from '../provider';
import { priceKeys } from '../query-keys';

export function metalSnapshotsQueryOptions(api: ApiClient, query: MetalSnapshotsParams) {
  return queryOptions({
    queryKey: priceKeys.snapshots(query),
    queryFn: ({ signal }) => api.prices.snapshots(query, { signal }),
    // A chart gains one point per recalculation; refetching more often than that is wasted.
    staleTime: 60 * 1000,
  });
}

/** Chart points of one metal, currency and type over 1 week, 6 months or 1 year. */
export function useMetalSnapshots(query: MetalSnapshotsParams) {
  return useQuery(metalSnapshotsQueryOptions(useApiClient(), query));
}
