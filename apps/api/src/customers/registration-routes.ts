import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes, languageOfTag } from '@shop/api-client/contract';
import { stores } from '@shop/i18n';
import { requestSubscription } from '../newsletters/subscriptions';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { requestLanguage } from '../lib/request-language';
import { checkedPhone, checkedVatId } from './field-checks';
import { sendActivationMail } from './mails';
import { customerLanguage } from './mapping';
import { hashPassword } from './passwords';

const accepted = { accepted: true } as const;

const registrationRoutes: FastifyPluginAsync = async (fastify) => {
  const { rateLimits } = fastify;
  const { rules } = rateLimits;
  const { repository } = fastify.customers;
  const declared = endpoints.customers;

  /**
   * Registration (spec 3 fields). The account waits for its e-mail to be confirmed; if the
   * activation mail cannot be sent the account is removed again, so a retry starts clean.
   */
  endpointRoute(fastify, declared.register, async ({ body: draft }, request) => {
    await rateLimits.consume([[rules.registrationAddress, request.ip]]);
    const vatId = await checkedVatId(fastify.customers.vat, draft.vatId);
    const phone = checkedPhone(draft.phone, stores[request.storeKey].country);
    const language = draft.languageTag
      ? languageOfTag(draft.languageTag)
      : requestLanguage(request);
    const row = await repository.insert({
      email: draft.email,
      passwordHash: await hashPassword(draft.password),
      salutation: draft.salutation,
      firstName: draft.firstName,
      lastName: draft.lastName,
      // A company account is recognised by its company name (spec 3).
      type: draft.companyName ? 'company' : 'individual',
      companyName: draft.companyName ?? null,
      vatId: vatId ?? null,
      phone: phone ?? null,
      newsletterInterests: draft.newsletterInterests,
      language,
      // The customer belongs to the store they registered in (staff of that store serve them).
      storeKey: request.storeKey,
    });
    try {
      await sendActivationMail(fastify, { customer: row, store: request.storeKey, language });
    } catch (error) {
      await repository.undoInsert(row.id);
      throw error;
    }
    // Topics ticked here go the newsletter form's way (double opt-in): pending, with the same
    // confirmation mail, until its link is followed; an address already confirmed keeps its
    // subscription and gains the topics. The account stands even if that mail cannot go out
    // now: the profile shows the topics without a subscription, and ticking them there again
    // starts over.
    if (draft.newsletterInterests.length > 0)
      await requestSubscription(
        { db: fastify.db, messaging: fastify.messaging, log: request.log },
        {
          email: row.email,
          storeKey: request.storeKey,
          language,
          interests: draft.newsletterInterests,
          whenConfirmed: 'addTopics',
        },
      ).catch((error: unknown) =>
        request.log.warn({ err: error }, 'Registration: no newsletter subscription requested'),
      );
    return repository.toCustomer(row);
  });

  /** Sends the activation mail again; 202 whether or not an unactivated account exists. */
  endpointRoute(fastify, declared.requestActivation, async ({ body }, request) => {
    await rateLimits.consume([
      [rules.activationAccount, body.email],
      [rules.activationAddress, request.ip],
    ]);
    const customer = await repository.findByEmail(body.email);
    if (customer && !customer.emailVerified) {
      const language = body.languageTag
        ? languageOfTag(body.languageTag)
        : customerLanguage(customer);
      await sendActivationMail(fastify, { customer, store: request.storeKey, language });
    }
    return accepted;
  });

  /**
   * The activation link's call: confirms the e-mail address once. Opened again (or an older
   * link after a newer one) it says the account is active, so the customer logs in instead of
   * asking for yet another link; an unknown or expired link of an inactive account is invalid.
   */
  endpointRoute(fastify, declared.verifyEmail, async ({ query: { emailToken } }) => {
    const { emailTokens } = fastify.customers;
    const customerId = await repositoryCall(() => emailTokens.consume(emailToken, 'activation'));
    if (!customerId) {
      const holderId = await repositoryCall(() => emailTokens.holder(emailToken, 'activation'));
      const holder = holderId ? await repository.findById(holderId) : undefined;
      if (holder?.emailVerified) throw businessError(errorCodes.emailAlreadyVerified, 409);
      throw businessError(errorCodes.tokenInvalid, 400);
    }
    await repository.update(customerId, { emailVerified: true });
    return repository.load(customerId);
  });

  /** Whether an account exists for an e-mail (checkout's account step); limited per address. */
  endpointRoute(fastify, declared.emailExists, async ({ query: { email } }, request) => {
    await rateLimits.consume([[rules.lookupAddress, request.ip]]);
    return { exists: (await repository.findByEmail(email)) !== undefined };
  });

  /** True for an existing account that has never signed in. */
  endpointRoute(fastify, declared.firstTimeLoggingIn, async ({ query: { email } }, request) => {
    await rateLimits.consume([[rules.lookupAddress, request.ip]]);
    const customer = await repository.findByEmail(email);
    return { firstTimeLoggingIn: customer !== undefined && customer.firstLoginAt === null };
  });

  /** Format and checksum of EU and Swiss VAT IDs (or whatever validator is plugged in). */
  endpointRoute(fastify, declared.validateVat, async ({ query: { vat } }) =>
    fastify.customers.vat.validate(vat),
  );
};

export default registrationRoutes;
