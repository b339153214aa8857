import { errorCodes } from '../../schemas/error';
import { StaffJobRunsQuerySchema, StaffJobRunsSchema } from '../../staff/schemas/staff-jobs';
import { endpoint } from '../endpoint';

/** The background jobs' runs for staff (issue 28, item 3). */
export const staffJobEndpoints = {
  runs: endpoint({
    method: 'GET',
    path: '/staff/jobs',
    summary: "List the background jobs' schedules and their recent runs, newest first",
    description:
      'Each run of a recurring job (limit-order execution and price alerts after each ' +
      'recalculation; unpaid-order reminders and cancellations, the contact-data purge and ' +
      'housekeeping on their intervals) happens once across the API instances; every attempt is ' +
      'listed with its instance, times, outcome, counts and, when it failed, the error. ' +
      "Filter by `job` and `outcome` (`failed`: the failures). Jobs touch every store's data: " +
      'the settings permission for every store is needed. 50 per page.',
    tag: 'Staff settings',
    access: 'staff',
    permission: 'settings',
    query: StaffJobRunsQuerySchema,
    answer: { status: 200, schema: StaffJobRunsSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed] },
  }),
};
