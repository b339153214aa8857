import type { FastifyInstance } from 'fastify';
import { SecondFactorEnabledSchema, SecondFactorEnrolmentSchema } from '@shop/api-client/contract';
import { totpCode } from '../lib/totp';
import { callOk, password, signedInCustomer } from './accounts';

/** The code of the time step `offset` steps from now (within the accepted window of one). */
export const codeAt = (secret: string, offset: -1 | 0 | 1) =>
  totpCode(secret, new Date(Date.now() + offset * 30_000));

/** A six-digit code that is not the current step's. */
export const wrongCodeFor = (secret: string) =>
  codeAt(secret, 0) === '000000' ? '111111' : '000000';

/**
 * A signed-in customer with the second factor on: its secret and recovery codes. The enrolment
 * used the step before now, so the codes of this step and the next are still unused.
 */
export async function customerWithSecondFactor(app: FastifyInstance) {
  const signedIn = await signedInCustomer(app);
  const offer = await callOk(
    app,
    '/customers/me/second-factor/enrolment',
    SecondFactorEnrolmentSchema,
    { method: 'POST', payload: { password }, token: signedIn.token },
  );
  const { recoveryCodes } = await callOk(
    app,
    '/customers/me/second-factor',
    SecondFactorEnabledSchema,
    { method: 'POST', payload: { otp: codeAt(offer.secret, -1) }, token: signedIn.token },
  );
  return { ...signedIn, secret: offer.secret, recoveryCodes };
}
