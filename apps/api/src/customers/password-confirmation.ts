import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, type SecondFactorProof } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { boundedGuess } from '../plugins/rate-limits/rate-limits';
import { customerIdOf } from '../sessions/auth';
import type { CustomerRow } from './mapping';
import { verifyPassword } from './passwords';

/** The second factor's fields of a request body. */
export const proofOf = (body: { otp?: string | undefined; recoveryCode?: string | undefined }) => {
  const proof: SecondFactorProof = {};
  if (body.otp) proof.otp = body.otp;
  if (body.recoveryCode) proof.recoveryCode = body.recoveryCode;
  return proof;
};

/** What one guess at an account's credentials proved. */
export type CredentialsOutcome =
  'right' | 'wrongPassword' | 'secondFactorRequired' | 'secondFactorInvalid';

/**
 * One bounded guess at an account's credentials (login, or the password again before a change):
 * the password, then, where the customer has the second factor on and `proof` is not 'notAsked',
 * a code of the app or a recovery code. Anything short of right counts like a failed login (a
 * right password without its code too, so the code cannot be guessed between resets), and only
 * a right guess forgets the failures. An unknown account costs the same argon2 work.
 */
export async function credentialsGuessed(
  fastify: FastifyInstance,
  guess: {
    email: string;
    clientAddress: string;
    customer: CustomerRow | undefined;
    password: string;
    proof: SecondFactorProof | 'notAsked';
  },
): Promise<CredentialsOutcome> {
  const { customer, proof } = guess;
  let outcome: CredentialsOutcome = 'wrongPassword';
  await boundedGuess(
    fastify.rateLimits,
    { account: guess.email, clientAddress: guess.clientAddress },
    async () => {
      const passwordRight = await verifyPassword(customer?.passwordHash, guess.password);
      if (!passwordRight || !customer) return false;
      if (!customer.totpSecret || proof === 'notAsked') outcome = 'right';
      else if (proof.otp === undefined && proof.recoveryCode === undefined)
        outcome = 'secondFactorRequired';
      else if (await fastify.customers.secondFactor.verify(customer, proof)) outcome = 'right';
      else outcome = 'secondFactorInvalid';
      return outcome === 'right';
    },
  );
  return outcome;
}

/** The refusal of a guess that was not right; `wrongPassword` as the caller words it. */
export function refusal(outcome: Exclude<CredentialsOutcome, 'right'>, wrongPassword: string) {
  if (outcome === 'secondFactorRequired')
    return businessError(errorCodes.secondFactorRequired, 400);
  if (outcome === 'secondFactorInvalid') return businessError(errorCodes.secondFactorInvalid, 400);
  return businessError(wrongPassword as typeof errorCodes.incorrectPassword, 400);
}

/**
 * The signed-in customer, once they have given their password again (and a code of their app
 * where the second factor is on and `proof` is asked for: password, e-mail change). A wrong one
 * is incorrect_password (second_factor_required, second_factor_invalid) and counts like a
 * failed login, so a stolen session cannot guess it either.
 */
export async function confirmedByPassword(
  fastify: FastifyInstance,
  request: FastifyRequest,
  password: string,
  proof: SecondFactorProof | 'notAsked' = 'notAsked',
): Promise<CustomerRow> {
  const customer = await fastify.customers.repository.findById(customerIdOf(request));
  if (!customer) throw fastify.sessions.errors.sessionExpired();
  const outcome = await credentialsGuessed(fastify, {
    email: customer.email,
    clientAddress: request.ip,
    customer,
    password,
    proof,
  });
  if (outcome !== 'right') throw refusal(outcome, errorCodes.incorrectPassword);
  return customer;
}

/**
 * The second factor alone, from a customer who has it on (payout bank details): no code is
 * second_factor_required and costs no guess; a wrong or used one is second_factor_invalid and
 * counts like a failed login, so a stolen session cannot guess it either.
 */
export async function confirmedBySecondFactor(
  fastify: FastifyInstance,
  request: FastifyRequest,
  customer: CustomerRow,
  proof: SecondFactorProof,
): Promise<void> {
  if (proof.otp === undefined && proof.recoveryCode === undefined)
    throw businessError(errorCodes.secondFactorRequired, 400);
  const right = await boundedGuess(
    fastify.rateLimits,
    { account: customer.email, clientAddress: request.ip },
    () => fastify.customers.secondFactor.verify(customer, proof),
  );
  if (!right) throw businessError(errorCodes.secondFactorInvalid, 400);
}
