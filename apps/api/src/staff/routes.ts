import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { staffOf } from '../lib/staff-access';
import { findMemberById, meOf } from './members';

/** Sign-in, enrolment, sign-out and the member's profile. */
const staffRoutes: FastifyPluginAsync = async (fastify) => {
  const declared = endpoints.staff;
  const { signIn } = fastify.staffAuth;

  endpointRoute(fastify, declared.signIn, async ({ body }, request) =>
    signIn.signIn(body, request.ip),
  );
  endpointRoute(fastify, declared.enrolment, async ({ body }, request) =>
    signIn.enrol(body, request.ip),
  );

  await fastify.register(async (scope) => {
    guardScope(scope, 'staff', fastify.staffAuth.guard);

    endpointRoute(scope, declared.signOut, async (_input, request) =>
      signIn.signOut(staffOf(request)),
    );

    endpointRoute(scope, declared.me, async (_input, request) => {
      const member = await repositoryCall(() => findMemberById(fastify.db, staffOf(request).id));
      if (!member) throw businessError(errorCodes.staffUnauthorized, 401);
      return repositoryCall(() => meOf(fastify.db, member));
    });
  });
};

export default staffRoutes;
