import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffJobRunsQuery } from '../schemas/staff-jobs';
import { useStaffApi } from './provider';
import { staffKeys } from './query-keys';

/** GET /staff/jobs?job&outcome&page: the list stays while the next filter loads. */
export function useStaffJobRuns(query: Partial<StaffJobRunsQuery>) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.jobRuns(query),
    queryFn: ({ signal }) => api.staffJobs.runs(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
