import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffJobEndpoints as endpoints } from '../../contract/endpoints/staff-jobs';
import type { JobName, JobRunOutcome } from '../schemas/staff-jobs';

/** The background jobs' schedules and runs for staff (issue 28, item 3). */
export function createStaffJobsResource(call: CallEndpoint) {
  return {
    runs: (
      query: { job?: JobName; outcome?: JobRunOutcome; page?: number } = {},
      options: EndpointCallOptions = {},
    ) => call(endpoints.runs, { query }, options),
  };
}
