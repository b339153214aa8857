import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes, type CustomerSessionList } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { boundedGuess } from '../plugins/rate-limits/rate-limits';
import { customerIdOf } from '../sessions/auth';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { confirmedByPassword, proofOf } from './password-confirmation';

/**
 * The customer's own security (issue 26, item 7): the e-mail change, the optional second factor
 * and the active sessions with "sign out everywhere".
 */
const securityRoutes: FastifyPluginAsync = async (fastify) => {
  const declared = endpoints.customers;
  const { secondFactor, repository } = fastify.customers;

  endpointRoute(fastify, declared.changeEmail, async ({ body }, request) => {
    const customer = await confirmedByPassword(fastify, request, body.password, proofOf(body));
    await requestEmailChange(fastify, customer, {
      newEmail: body.newEmail,
      store: request.storeKey,
    });
    return { accepted: true } as const;
  });

  endpointRoute(fastify, declared.confirmEmailChange, async ({ body }, request) =>
    confirmEmailChange(fastify, body.token, request.storeKey),
  );

  endpointRoute(fastify, declared.secondFactor, async (_input, request) =>
    secondFactor.status(customerIdOf(request)),
  );

  endpointRoute(fastify, declared.startSecondFactor, async ({ body }, request) => {
    const customer = await confirmedByPassword(fastify, request, body.password);
    if (customer.totpSecret) throw businessError(errorCodes.secondFactorEnabled, 409);
    return secondFactor.offer(customer);
  });

  /** The first code counts like a login guess: wrong ones are limited as failed logins are. */
  endpointRoute(fastify, declared.enableSecondFactor, async ({ body }, request) => {
    const customer = await repository.findById(customerIdOf(request));
    if (!customer) throw fastify.sessions.errors.sessionExpired();
    if (customer.totpSecret) throw businessError(errorCodes.secondFactorEnabled, 409);
    if (!customer.pendingTotpSecret) throw businessError(errorCodes.secondFactorNotEnabled, 409);
    let recoveryCodes: string[] | null = null;
    await boundedGuess(
      fastify.rateLimits,
      { account: customer.email, clientAddress: request.ip },
      async () => {
        recoveryCodes = await secondFactor.enable(customer, body.otp);
        return recoveryCodes !== null;
      },
    );
    if (!recoveryCodes) throw businessError(errorCodes.secondFactorInvalid, 400);
    return { recoveryCodes };
  });

  endpointRoute(fastify, declared.disableSecondFactor, async ({ body }, request) => {
    const current = await repository.findById(customerIdOf(request));
    if (!current?.totpSecret) throw businessError(errorCodes.secondFactorNotEnabled, 409);
    const customer = await confirmedByPassword(fastify, request, body.password, proofOf(body));
    await secondFactor.disable(customer.id);
  });

  endpointRoute(
    fastify,
    declared.sessions,
    async (_input, request): Promise<CustomerSessionList> => {
      const current = request.session!.sessionId;
      const rows = await fastify.sessions.listCustomer(customerIdOf(request));
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          userAgent: row.userAgent,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
          current: row.id === current,
        })),
      };
    },
  );

  endpointRoute(fastify, declared.endAllSessions, async (_input, request) => {
    await fastify.sessions.revokeCustomer(customerIdOf(request), 'signed_out_everywhere');
  });
};

export default securityRoutes;
