import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import { answerCase, listCases } from '../application/whistleblow-cases';
import { appendAudit } from '../audit/append';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { staffOf } from '../lib/staff-access';

/**
 * The whistleblower cases for members with the compliance permission (issue 25), decrypted. Each
 * reading and each answer is audited, naming the cases but never their content: the audit log is
 * read by members without the compliance permission.
 */
const whistleblowRoutes: FastifyPluginAsync = async (fastify) => {
  const declared = endpoints.staff;
  guardScope(fastify, 'staff', fastify.staffAuth.guard);

  endpointRoute(fastify, declared.whistleblowReports, async (_input, request) => {
    const cases = await listCases(fastify);
    await repositoryCall(() =>
      appendAudit(fastify.db, {
        staffId: staffOf(request).id,
        action: 'whistleblow.read',
        entityType: 'whistleblowCases',
        entityId: 'list',
        store: null,
        before: null,
        after: { caseIds: cases.map((c) => c.id) },
      }),
    );
    return cases;
  });

  endpointRoute(fastify, declared.whistleblowAnswer, async ({ params, body }, request) => {
    if (!(await answerCase(fastify, params.id, body)))
      throw businessError(errorCodes.whistleblowCaseNotFound, 404, {
        name: 'ResourceNotFoundError',
      });
    await repositoryCall(() =>
      appendAudit(fastify.db, {
        staffId: staffOf(request).id,
        action: 'whistleblow.answered',
        entityType: 'whistleblowCase',
        entityId: params.id,
        store: null,
        before: null,
        after: body.status ? { status: body.status } : {},
      }),
    );
  });
};

export default whistleblowRoutes;
