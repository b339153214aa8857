import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes, staffJobRunsPageSize } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { staffOf, storesOf } from '../lib/staff-access';
import { listRuns } from './runs';

/**
 * The jobs' runs for staff (issue 28, item 3): the jobs touch every store's orders, alerts and
 * contact data, so members with the settings permission for every store read them, as the outbox.
 */
const jobRoutes: FastifyPluginAsync = async (fastify) => {
  guardScope(fastify, 'staff', fastify.staffAuth.guard);

  endpointRoute(fastify, endpoints.staffJobs.runs, async ({ query }, request) => {
    if (storesOf(staffOf(request), 'settings') !== null)
      throw businessError(errorCodes.staffStoreNotAllowed, 403);
    const { runs, total } = await repositoryCall(() =>
      listRuns(fastify.db, query, staffJobRunsPageSize),
    );
    return { jobs: fastify.jobs.schedules(), runs, total };
  });
};

export default jobRoutes;
