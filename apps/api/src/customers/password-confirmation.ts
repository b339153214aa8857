import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import type { RateLimits } from '../plugins/rate-limits/rate-limits';
import { customerIdOf } from '../sessions/auth';
import type { CustomerRow } from './mapping';
import { verifyPassword } from './passwords';

/**
 * One password guess for an account (login, or the current password again), bounded: refused
 * while the client address is over its failures or the account waits out its backoff. The
 * account's attempt is reserved before the password is checked, so concurrent guesses cannot
 * check more passwords than the backoff allows; a right password forgets the failures.
 */
export async function passwordGuessed(
  rateLimits: RateLimits,
  guess: { email: string; clientAddress: string; storedHash: string | undefined; password: string },
): Promise<boolean> {
  const { rules } = rateLimits;
  const address = [[rules.loginAddress, guess.clientAddress]] as const;
  await rateLimits.assertOpen(address);
  await rateLimits.reserve(rules.loginAccount, guess.email);
  if (await verifyPassword(guess.storedHash, guess.password)) {
    await rateLimits.reset(rules.loginAccount, guess.email);
    return true;
  }
  await rateLimits.fail(address);
  return false;
}

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
