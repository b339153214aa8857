import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes, languageOfTag } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { sendPasswordChangedMail, sendPasswordResetMail } from './mails';
import { customerLanguage } from './mapping';
import { confirmedByPassword, proofOf } from './password-confirmation';
import { hashPassword } from './passwords';

const passwordRoutes: FastifyPluginAsync = async (fastify) => {
  const { rateLimits } = fastify;
  const { rules } = rateLimits;
  const { repository } = fastify.customers;
  const declared = endpoints.customers;

  /**
   * A signed-in customer's new password (and the second factor's code where it is on). A wrong
   * current password counts like a failed login;
   * the customer's other sessions end, this one stays.
   */
  endpointRoute(fastify, declared.changePassword, async ({ body }, request) => {
    const customer = await confirmedByPassword(
      fastify,
      request,
      body.currentPassword,
      proofOf(body),
    );
    await repository.update(customer.id, { passwordHash: await hashPassword(body.newPassword) });
    await fastify.sessions.revokeCustomer(
      customer.id,
      'password_changed',
      request.session!.sessionId,
    );
    await sendPasswordChangedMail(fastify, {
      customer,
      store: request.storeKey,
      language: customerLanguage(customer),
    });
  });

  /** Mails a reset link; 202 whether or not the account exists (no enumeration). */
  endpointRoute(fastify, declared.requestPasswordReset, async ({ body }, request) => {
    await rateLimits.consume([
      [rules.passwordResetAccount, body.email],
      [rules.passwordResetAddress, request.ip],
    ]);
    const customer = await repository.findByEmail(body.email);
    if (customer)
      await sendPasswordResetMail(fastify, {
        customer,
        store: request.storeKey,
        language: body.languageTag ? languageOfTag(body.languageTag) : customerLanguage(customer),
      });
    return { accepted: true } as const;
  });

  /**
   * Sets the password from a reset link (single use, 60 minutes). The link proves the mailbox, so
   * the address counts as confirmed; every session of the account ends.
   */
  endpointRoute(fastify, declared.resetPassword, async ({ body }, request) => {
    const passwordHash = await hashPassword(body.newPassword);
    const customerId = await repository.resetPassword(passwordHash, (tx) =>
      fastify.customers.emailTokens.consume(body.token, 'password_reset', tx),
    );
    if (!customerId) throw businessError(errorCodes.tokenInvalid, 400);
    await fastify.sessions.revokeCustomer(customerId, 'password_reset');
    const customer = await repository.findById(customerId);
    if (customer) {
      await rateLimits.reset(rules.loginAccount, customer.email);
      await sendPasswordChangedMail(fastify, {
        customer,
        store: request.storeKey,
        language: customerLanguage(customer),
      });
    }
  });
};

export default passwordRoutes;
