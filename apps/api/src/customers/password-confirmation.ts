import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { boundedGuess, type RateLimits } from '../plugins/rate-limits/rate-limits';
import { customerIdOf } from '../sessions/auth';
import type { CustomerRow } from './mapping';
import { verifyPassword } from './passwords';

/** One password guess for an account (login, or the current password again), bounded. */
export const passwordGuessed = (
  rateLimits: RateLimits,
  guess: { email: string; clientAddress: string; storedHash: string | undefined; password: string },
): Promise<boolean> =>
  boundedGuess(rateLimits, { account: guess.email, clientAddress: guess.clientAddress }, () =>
    verifyPassword(guess.storedHash, guess.password),
  );

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
  const right = await passwordGuessed(fastify.rateLimits, {
    email: customer.email,
    clientAddress: request.ip,
    storedHash: customer.passwordHash,
    password,
  });
  if (!right) throw businessError(errorCodes.incorrectPassword, 400);
  return customer;
}
