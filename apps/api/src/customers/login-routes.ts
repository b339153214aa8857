import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes, type LoginResponse } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { parseRequest } from '../lib/validate';
import { bearerToken } from '../sessions/auth';
import { credentialsGuessed, proofOf, refusal } from './password-confirmation';

const loginRoutes: FastifyPluginAsync = async (fastify) => {
  const declared = endpoints.customers;

  /**
   * A User session. Wrong e-mail and wrong password answer alike (invalid_credentials, with the
   * same argon2 work); an unactivated account is refused only once the password was right.
   * With a valid guest token the login merges the guest's things into the customer at once and
   * ends the guest session, so no client has to remember to call /customers/merge.
   * With the second factor on, the right password alone is second_factor_required: the client
   * asks for the app's code and signs in again with it.
   * A plain route: a public endpoint that still reads a guest's session (the optional hook).
   */
  fastify.post(
    declared.login.path,
    { onRequest: fastify.auth.optional, config: { endpoint: declared.login } },
    async (request): Promise<LoginResponse> => {
      const body = parseRequest(declared.login.body, 'body', request.body);
      const { email, password } = body;
      const customer = await fastify.customers.repository.findByEmail(email);
      const outcome = await credentialsGuessed(fastify, {
        email,
        clientAddress: request.ip,
        customer,
        password,
        proof: proofOf(body),
      });
      if (outcome !== 'right' || !customer) {
        throw refusal(
          outcome === 'right' ? 'wrongPassword' : outcome,
          errorCodes.invalidCredentials,
        );
      }
      if (!customer.emailVerified) throw businessError(errorCodes.emailNotVerified, 403);

      const guest = request.session?.level === 'Anonymous' ? request.session : undefined;
      if (guest) {
        await fastify.customers.merge.merge(guest.ownerId, customer.id);
        await fastify.sessions.revoke(guest.sessionId, 'signed_in');
      }
      const tokens = await fastify.sessions.startUser(
        customer.id,
        guest?.ownerId,
        request.headers['user-agent'],
      );
      await fastify.customers.repository.markLoggedIn(customer.id);
      return { ...tokens, customer: await fastify.customers.repository.toCustomer(customer) };
    },
  );

  /**
   * Ends the session family of the bearer token, also when the access token has expired (a
   * genuine one still names its family). 204; without a genuine token 401.
   */
  endpointRoute(fastify, declared.logout, async (_input, request) => {
    const token = bearerToken(request);
    const sessionId = token ? fastify.sessions.sessionIdOf(token) : undefined;
    if (!sessionId) throw fastify.sessions.errors.unauthorized();
    await fastify.sessions.revoke(sessionId, 'logout');
  });
};

export default loginRoutes;
