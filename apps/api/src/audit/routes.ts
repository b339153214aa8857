import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { listAudit } from './append';

/** The audit log for members with the staff permission: listed and filtered, never changed. */
const auditRoutes: FastifyPluginAsync = async (fastify) => {
  guardScope(fastify, 'staff', fastify.staffAuth.guard);
  endpointRoute(fastify, endpoints.staff.audit, async ({ query }) =>
    repositoryCall(() => listAudit(fastify.db, query)),
  );
};

export default auditRoutes;
