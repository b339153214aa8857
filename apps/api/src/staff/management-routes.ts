import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { staffOf, storesOf } from '../lib/staff-access';
import type { StaffManagement } from './management';

/**
 * The member managing the staff: the staff permission for every store. A member restricted to
 * some stores manages nobody, as a group or member they changed could reach beyond their stores.
 */
function managerOf(request: FastifyRequest): string {
  const principal = staffOf(request);
  if (storesOf(principal, 'staff') !== null)
    throw businessError(errorCodes.staffStoreNotAllowed, 403);
  return principal.id;
}

/** Members and permission groups (issue 25, item 2), behind the staff guard. */
const staffManagementRoutes =
  (management: StaffManagement): FastifyPluginAsync =>
  async (fastify) => {
    const declared = endpoints.staffMembers;
    guardScope(fastify, 'staff', fastify.staffAuth.guard);

    endpointRoute(fastify, declared.list, async (_input, request) => {
      managerOf(request);
      return { members: await repositoryCall(() => management.list()) };
    });
    endpointRoute(fastify, declared.create, async ({ body }, request) =>
      repositoryCall(() => management.create(managerOf(request), body)),
    );
    endpointRoute(fastify, declared.update, async ({ params, body }, request) =>
      repositoryCall(() => management.update(managerOf(request), params.id, body)),
    );
    endpointRoute(fastify, declared.resetTotp, async ({ params }, request) =>
      repositoryCall(() => management.resetTotp(managerOf(request), params.id)),
    );
    endpointRoute(fastify, declared.groups, async (_input, request) => {
      managerOf(request);
      return { groups: await repositoryCall(() => management.groups()) };
    });
    endpointRoute(fastify, declared.createGroup, async ({ body }, request) =>
      repositoryCall(() => management.createGroup(managerOf(request), body)),
    );
    endpointRoute(fastify, declared.updateGroup, async ({ params, body }, request) =>
      repositoryCall(() => management.updateGroup(managerOf(request), params.id, body)),
    );
  };

export default staffManagementRoutes;
