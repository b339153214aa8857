import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes, languageOfTag } from '@shop/api-client/contract';
import { stores } from '@shop/i18n';
import { followProfileInterests } from '../newsletters/subscriptions';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { assertOwnCustomer, customerIdOf } from '../sessions/auth';
import { checkedPhone, checkedVatId } from './field-checks';
import { customerLanguage } from './mapping';
import { confirmedByPassword, proofOf } from './password-confirmation';

const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.customers;
  const declared = endpoints.customers;

  endpointRoute(fastify, declared.me, async (_input, request) =>
    repository.load(customerIdOf(request)),
  );

  /**
   * The profile (e-mail and password change through their own calls). A new phone number is
   * unverified until confirmed by SMS; a stale `version` answers concurrent_modification.
   */
  endpointRoute(fastify, declared.update, async ({ params: { id }, body: update }, request) => {
    assertOwnCustomer(request, id);
    const current = await repository.findById(id);
    if (!current) throw fastify.sessions.errors.sessionExpired();
    const vatId = await checkedVatId(fastify.customers.vat, update.vatId);
    const phone = checkedPhone(update.phone, stores[request.storeKey].country);
    const companyName =
      update.type === 'individual' ? null : (update.companyName ?? current.companyName);
    await repository.update(
      id,
      {
        ...(update.salutation ? { salutation: update.salutation } : {}),
        ...(update.firstName ? { firstName: update.firstName } : {}),
        ...(update.lastName ? { lastName: update.lastName } : {}),
        companyName,
        type: companyName ? 'company' : 'individual',
        ...(vatId !== undefined ? { vatId } : {}),
        ...(phone !== undefined && phone !== current.phone ? { phone, phoneVerified: false } : {}),
        ...(update.newsletterInterests ? { newsletterInterests: update.newsletterInterests } : {}),
        ...(update.languageTag ? { language: languageOfTag(update.languageTag) } : {}),
      },
      update.version,
    );
    // Topics without a running subscription start the double opt-in, as everywhere else.
    if (update.newsletterInterests)
      await followProfileInterests(
        { db: fastify.db, messaging: fastify.messaging, log: request.log },
        {
          email: current.email,
          language: update.languageTag
            ? languageOfTag(update.languageTag)
            : customerLanguage(current),
        },
        request.storeKey,
        update.newsletterInterests,
      ).catch((error: unknown) =>
        // The profile is saved; without the mail no subscription waits, which the answer shows.
        request.log.warn({ err: error }, 'Profile: no newsletter subscription requested'),
      );
    return repository.load(id);
  });

  /**
   * Deletes the account: the password must be right (a wrong one counts like a failed login), with
   * the second factor on its code too (issue 26, item 7); no limit order may be Active or
   * Inactive, every order must be Complete or Cancelled, and the deposit must hold no metal. Data
   * and sessions go with it.
   */
  endpointRoute(fastify, declared.remove, async ({ params: { id }, body }, request) => {
    assertOwnCustomer(request, id);
    await confirmedByPassword(fastify, request, body.password, proofOf(body));
    await repository.delete(id, (tx) => fastify.deposits.repository.holdsMetal(id, tx));
  });

  /**
   * Moves what a guest held to the signed-in customer. Only the guest session this login replaced
   * may be merged (an anonymous id alone proves nothing); login has merged it once already, this
   * call moves anything added since.
   */
  endpointRoute(fastify, declared.merge, async ({ body: { anonymousId, customerId } }, request) => {
    assertOwnCustomer(request, customerId);
    const origin = await fastify.sessions.anonymousOriginOf(request.session!.sessionId);
    if (origin !== anonymousId) throw businessError(errorCodes.notAuthorized, 403);
    return fastify.customers.merge.merge(anonymousId, customerId);
  });
};

export default profileRoutes;
