import type { FastifyPluginAsync } from 'fastify';
import {
  CustomerIdParamsSchema,
  CustomerUpdateSchema,
  DeleteCustomerBodySchema,
  errorCodes,
  languageOfTag,
  MergeBodySchema,
  type Customer,
} from '@shop/api-client';
import { stores } from '@shop/i18n';
import { followProfileInterests } from '../../application/newsletter';
import { businessError } from '../../lib/business-errors';
import { parseRequest } from '../../lib/validate';
import { checkedPhone, checkedVatId } from '../../customers/field-checks';
import { customerLanguage } from '../../customers/mapping';
import { confirmedByPassword } from '../../customers/password-confirmation';
import { assertOwnCustomer, customerIdOf } from '../../sessions/auth';

const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.customers;
  const requireUser = { onRequest: fastify.auth.requireUser };

  fastify.get('/me', requireUser, async (request): Promise<Customer> =>
    repository.load(customerIdOf(request)),
  );

  /**
   * The profile (e-mail and password change through their own calls). A new phone number is
   * unverified until confirmed by SMS; a stale `version` answers concurrent_modification.
   */
  fastify.put('/:id', requireUser, async (request): Promise<Customer> => {
    const { id } = parseRequest(CustomerIdParamsSchema, 'params', request.params);
    assertOwnCustomer(request, id);
    const update = parseRequest(CustomerUpdateSchema, 'body', request.body);
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
   * Deletes the account: the password must be right (a wrong one counts like a failed login), no
   * limit order may be Active or Inactive, every order must be Complete or Cancelled, and the
   * deposit must hold no metal. Data and sessions go with it.
   */
  fastify.delete('/:id', requireUser, async (request, reply) => {
    const { id } = parseRequest(CustomerIdParamsSchema, 'params', request.params);
    assertOwnCustomer(request, id);
    const { password } = parseRequest(DeleteCustomerBodySchema, 'body', request.body);
    await confirmedByPassword(fastify, request, password);
    await repository.delete(id, (tx) => fastify.deposits.repository.holdsMetal(id, tx));
    return reply.status(204).send();
  });

  /**
   * Moves what a guest held to the signed-in customer. Only the guest session this login replaced
   * may be merged (an anonymous id alone proves nothing); login has merged it once already, this
   * call moves anything added since.
   */
  fastify.post('/merge', requireUser, async (request) => {
    const { anonymousId, customerId } = parseRequest(MergeBodySchema, 'body', request.body);
    assertOwnCustomer(request, customerId);
    const origin = await fastify.sessions.anonymousOriginOf(request.session!.sessionId);
    if (origin !== anonymousId) throw businessError(errorCodes.notAuthorized, 403);
    return fastify.customers.merge.merge(anonymousId, customerId);
  });
};

export default profileRoutes;
