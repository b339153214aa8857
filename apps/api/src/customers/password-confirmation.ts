import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@shop/api-client';
import { businessError } from '../lib/business-errors';
import { customerIdOf } from '../sessions/auth';
import type { CustomerRow } from './mapping';
import { verifyPassword } from './passwords';

/**
 * The signed-in customer, once they have given their password again (password change, account
 * deletion). A wrong one is incorrect_password and counts like a failed login, so a stolen
 * session cannot guess it either.
 */
export async function confirmedByPassword(
  fastify: FastifyInstance,
  request: FastifyRequest,
  password: string,
): Promise<CustomerRow> {
  const customer = await fastify.customers.repository.findById(customerIdOf(request));
  if (!customer) throw fastify.sessions.errors.sessionExpired();
  const { rateLimits } = fastify;
  const limits = [
    [rateLimits.rules.loginAccount, customer.email],
    [rateLimits.rules.loginAddress, request.ip],
  ] as const;
  await rateLimits.assertOpen(limits);
  if (!(await verifyPassword(customer.passwordHash, password))) {
    await rateLimits.fail(limits);
    throw businessError(errorCodes.incorrectPassword, 400);
  }
  return customer;
}
