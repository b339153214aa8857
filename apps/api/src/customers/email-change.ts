import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { errorCodes } from '@shop/api-client/contract';
import type { Language, StoreKey } from '@shop/i18n';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  emailChangeValidityHours,
} from '../plugins/messaging/templates';
import { customerLanguage, type CustomerRow } from './mapping';
import { isUniqueViolation } from './repository';
import { customers } from './tables';
import type { Database } from '../db/client';

const emailTaken = () => businessError(errorCodes.emailTaken, 409);

/** Queues the notice to the previous address in `tx`, the transaction of the request or change. */
function noticeToPreviousAddress(
  fastify: FastifyInstance,
  tx: Database,
  customer: Pick<CustomerRow, 'email' | 'salutation' | 'lastName' | 'language'>,
  kind: 'requested' | 'changed',
  { store, newEmail }: { store: StoreKey; newEmail: string },
) {
  const language = customerLanguage(customer);
  return fastify.messaging.enqueue(tx, {
    channel: 'email',
    to: customer.email,
    ...emailChangeNoticeMail(language, customer, kind, {
      at: new Date(),
      store,
      newEmail,
      forgotPasswordLink: fastify.messaging.links.page(store, language, 'forgotPassword'),
    }),
  });
}

/**
 * Asks for the e-mail change of a customer whose password (and second factor) was confirmed:
 * a taken address is refused at once; a link to the new address (24 hours, only the latest one
 * works) confirms it, and the previous address is told. Nothing changes until the link is opened.
 */
export async function requestEmailChange(
  fastify: FastifyInstance,
  customer: CustomerRow,
  { newEmail, store, language }: { newEmail: string; store: StoreKey; language?: Language },
): Promise<void> {
  if (newEmail === customer.email.toLowerCase())
    throw businessError(errorCodes.emailUnchanged, 400);
  if (await fastify.customers.repository.findByEmail(newEmail)) throw emailTaken();
  const mailLanguage = language ?? customerLanguage(customer);
  // The link, its mail and the notice to the previous address commit together.
  await fastify.customers.emailTokens.issue(
    customer.id,
    'email_change',
    emailChangeValidityHours * 3600,
    newEmail,
    async (tx, token) => {
      const link = fastify.messaging.links.page(store, mailLanguage, 'confirmEmailChange', {
        token,
      });
      await fastify.messaging.enqueue(tx, {
        channel: 'email',
        to: newEmail,
        ...emailChangeMail(mailLanguage, customer, link),
      });
      await noticeToPreviousAddress(fastify, tx, customer, 'requested', { store, newEmail });
    },
  );
}

/**
 * Opens an e-mail change link: in one transaction the link is used up and the address becomes
 * the account's (confirmed, since the link proves the mailbox). A link that is no good is
 * token_invalid; an address taken meanwhile email_taken, and the link stays unused.
 */
export async function confirmEmailChange(
  fastify: FastifyInstance,
  token: string,
  store: StoreKey,
): Promise<{ email: string }> {
  const { db } = fastify;
  let previous: CustomerRow | undefined;
  const changed = await repositoryCall(async () => {
    try {
      return await db.transaction(async (tx) => {
        const found = await fastify.customers.emailTokens.consumeEmailChange(token, tx);
        if (!found) return undefined;
        [previous] = await tx
          .select()
          .from(customers)
          .where(eq(customers.id, found.customerId))
          .for('update');
        await tx
          .update(customers)
          .set({
            email: found.newEmail,
            emailVerified: true,
            version: sql`${customers.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(customers.id, found.customerId));
        if (previous)
          await noticeToPreviousAddress(fastify, tx, previous, 'changed', {
            store,
            newEmail: found.newEmail,
          });
        return found.newEmail;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });
  if (!changed || !previous) throw businessError(errorCodes.tokenInvalid, 400);
  return { email: changed };
}
